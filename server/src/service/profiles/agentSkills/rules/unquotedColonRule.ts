import type { SkillRule } from '../../profile';
import type { UnquotedColonFix } from '../fixData';
import { agentHeader } from '../header/agentHeader';
import { REJECTED_BY } from './agentSkillsRuleMeta';
import { headerLineBreak, verdict, yamlQuote } from './ruleSupport';

/**
 * `unquoted-colon`: `description: Use when: x` is text for lenient loaders and a nested
 * mapping (a syntax error) for strict parsers. Found in the raw lines, so this one
 * finding replaces the YAML library's error for the same value (`Profile.claimsHeaderProblem`).
 */
export const unquotedColonRule: SkillRule = {
  id: 'agent-skills/unquoted-colon',
  check({ skill, config, report }) {
    const { parsed } = skill;
    const header = agentHeader(parsed);
    if (header.unquoted.length === 0) return;
    const v = verdict(REJECTED_BY['unquoted-colon'], config);
    const eol = headerLineBreak(parsed);
    for (const u of header.unquoted) {
      const range = parsed.lines.range(u.start, u.end);
      const data: UnquotedColonFix = {
        fix: 'unquoted-colon', keyPath: u.keyPath,
        quote: { range, newText: yamlQuote(u.text) },
        fold: { range, newText: `>-${eol}${' '.repeat(u.keyColumn + 2)}${u.text}` },
      };
      report({
        code: 'unquoted-colon', severity: v.severity, range,
        message: {
          en: `The unquoted value of \`${u.keyPath}\` contains \`: \`: strict YAML parsers read it as a nested mapping and refuse the header (${v.effect.en}); lenient loaders such as Claude Code's read it as text. Quote it or fold it (\`>-\`).`,
          fr: `La valeur sans guillemets de \`${u.keyPath}\` contient \`: \` : les analyseurs YAML stricts y voient une table imbriquée et refusent l’en-tête (${v.effect.fr}) ; les chargeurs tolérants comme celui de Claude Code la lisent comme du texte. Mettez-la entre guillemets ou pliez-la (\`>-\`).`,
        },
        data,
      });
    }
  },
};
