import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';
import { opencodeHeaderRead } from '../opencodeHeaderRead';
import { opencodeFamily } from './opencodeFamily';

/**
 * opencode, observed by running `opencode debug skill` and `opencode run` against a loopback
 * model: `.opencode/skill(s)`, `.claude/skills` and `.agents/skills`, from the working folder
 * up to the repository root.
 */
export const OPENCODE: AgentDeclaration = opencodeFamily({
  id: 'opencode',
  label: { en: 'opencode', fr: 'opencode' },
  version: VERIFIED_VERSIONS.opencode.version,
  folders: ['.opencode/skills', '.opencode/skill', '.claude/skills', '.agents/skills'],
  header: opencodeHeaderRead,
  builtin: 'customize-opencode',
  limits: { en: 'a `key: a: b` value that goes on over several lines is listed with its line breaks', fr: 'une valeur `clé: a: b` qui continue sur plusieurs lignes est listée avec ses retours à la ligne' },
});
