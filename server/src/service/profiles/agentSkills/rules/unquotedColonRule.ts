import { leadSentence } from '../../../text/leadSentence';
import type { SkillRule } from '../../profile';
import type { UnquotedColonFix } from '../fixData';
import { agentHeader } from '../header/agentHeader';
import { judge } from '../../../agents/judgement';
import type { Cause } from '../../../agents/agentDeclaration';
import { colonOnKeyLine, plainWordKey } from '../../../agents/skillFacts';
import { writtenKey } from '../../../agents/writtenKey';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { UnquotedColon } from '../header/findUnquotedColons';
import { headerLineBreak, yamlQuote } from './ruleSupport';
import { unquotedColon } from '../../../features/codeActions/unquotedColon';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';

/** `unquoted-colon`: its severity and docs and example (rule pages, hovers, SARIF). */
export const UNQUOTED_COLON: RuleCode = {
  code: 'unquoted-colon', severity: 'error',
  doc: { en: 'A plain YAML value contains `: `: strict YAML parsers reject the skill; tolerant loaders read it as text, repair it or drop the header.', fr: 'Une valeur YAML sans guillemets contient `: ` : les analyseurs YAML stricts rejettent le skill ; les chargeurs tolérants la lisent comme du texte, la réparent ou abandonnent l’en-tête.' },
  fix: { en: 'Quote it, or fold it (`>-`).', fr: 'La mettre entre guillemets, ou la plier (`>-`).' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract tables. Use when: the user gives a PDF with tables.']) },
};

/** What a top-level colon value is to the agents: the key as written (a quoted one too) and the lines decide whether a repair reaches it. */
function topLevelCauses(parsed: ParsedSkill, u: UnquotedColon): Cause[] {
  return ['colon-top-level', ...(plainWordKey(writtenKey(parsed, u)) ? [] : ['colon-key-symbol' as const]), ...(u.endLine > u.startLine ? ['colon-continued' as const] : [])];
}

/**
 * `unquoted-colon`: `description: Use when: x` is text for lenient loaders and a nested
 * mapping (a syntax error) for strict parsers. Found in the raw lines, so this one
 * finding replaces the YAML library's error for the same value (`Profile.claimsHeaderProblem`).
 */
export const unquotedColonRule: SkillRule = {
  id: 'agent-skills/unquoted-colon',
  kind: 'skill',
  codes: [UNQUOTED_COLON],
  reads: ['header'],
  fixes: [unquotedColon],
  check({ skill, config, report }) {
    const { parsed } = skill;
    const header = agentHeader(parsed);
    if (header.unquoted.length === 0) return;
    const eol = headerLineBreak(parsed);
    for (const u of header.unquoted) {
      // A `: ` only on a continuation line is not repaired by lenient loaders: a plain YAML error.
      const v = judge(!colonOnKeyLine(parsed, u) ? 'yaml-error' : u.topLevel ? topLevelCauses(parsed, u) : 'colon-nested', skill.record, parsed, config);
      if (!v) continue;
      const range = parsed.lines.range(u.start, u.end);
      const data: UnquotedColonFix = {
        fix: 'unquoted-colon', keyPath: u.keyPath,
        quote: { range, newText: yamlQuote(u.text) },
        fold: { range, newText: `>-${eol}${' '.repeat(u.keyColumn + 2)}${u.text}` },
      };
      report({
        code: 'unquoted-colon', severity: v.severity, range,
        message: leadSentence(
          { en: `Quote the value of \`${u.keyPath}\` or fold it (\`>-\`)`, fr: `Mettez la valeur de \`${u.keyPath}\` entre guillemets ou repliez-la (\`>-\`)` },
          { en: 'it contains `: `, which strict YAML reads as the start of a nested mapping', fr: 'elle contient `: `, que le YAML strict lit comme le début d’une table imbriquée' },
          v.effect,
        ),
        data,
      });
    }
  },
};
