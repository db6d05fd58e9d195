import { judge } from '../../../agents/judgement';
import { skillFacts } from '../../../agents/skillFacts';
import type { SkillRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent } from '../../../rules/exampleText';

/** `body-empty`: its severity and docs (rule pages, hovers, SARIF). */
export const BODY_EMPTY: RuleCode = {
  code: 'body-empty', severity: 'error',
  doc: { en: 'Nothing below the header: some agents leave the skill out (a skill is its instructions); the others load an empty skill.', fr: 'Rien sous l’en-tête : certains agents écartent le skill (un skill, ce sont ses instructions) ; les autres chargent un skill vide.' },
  example: { file: '.factory/skills/pdf-tables/SKILL.md', text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.'], '') },
};

/** `body-empty`: nothing below the header, which some agents refuse (a skill is its instructions). */
export const bodyEmptyRule: SkillRule = {
  id: 'agent-skills/body-empty',
  kind: 'skill',
  codes: [BODY_EMPTY],
  reads: ['body'],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const fm = parsed.frontMatter;
    // A file with no header at all is all body: blank, it is empty (Cline 3.0.65 skips it).
    if ((fm !== undefined && !fm.closeRange) || !skillFacts(parsed).bodyEmpty) return;
    const v = judge('body-empty', record, parsed, config);
    if (!v) return;
    const line = fm?.closeRange ? fm.closeRange.start.line : 0;
    report({
      code: 'body-empty', severity: v.severity, range: { start: { line, character: 0 }, end: { line, character: parsed.lines.lineText(line).length } },
      message: fm
        ? { en: `Write the skill's instructions below the header: there is nothing there — ${v.effect.en}.`, fr: `Écrivez les instructions du skill sous l’en-tête : il n’y a rien — ${v.effect.fr}.` }
        : { en: `Write the skill's header and instructions: this SKILL.md is empty — ${v.effect.en}.`, fr: `Écrivez l’en-tête et les instructions du skill : ce SKILL.md est vide — ${v.effect.fr}.` },
    });
  },
};
