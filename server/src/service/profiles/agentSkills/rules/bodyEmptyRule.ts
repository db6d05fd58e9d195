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
        en: `Nothing below the header: ${v.effect.en}. Write the instructions the agent follows when it uses the skill.`,
        fr: `Rien sous l’en-tête : ${v.effect.fr}. Écrivez les instructions que l’agent suit quand il utilise le skill.`,
      },
    });
  },
};
