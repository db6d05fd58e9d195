import { judge } from '../../../agents/judgement';
import type { SkillRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent } from '../../../rules/exampleText';

/** `skill-turned-off`: its severity and docs (rule pages, hovers, SARIF). */
export const SKILL_TURNED_OFF: RuleCode = {
  code: 'skill-turned-off', severity: 'warning',
  doc: { en: '`disabled: true` or `enabled: false` turns the skill off for the agents that read these keys: loaded, never listed to the model; the other agents ignore them and list it.', fr: '`disabled: true` ou `enabled: false` désactive le skill pour les agents qui lisent ces clés : chargé, jamais présenté au modèle ; les autres agents les ignorent et le listent.' },
  example: { file: '.cline/skills/pdf-tables/SKILL.md', text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'disabled: true']) },
};

/** `skill-turned-off`: `disabled: true` or `enabled: false`, which turns the skill off for the agents that read these keys. */
export const turnedOffRule: SkillRule = {
  id: 'agent-skills/turned-off',
  kind: 'skill',
  codes: [SKILL_TURNED_OFF],
  reads: ['header'],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const v = judge('turned-off', record, parsed, config);
    if (!v) return;
    const entry = parsed.frontMatter?.entries.find((e) => e.key === 'disabled' || e.key === 'enabled');
    const at = entry?.keyRange.start.line ?? 0;
    report({
      code: 'skill-turned-off', severity: v.severity, range: { start: { line: at, character: 0 }, end: { line: at, character: parsed.lines.lineText(at).length } },
      message: {
        en: `The header turns this skill off — ${v.effect.en}. Remove the key to turn it back on.`,
        fr: `L’en-tête désactive ce skill — ${v.effect.fr}. Supprimez la clé pour le réactiver.`,
      },
    });
  },
};
