import { agentYamlRead } from '../../../agents/agentYaml';
import { asFileHolds } from '../../../agents/agentParse';
import { judge, judgementOf } from '../../../agents/judgement';
import { judgedAgentsAt, skillOutcomes } from '../../../agents/agentOutcome';
import { NOT_LOADED } from '../../../agents/agentDeclaration';
import { colonOnKeyLine } from '../../../agents/skillFacts';
import { agentHeader } from '../header/agentHeader';
import { yamlQuote } from './ruleSupport';
import { parseSkill } from '../../../parse/parseSkill';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import { YAML_SYNTAX } from '../../../rules/commonRules';

/** `parsed` with each unquoted `key: a: b` value quoted, as the colon rule's fix quotes it. */
function colonsQuoted(parsed: ParsedSkill): ParsedSkill {
  let text = parsed.text;
  for (const u of [...agentHeader(parsed).unquoted].sort((a, b) => b.start - a.start)) text = text.slice(0, u.start) + yamlQuote(u.text) + text.slice(u.end);
  return parseSkill(text);
}

/**
 * `yaml-syntax` where the YAML library an agent ships throws on a header for another reason
 * than the one Skillkiln's own parser gives (an unknown tag for js-yaml, a key YAML 1.1 reads
 * otherwise…): the header-syntax rule only sees Skillkiln's parser's errors. Where Skillkiln's
 * parser fails too, the agent's failure is said here only when that agent does nothing about
 * the cause Skillkiln sees (opencode's retry quotes `key: a: b`, then stops on a tag), or whose
 * modelled reading, retry and all, still stops.
 */
export const agentParserRule: SkillRule = {
  id: 'agent-skills/agent-parser',
  kind: 'skill',
  codes: [YAML_SYNTAX],
  reads: ['header'],
  check({ skill, profile, config, report }) {
    const { parsed, record } = skill;
    const fm = parsed.frontMatter;
    if (!fm?.closeRange) return;
    const ownFails = fm.problems.some((p) => p.kind === 'error');
    if (!fm.isMapping && !ownFails) return;
    // An error of Skillkiln's parser that no clearer rule claims is the header-syntax rule's, for every agent.
    if (ownFails && (fm.problems.some((p) => p.kind === 'error' && !profile.claimsHeaderProblem?.(p, parsed)) || agentHeader(parsed).unquoted.some((u) => !colonOnKeyLine(parsed, u)))) return;
    const outcomes = skillOutcomes(record, parsed);
    // Read again once, whichever agents ask.
    let quoted: ParsedSkill | undefined;
    const judged = judgedAgentsAt(outcomes.placeOf(record), config);
    const failing = judged.flatMap((agent) => {
      // Kept out by a cause a clearer rule explains (`key: a: b` where its retry does not reach): that rule says so.
      if (ownFails && outcomes.of(agent, record, parsed).effects.some((e) => e.cause !== 'yaml-error' && NOT_LOADED.has(e.effect.kind))) return [];
      const read = agentYamlRead(agent, asFileHolds(agent, record, parsed));
      if (!read || read.ok) return [];
      if (!ownFails) return [{ agent, error: read.error }];
      // An agent whose reading is modelled with its own retry (`parser.header`) already had its colons dealt
      // with as it deals with them: where that reading stops (its retry does not reach a header opened by
      // `---  `), it stops. Its offset may be in the rewritten header: the message alone.
      if (agent.parser.header) return [{ agent, error: { message: read.error.message } }];
      // With every `key: a: b` value quoted, the library still stops: something else than the colons stops it.
      const again = agentYamlRead(agent, (quoted ??= colonsQuoted(parsed)));
      return again && !again.ok ? [{ agent, error: { message: read.error.message } }] : [];
    });
    if (failing.length === 0) return;
    const all = judge('yaml-error', record, parsed, config);
    // Where Skillkiln's parser fails too, the others' verdict is its rule's: only the agents whose library stops are said.
    const hits = all && ownFails ? all.agents.filter((h) => failing.some((f) => f.agent === h.agent)) : all?.agents;
    if (!all || !hits || hits.length === 0) return;
    const v = hits === all.agents ? all : judgementOf(hits, record);
    const first = failing.find((f) => hits.some((h) => h.agent === f.agent)) ?? failing[0]!;
    // Where the library's offset cannot be placed in the file (it read a rewritten header), the header's start.
    const placed = first.error.offset !== undefined;
    const at = fm.split.content.start + Math.min(first.error.offset ?? 0, fm.split.content.end - fm.split.content.start);
    const yaml = first.agent.parser.yaml;
    const lib = yaml?.npm ?? (yaml ? `${yaml.name}${yaml.version ? ` ${yaml.version}` : ''}` : first.agent.parser.library);
    report({
      code: 'yaml-syntax', severity: v.severity, range: parsed.lines.range(at, at),
      message: {
        en: `Fix the header so every YAML parser reads it: ${first.agent.label.en}'s (${lib}) stops ${placed ? 'here' : 'on this header'} (“${first.error.message}”), and ${v.effect.en}.`,
        fr: `Corrigez l’en-tête pour que tout analyseur YAML le lise : celui de ${first.agent.label.fr} (${lib}) s’arrête ${placed ? 'ici' : 'sur cet en-tête'} (« ${first.error.message} »), et ${v.effect.fr}.`,
      },
    });
  },
};
