import { judge } from '../../../agents/judgement';
import type { SkillRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent } from '../../../rules/exampleText';

/** `skill-turned-off`: its severity and docs (rule pages, hovers, SARIF). */
export const SKILL_TURNED_OFF: RuleCode = {
  code: 'skill-turned-off', severity: 'warning',
  doc: { en: '`disabled: true` or `enabled: false` turns the skill off for the agents that read these keys: loaded, never listed to the model; the other agents ignore them and list it. So does `disable-model-invocation: true` with a `user-invocable` that is not `true` for an agent that reads both: neither the model nor the user can run the skill.', fr: '`disabled: true` ou `enabled: false` désactive le skill pour les agents qui lisent ces clés : chargé, jamais présenté au modèle ; les autres agents les ignorent et le listent. De même `disable-model-invocation: true` avec un `user-invocable` qui n’est pas `true` pour un agent qui lit les deux : ni le modèle ni l’utilisateur ne peuvent lancer le skill.' },
  example: { file: '.cline/skills/pdf-tables/SKILL.md', text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'disabled: true']) },
};

/**
 * `skill-turned-off`: `disabled: true` or `enabled: false`, which turns the skill off for the agents
 * that read these keys; `disable-model-invocation: true` with `user-invocable` not on, which leaves
 * no one to run it.
 */
export const turnedOffRule: SkillRule = {
  id: 'agent-skills/turned-off',
  kind: 'skill',
  codes: [SKILL_TURNED_OFF],
  reads: ['header'],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const off = judge('turned-off', record, parsed, config);
    const line = (keys: readonly string[]) => parsed.frontMatter?.entries.find((e) => keys.includes(e.key))?.keyRange.start.line ?? 0;
    const range = (at: number) => ({ start: { line: at, character: 0 }, end: { line: at, character: parsed.lines.lineText(at).length } });
    if (off) {
      report({
        code: 'skill-turned-off', severity: off.severity, range: range(line(['disabled', 'enabled'])),
        message: {
          en: `The header turns this skill off — ${off.effect.en}. Remove the key to turn it back on.`,
          fr: `L’en-tête désactive ce skill — ${off.effect.fr}. Supprimez la clé pour le réactiver.`,
        },
      });
    }
    const unusable = judge('invocation-off', record, parsed, config);
    if (unusable) {
      report({
        code: 'skill-turned-off', severity: unusable.severity, range: range(line(['user-invocable'])),
        message: {
          en: `Set \`user-invocable: true\` or remove \`disable-model-invocation\`: with the model kept from it and the user too, no one can run this skill — ${unusable.effect.en}.`,
          fr: `Écrivez \`user-invocable: true\` ou retirez \`disable-model-invocation\` : le modèle n’y ayant pas accès, ni l’utilisateur, personne ne peut lancer ce skill — ${unusable.effect.fr}.`,
        },
      });
    }
  },
};
