import { judge } from '../../../agents/judgement';
import { skillFacts } from '../../../agents/skillFacts';
import type { SkillRule } from '../../profile';

/** `header-dashes`: `---` inside a header value, where a loader that looks for `---` anywhere closes the header. */
export const dashesRule: SkillRule = {
  id: 'agent-skills/dashes',
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const fm = parsed.frontMatter;
    if (!fm?.closeRange || !skillFacts(parsed).dashesInside) return;
    const v = judge('dashes-inside', record, parsed, config);
    if (!v) return;
    const at = parsed.text.indexOf('---', fm.split.content.start);
    report({
      code: 'header-dashes', severity: v.severity, range: parsed.lines.range(at, at + 3),
      message: {
        en: `Write the dashes another way (\`—\`, \`- - -\`): \`---\` inside the header ends it early for agents that look for \`---\` anywhere — ${v.effect.en}.`,
        fr: `Écrivez les tirets autrement (\`—\`, \`- - -\`) : \`---\` dans l’en-tête le termine trop tôt pour les agents qui cherchent \`---\` n’importe où — ${v.effect.fr}.`,
      },
    });
  },
};
