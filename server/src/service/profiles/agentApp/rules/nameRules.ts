import type { SkillRule } from '../../profile';
import { skillAnchorRange } from '../../shared/skillAnchorRange';
import { AGENT_APP_LIMITS } from '../agentAppSchema';
import type { SanitizeNameFix } from '../fixData';
import { sanitizeName } from '../../../features/codeActions/sanitizeName';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `name-length`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_LENGTH: RuleCode = { code: 'name-length', severity: 'error', doc: { en: 'The name is longer than 128 characters: the app will not save the skill.', fr: 'Le nom dépasse 128 caractères : l’application n’enregistre pas le skill.' },
  example: { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm([`name: ${'review-'.repeat(19)}code`, 'description: Review a pull request.', 'category: code']) },
};

/** `name-chars`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_CHARS: RuleCode = { code: 'name-chars', severity: 'error', doc: { en: 'The name has characters other than letters, digits, `-` and `_`: the app will not save the skill.', fr: 'Le nom contient d’autres caractères que lettres, chiffres, `-` et `_` : l’application n’enregistre pas le skill.' }, fix: { en: 'Replace each run of other characters with `-`.', fr: 'Remplacer chaque suite d’autres caractères par `-`.' },
  example: { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code review!', 'description: Review a pull request.', 'category: code']) },
};

/** Characters seed 001 allows in a name: letters, digits, `-` and `_` (ASCII, as `{{skill:…}}` names are). */
export const NAME_CHAR = /[A-Za-z0-9_-]/;

/** `name-length` (over 128 characters) and `name-chars` (anything but letters, digits, `-`, `_`). */
export const agentAppNameRule: SkillRule = {
  id: 'agent-app-name',
  kind: 'skill',
  codes: [NAME_LENGTH, NAME_CHARS],
  reads: ['header'],
  fixes: [sanitizeName],
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
          fr: `Raccourcissez le nom à ${AGENT_APP_LIMITS.nameChars} caractères : il en compte ${name.length}${fromFr}, et l’application n’enregistrera pas ce skill.`,
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
        fr: `N’utilisez que des lettres, des chiffres, \`-\` et \`_\` dans le nom : « ${name} » contient ${shown(true)}${fromFr}, et l’application n’enregistrera pas ce skill.`,
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
