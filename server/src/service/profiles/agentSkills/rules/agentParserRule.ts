import { agentYamlRead } from '../../../agents/agentYaml';
import { judge } from '../../../agents/judgement';
import { judgedAgentsAt, skillOutcomes } from '../../../agents/agentOutcome';
import type { SkillRule } from '../../profile';
import { YAML_SYNTAX } from '../../../rules/commonRules';

/**
 * `yaml-syntax` where Skillkiln's own parser reads the header but the YAML library an agent
 * ships throws on it (an unknown tag for js-yaml, a key YAML 1.1 reads otherwise…): the
 * header-syntax rule only sees Skillkiln's parser's errors.
 */
export const agentParserRule: SkillRule = {
  id: 'agent-skills/agent-parser',
  kind: 'skill',
  codes: [YAML_SYNTAX],
  reads: ['header'],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const fm = parsed.frontMatter;
    if (!fm?.closeRange || !fm.isMapping || fm.problems.some((p) => p.kind === 'error')) return;
    const judged = judgedAgentsAt(skillOutcomes(record, parsed).placeOf(record), config);
    const failing = judged.flatMap((agent) => {
      const read = agentYamlRead(agent, parsed);
      return read && !read.ok ? [{ agent, error: read.error }] : [];
    });
    if (failing.length === 0) return;
    const v = judge('yaml-error', record, parsed, config);
    if (!v) return;
    const first = failing[0]!;
    const at = fm.split.content.start + Math.min(first.error.offset ?? 0, fm.split.content.end - fm.split.content.start);
    const yaml = first.agent.parser.yaml;
    const lib = yaml?.npm ?? (yaml ? `${yaml.name}${yaml.version ? ` ${yaml.version}` : ''}` : first.agent.parser.library);
    report({
      code: 'yaml-syntax', severity: v.severity, range: parsed.lines.range(at, at),
      message: {
        en: `Fix the header so every YAML parser reads it: ${first.agent.label.en}'s (${lib}) stops here (“${first.error.message}”), and ${v.effect.en}.`,
        fr: `Corrigez l’en-tête pour que tout analyseur YAML le lise : celui de ${first.agent.label.fr} (${lib}) s’arrête ici (« ${first.error.message} »), et ${v.effect.fr}.`,
      },
    });
  },
};
