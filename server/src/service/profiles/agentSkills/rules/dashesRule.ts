import { judge } from '../../../agents/judgement';
import { skillFacts } from '../../../agents/skillFacts';
import type { SkillRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { PDF, agent } from '../../../rules/exampleText';

/** `header-dashes`: its severity and docs (rule pages, hovers, SARIF). */
export const HEADER_DASHES: RuleCode = {
  code: 'header-dashes', severity: 'warning',
  doc: { en: '`---` inside a header value: an agent that looks for `---` anywhere closes the header there, cannot read it and lists the skill with a description taken from the body.', fr: '`---` dans une valeur de l’en-tête : un agent qui cherche `---` n’importe où y ferme l’en-tête, ne peut plus le lire et liste le skill avec une description prise dans le corps.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF --- fast. Use when the user gives a PDF with tables.']) },
};

/** `header-dashes`: `---` inside a header value, where a loader that looks for `---` anywhere closes the header. */
export const dashesRule: SkillRule = {
  id: 'agent-skills/dashes',
  kind: 'skill',
  codes: [HEADER_DASHES],
  reads: ['header'],
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
