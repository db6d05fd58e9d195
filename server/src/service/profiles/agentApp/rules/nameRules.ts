import type { SkillRule } from '../../profile';
import { skillAnchorRange } from '../../shared/skillAnchorRange';
import { AGENT_APP_LIMITS } from '../agentAppSchema';
import type { SanitizeNameFix } from '../fixData';

/** Characters seed 001 allows in a name: letters, digits, `-` and `_` (ASCII, as `{{skill:…}}` names are). */
export const NAME_CHAR = /[A-Za-z0-9_-]/;

/** `name-length` (over 128 characters) and `name-chars` (anything but letters, digits, `-`, `_`). */
export const agentAppNameRule: SkillRule = {
  id: 'agent-app-name',
  check({ skill, report }) {
    const { name, nameRange } = skill.info;
    const range = nameRange ?? skillAnchorRange(skill.parsed);
    const from = nameRange ? '' : ' (taken from the file name: the header has no `name`)';
    const fromFr = nameRange ? '' : ' (tiré du nom de fichier : l’en-tête n’a pas de `name`)';
    if (name.length > AGENT_APP_LIMITS.nameChars) {
      report({
        code: 'name-length',
        range,
        message: {
          en: `Shorten the name to ${AGENT_APP_LIMITS.nameChars} characters: it has ${name.length}${from}, and the app will not save this skill.`,
          fr: `Raccourcissez le nom à ${AGENT_APP_LIMITS.nameChars} caractères : il en compte ${name.length}${fromFr}, et l’application n’enregistrera pas cette compétence.`,
        },
      });
    }
    const bad = [...new Set([...name].filter((c) => !NAME_CHAR.test(c)))];
    if (bad.length === 0) return;
    const shown = (fr: boolean) => bad.slice(0, 5).map((c) => showChar(c, fr)).join(', ');
    const replacement = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
    const data: SanitizeNameFix | undefined = nameRange && replacement ? { fix: 'sanitize-name', replacement, edit: { range: nameRange, newText: replacement } } : undefined;
    report({
      code: 'name-chars',
      range,
      message: {
        en: `Use only letters, digits, \`-\` and \`_\` in the name: "${name}" contains ${shown(false)}${from}, and the app will not save this skill.`,
        fr: `N’utilisez que des lettres, des chiffres, \`-\` et \`_\` dans le nom : « ${name} » contient ${shown(true)}${fromFr}, et l’application n’enregistrera pas cette compétence.`,
      },
      ...(data ? { data } : {}),
    });
  },
};

function showChar(c: string, fr: boolean): string {
  if (c === ' ') return fr ? 'une espace' : 'a space';
  if (c.trim() === '') return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `"${c}"`;
}
