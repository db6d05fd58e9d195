import type { AgentDeclaration } from './agentDeclaration';

/**
 * The name under which `agent` tells its skills apart: the listed name, lower-cased for an
 * agent whose names fold case (`Discovery.namesFoldCase`). Two skills with one key are one
 * skill to the agent: it keeps one, as `sameNameKeeps` says.
 */
export function sameNameKey(agent: AgentDeclaration, name: string): string {
  return agent.discovery.namesFoldCase ? name.toLowerCase() : name;
}
