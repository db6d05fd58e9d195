import { AGENT_TARGETS, type AgentTarget } from '../../../config/serviceConfig';
import type { Catalog } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { selectedTargets } from '../agentTargets';
import { renderClaudeListing } from './renderClaudeListing';
import { renderCodexSkills } from './renderCodexSkills';
import { renderReferencePrompt } from './renderReferencePrompt';
import { renderVscodeSkills } from './renderVscodeSkills';

/** The four listings of the preview, one per agent target. */
export const AGENT_SKILLS_CATALOG_TARGETS: readonly { readonly id: AgentTarget; readonly label: LocalizedText }[] = [
  { id: 'spec', label: { en: 'Reference <available_skills> (skills-ref)', fr: '<available_skills> de référence (skills-ref)' } },
  { id: 'claude-code', label: { en: 'Claude Code listing (budgeted)', fr: 'Liste de Claude Code (budgétée)' } },
  { id: 'vscode', label: { en: 'VS Code <skills> block', fr: 'Bloc <skills> de VS Code' } },
  { id: 'codex', label: { en: 'Codex "Available skills"', fr: '« Available skills » de Codex' } },
];

const RENDERERS: Readonly<Record<AgentTarget, (request: CatalogRequest) => Catalog>> = {
  spec: renderReferencePrompt,
  'claude-code': renderClaudeListing,
  vscode: renderVscodeSkills,
  codex: renderCodexSkills,
};

/** Renders the listing of `request.target`; without one (or with an unknown one), the first selected target's. */
export function renderAgentSkillsCatalog(request: CatalogRequest): Catalog {
  const asked = request.target;
  const target = asked && (AGENT_TARGETS as readonly string[]).includes(asked) ? (asked as AgentTarget) : selectedTargets(request.config)[0]!;
  return RENDERERS[target](request);
}
