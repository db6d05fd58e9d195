import { judge } from '../../../agents/judgement';
import { skillFacts } from '../../../agents/skillFacts';
import type { SkillRule } from '../../profile';

/** `body-empty`: nothing below the header, which some agents refuse (a skill is its instructions). */
export const bodyEmptyRule: SkillRule = {
  id: 'agent-skills/body-empty',
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    if (!parsed.frontMatter?.closeRange || !skillFacts(parsed).bodyEmpty) return;
    const v = judge('body-empty', record, parsed, config);
    if (!v) return;
    const line = parsed.frontMatter.closeRange.start.line;
    report({
      code: 'body-empty', severity: v.severity, range: { start: { line, character: 0 }, end: { line, character: parsed.lines.lineText(line).length } },
      message: {
        en: `Write the skill's instructions below the header: there is nothing there — ${v.effect.en}.`,
        fr: `Écrivez les instructions du skill sous l’en-tête : il n’y a rien — ${v.effect.fr}.`,
      },
    });
  },
};
