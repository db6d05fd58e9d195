import { AGENT_TARGETS, type AgentTarget } from '../../../config/serviceConfig';
import { hiddenByTopFile } from '../../../agents/hiddenByTopFile';
import { isTopSkillFile } from '../../../agents/topSkillFile';
import type { Catalog } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { AGENTS } from '../../../agents/agents';
import { selectedTargets } from '../agentTargets';
import { renderClaudeListing } from './renderClaudeListing';
import { renderClineSkills } from './renderClineSkills';
import { renderCodexSkills } from './renderCodexSkills';
import { renderCopilotSkills } from './renderCopilotSkills';
import { renderDroidSkills } from './renderDroidSkills';
import { renderGeminiSkills } from './renderGeminiSkills';
import { renderPiSkills } from './renderPiSkills';
import { renderQwenSkills } from './renderQwenSkills';
import { renderLoadedSkills } from './renderLoadedSkills';
import { renderOpencodeSkills } from './renderOpencodeSkills';
import { renderReferencePrompt } from './renderReferencePrompt';
import { renderVscodeSkills } from './renderVscodeSkills';
import { servedSkills } from './catalogParts';
import { skillPortability } from '../../../agents/portability';
import { withoutUnselected } from '../../../agents/withoutUnselected';
import { perView } from '../../../catalog/perView';

/** The listings of the preview, one per agent target, labelled by the agent's name. */
export const AGENT_SKILLS_CATALOG_TARGETS: readonly { readonly id: AgentTarget; readonly label: LocalizedText }[] = AGENT_TARGETS.map((id) => ({ id, label: AGENTS[id].label }));

const RENDERERS: Readonly<Record<AgentTarget, (request: CatalogRequest) => Catalog>> = {
  spec: renderReferencePrompt,
  'claude-ai': renderLoadedSkills(AGENTS['claude-ai']),
  'claude-code': renderClaudeListing,
  codex: renderCodexSkills,
  'copilot-cli': renderCopilotSkills,
  'gemini-cli': renderGeminiSkills,
  vscode: renderVscodeSkills,
  pi: renderPiSkills,
  'qwen-code': renderQwenSkills,
  augment: renderLoadedSkills(AGENTS.augment),
  amp: renderLoadedSkills(AGENTS.amp),
  cline: renderClineSkills,
  'factory-droid': renderDroidSkills,
  opencode: renderOpencodeSkills(AGENTS.opencode),
  kilo: renderOpencodeSkills(AGENTS.kilo),
};

/**
 * Renders the listing of `request.target`; without one (or with an unknown one), that of the
 * first selected agent that reads this skills folder (`.claude/skills` → Claude Code), else the
 * first selected target's.
 */
export function renderAgentSkillsCatalog(request: CatalogRequest): Catalog {
  const asked = request.target;
  const selected = selectedTargets(request.config);
  const reader = selected.find((t) => !AGENTS[t].validator && AGENTS[t].discovery.folders.includes(request.root.label));
  const target = asked && (AGENT_TARGETS as readonly string[]).includes(asked) ? (asked as AgentTarget) : reader ?? selected[0]!;
  const catalog = RENDERERS[target](request);
  // What every agent does with each skill, whichever listing is shown (the portability view).
  const views = servedSkills(request);
  const top = views.find((v) => isTopSkillFile(v.record))?.record;
  const portability = views.map((v) => withoutUnselected(portabilityOf(v), selected));
  return { ...catalog, portability: top ? portability.map((p) => hiddenByTopFile(p, top)) : portability };
}

/** A skill's portability, kept per view: asked of every served skill on every render. */
const portabilityOf = perView((v) => skillPortability(v.record, v.parsed));
