import type { AgentDeclaration } from './agentDeclaration';

/**
 * The name under which `agent` tells its skills apart: the listed name, lower-cased for an
 * agent whose names fold case (`Discovery.namesFoldCase`), with other characters made `-` where
 * it says `dashes`. Two skills with one key are one skill to the agent: it keeps one, as
 * `sameNameKeeps` says. Under `dashes` a name with no letter or digit has an empty key: it meets
 * no other skill (`contestName`).
 */
export function sameNameKey(agent: AgentDeclaration, name: string): string {
  const fold = agent.discovery.namesFoldCase;
  if (fold === 'dashes') return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return fold ? name.toLowerCase() : name;
}
