import type { SkillRule } from '../../profile';
import type { EnabledBooleanFix } from '../fixData';
import { enabledBoolean } from '../../../features/codeActions/enabledBoolean';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `enabled-invalid`: its severity and docs and example (rule pages, hovers, SARIF). */
export const ENABLED_INVALID: RuleCode = { code: 'enabled-invalid', severity: 'warning', doc: { en: '`enabled` is not `true` or `false` (YAML reads `no` or `"false"` as text): the skill stays enabled.', fr: '`enabled` ne vaut ni `true` ni `false` (YAML lit `no` ou `"false"` comme du texte) : le skill reste activé.' }, fix: { en: 'Write the boolean it means.', fr: 'Écrire le booléen voulu.' },
  example: { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code-review', 'description: Review a pull request.', 'category: code', 'enabled: "false"']) },
};

const FALSY = new Set(['false', 'no', 'off', 'n', '0', 'non', 'faux']);
const TRUTHY = new Set(['true', 'yes', 'on', 'y', '1', 'oui', 'vrai']);

/**
 * `enabled-invalid`: `enabled` that is not a YAML boolean. YAML 1.2 reads `no`, `off` or
 * `"false"` as text, so such a skill is not turned off, whatever the author meant.
 */
export const agentAppEnabledRule: SkillRule = {
  id: 'agent-app-enabled',
  kind: 'skill',
  codes: [ENABLED_INVALID],
  reads: ['header'],
  fixes: [enabledBoolean],
  check({ skill, report }) {
    const entry = skill.parsed.entry('enabled');
    if (!entry || typeof entry.value === 'boolean') return;
    const text = entry.value === null || entry.value === undefined ? '' : typeof entry.value === 'object' ? JSON.stringify(entry.value) : String(entry.value);
    const key = text.trim().toLowerCase();
    const replacement = FALSY.has(key) ? 'false' : TRUTHY.has(key) ? 'true' : undefined;
    const data: EnabledBooleanFix | undefined = replacement ? { fix: 'enabled-boolean', replacement, edit: { range: entry.valueRange, newText: replacement } } : undefined;
    const shown = text === '' ? 'empty' : `"${text}"`;
    report({
      code: 'enabled-invalid',
      range: entry.valueSpan.end > entry.valueSpan.start ? entry.valueRange : entry.keyRange,
      message: {
        en: `This skill stays enabled: \`enabled\` is ${shown}, not \`true\` or \`false\`, and only \`enabled: false\` turns a skill off.`,
        fr: `Ce skill reste activé : \`enabled\` ${text === '' ? 'est vide' : `vaut « ${text} »`}, ni \`true\` ni \`false\`, et seul \`enabled: false\` désactive un skill.`,
      },
      ...(data ? { data } : {}),
    });
  },
};
