import type { SkillRule } from '../../profile';
import type { EnabledBooleanFix } from '../fixData';

const FALSY = new Set(['false', 'no', 'off', 'n', '0', 'non', 'faux']);
const TRUTHY = new Set(['true', 'yes', 'on', 'y', '1', 'oui', 'vrai']);

/**
 * `enabled-invalid`: `enabled` that is not a YAML boolean. YAML 1.2 reads `no`, `off` or
 * `"false"` as text, so such a skill is not turned off, whatever the author meant.
 */
export const agentAppEnabledRule: SkillRule = {
  id: 'agent-app-enabled',
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
        fr: `Cette compétence reste activée : \`enabled\` ${text === '' ? 'est vide' : `vaut « ${text} »`}, ni \`true\` ni \`false\`, et seul \`enabled: false\` désactive une compétence.`,
      },
      ...(data ? { data } : {}),
    });
  },
};
