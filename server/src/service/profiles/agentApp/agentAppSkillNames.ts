import type { IndexView, SkillView } from '../profile';
import { unsavedReason } from './unsavedReason';

/** What a name refers to among the agent-app skills of a workspace folder. */
export interface AgentAppSkillNames {
  /** Enabled skills the app serves (and would save), by name (the first one when names repeat). */
  readonly served: ReadonlyMap<string, SkillView>;
  /** Skills turned off with `enabled: false`, by name. */
  readonly disabled: ReadonlyMap<string, SkillView>;
}

/** Names of the agent-app skills of a folder; skills of roots using other profiles do not count. */
export function agentAppSkillNames(index: IndexView, folder: string): AgentAppSkillNames {
  const served = new Map<string, SkillView>();
  const disabled = new Map<string, SkillView>();
  for (const view of index.skillsInFolder(folder)) {
    if (view.profileId !== 'agent-app') continue;
    if (unsavedReason(view)) continue;
    const map = view.status === 'served' ? served : view.status === 'disabled' ? disabled : undefined;
    if (map && !map.has(view.info.name)) map.set(view.info.name, view);
  }
  return { served, disabled };
}
