import { judge } from '../../../agents/judgement';
import type { SkillRule } from '../../profile';

/** `skill-turned-off`: `disabled: true` or `enabled: false`, which turns the skill off for the agents that read these keys. */
export const turnedOffRule: SkillRule = {
  id: 'agent-skills/turned-off',
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
