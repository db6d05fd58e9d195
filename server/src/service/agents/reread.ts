import type { AgentDeclaration, Cause } from './agentDeclaration';
import type { Apply } from './agentOutcome';
import { headerTextOf, yamlReadWith } from './agentYaml';
import type { ParsedSkill } from '../parse/parsedSkill';
import { splitHeader } from './agentParse';
import type { SkillFacts } from './skillFacts';

/** What broke the YAML, as the model explains it (a tab, a duplicate key, `key: a: b`…); undefined when it saw nothing wrong. */
export function yamlFailureOf(facts: SkillFacts): Cause | undefined {
  return facts.yamlError ? 'yaml-error' : facts.duplicateKey ? 'duplicate-key' : facts.tabIndent ? 'tab-indent' : facts.colonNested ? 'colon-nested' : facts.colonTopLevel ? 'colon-top-level' : undefined;
}

/**
 * A line reader's second reading of the header with a YAML library (`ParserDeclaration.rereads`,
 * Qwen Code's `hooks:`): the library's error rejects the skill under the cause the model gives
 * it (so the rule that explains that cause says so), and a `key` read as null fails its type.
 */
export function reread(agent: AgentDeclaration, parsed: ParsedSkill, facts: SkillFacts, lineValues: Readonly<Record<string, unknown>>, apply: Apply): void {
  const again = agent.parser.rereads;
  if (!again || !parsed.frontMatter?.closeRange) return;
  // As the agent cut it: its cut may run past a line Skillkiln closes the header on (`---\t`), which its YAML then takes for a second document.
  // Its line breaks made `\n` first, as Qwen Code does before its cut.
  const text = (agent.parser.split ? splitHeader(agent.parser.split, parsed)?.replace(/\r\n?/g, '\n') : undefined) ?? headerTextOf(parsed);
  if (!text.includes(again.when)) return;
  const read = yamlReadWith(again.npm, text);
  if (!read) return;
  if (!read.ok) apply(yamlFailureOf(facts) ?? 'yaml-error', false, undefined, { kind: 'rejects', says: read.error.message });
  // A null the line reader saw too is already its `keyTypes` check's.
  else if (read.value !== null && typeof read.value === 'object' && (read.value as Record<string, unknown>)[again.key] === null && lineValues[again.key] !== null) apply('key-type', false, again.key, { kind: 'rejects', says: 'Cannot convert undefined or null to object' });
}
