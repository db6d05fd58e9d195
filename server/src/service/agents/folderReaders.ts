import type { AgentDeclaration } from './agentDeclaration';
import { AGENTS } from './agents';

/**
 * The agents that look for skills in a skills folder, by its path relative to the project
 * (`.claude/skills`), in the product's order. Empty for a folder no agent reads on its own
 * (`skills/`, which a plugin or a setting has to point at).
 */
export function folderReaders(label: string): readonly AgentDeclaration[] {
  return Object.values(AGENTS).filter((a) => !a.validator && a.discovery.folders.includes(label));
}
