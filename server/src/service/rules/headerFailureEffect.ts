import type { ProfileId, ServiceConfig } from '../config/serviceConfig';
import type { LocalizedText } from '../model/finding';

/**
 * What the selected agents do with a skill whose header does not parse, as a clause with
 * no capital and no final full stop, to follow "so the header is not valid YAML and …"
 * ("Copilot CLI rejects the skill, Claude Code drops the header and lists it under its
 * folder's name"). Undefined when no agent's behaviour is known: the message then says
 * that the runtime cannot read the header.
 */
export function headerFailureEffect(_profileId: ProfileId, _config: ServiceConfig): LocalizedText | undefined {
  return undefined;
}
