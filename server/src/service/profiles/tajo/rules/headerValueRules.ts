import { isScalar, type Node } from 'yaml';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { rangeOf, sourceOf, valueOf } from '../yamlNodes';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { tajo } from '../../../rules/exampleText';

/** `name-kebab`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_KEBAB: RuleCode = { code: 'name-kebab', severity: 'error', doc: { en: '`name` is not kebab-case (lower-case words joined by `-`): it is not a valid skill identifier.', fr: '`name` n’est pas en kebab-case (mots en minuscules reliés par `-`) : ce n’est pas un identifiant de skill valide.' }, fix: { en: 'Rewrite it in kebab-case.', fr: 'Le réécrire en kebab-case.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ name: 'name: Cart_Reminder' }) },
};

/** `version-semver`: its severity and docs and example (rule pages, hovers, SARIF). */
export const VERSION_SEMVER: RuleCode = { code: 'version-semver', severity: 'error', doc: { en: '`version` is not a semantic version such as `2.1.0` (YAML reads `1.0` as a number).', fr: '`version` n’est pas une version sémantique comme `2.1.0` (YAML lit `1.0` comme un nombre).' }, fix: { en: 'Write MAJOR.MINOR.PATCH.', fr: 'Écrire MAJEURE.MINEURE.CORRECTIF.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ version: 'version: 1.0' }) },
};

/** `description-length`: its severity and docs (rule pages, hovers, SARIF). */
export const DESCRIPTION_LENGTH: RuleCode = { code: 'description-length', severity: 'error', doc: { en: '`description` is longer than 160 characters, the format’s maximum.', fr: '`description` dépasse 160 caractères, le maximum du format.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ description: 'description: Email customers who left items in their cart, remind them again a day later, and once more after a week with a discount code, unless they bought something in between or unsubscribed from every email.' }) },
};

/** Lower-case words of letters and digits joined by single hyphens. */
export const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** semver.org's regular expression (MAJOR.MINOR.PATCH, optional pre-release and build). */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
/** The format’s maximum description length. */
export const TAJO_DESCRIPTION_MAX = 160;

/** `Abandoned Cart_Recovery` → `abandoned-cart-recovery` (empty when nothing is left). */
export function toKebab(s: string): string {
  return s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** A scalar's text as written, without quotes (so `1.0` stays `1.0`, not the number 1). */
function scalarText(parsed: ParsedSkill, node: Node): string | undefined {
  if (!isScalar(node) || node.value === null) return undefined;
  return typeof node.value === 'string' ? node.value : sourceOf(parsed, node);
}

/** `name-kebab`, `version-semver`, `description-length`: the top-level scalars with a format. */
export const headerValueRules: SkillRule = {
  id: 'tajo-header-values',
  kind: 'skill',
  codes: [NAME_KEBAB, VERSION_SEMVER, DESCRIPTION_LENGTH],
  reads: ['header'],
  fixes: [replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const { parsed, top } = header;

    const name = valueOf(top, 'name');
    const nameText = name ? scalarText(parsed, name) : undefined;
    if (name && nameText !== undefined && !KEBAB.test(nameText)) {
      const kebab = toKebab(nameText);
      const range = rangeOf(parsed, name);
      const data: ReplaceValueFix | undefined = kebab ? { fix: 'replace-value', range, newText: kebab } : undefined;
      report({ code: 'name-kebab', range, ...(data ? { data } : {}), message: { en: `Write the name in kebab-case (lower-case words joined by \`-\`${kebab ? `, here \`${kebab}\`` : ''}): Tajo rejects \`${nameText}\` as a skill identifier.`, fr: `Écrivez le nom en kebab-case (mots en minuscules reliés par \`-\`${kebab ? `, ici \`${kebab}\`` : ''}) : Tajo refuse \`${nameText}\` comme identifiant de skill.` } });
    }

    const version = valueOf(top, 'version');
    const versionText = version ? scalarText(parsed, version) : undefined;
    if (version && versionText !== undefined && !SEMVER.test(versionText)) {
      const range = rangeOf(parsed, version);
      const isNumber = isScalar(version) && typeof version.value === 'number';
      const fixed = semverGuess(versionText);
      const data: ReplaceValueFix | undefined = fixed ? { fix: 'replace-value', range, newText: fixed } : undefined;
      const yamlNote = isNumber ? { en: ` (YAML reads it as the number ${String(version.value)})`, fr: ` (YAML le lit comme le nombre ${String(version.value)})` } : { en: '', fr: '' };
      report({ code: 'version-semver', range, ...(data ? { data } : {}), message: { en: `Write the version as MAJOR.MINOR.PATCH, such as \`2.1.0\`: with \`${versionText}\`${yamlNote.en}, Tajo cannot order releases of this skill.`, fr: `Écrivez la version sous la forme MAJEURE.MINEURE.CORRECTIF, comme \`2.1.0\` : avec \`${versionText}\`${yamlNote.fr}, Tajo ne peut pas ordonner les versions de ce skill.` } });
    }

    const description = valueOf(top, 'description');
    if (isScalar(description) && typeof description.value === 'string') {
      const length = [...description.value].length;
      if (length > TAJO_DESCRIPTION_MAX) {
        report({ code: 'description-length', range: rangeOf(parsed, description), message: { en: `Shorten the description by ${length - TAJO_DESCRIPTION_MAX} character${length - TAJO_DESCRIPTION_MAX > 1 ? 's' : ''}: it has ${length} and Tajo allows ${TAJO_DESCRIPTION_MAX}, or the header fails validation.`, fr: `Raccourcissez la description de ${length - TAJO_DESCRIPTION_MAX} caractère${length - TAJO_DESCRIPTION_MAX > 1 ? 's' : ''} : elle en compte ${length} et Tajo en autorise ${TAJO_DESCRIPTION_MAX}, sinon l’en-tête est refusé.` } });
      }
    }
  },
};

/** `1` → `1.0.0`, `1.2` → `1.2.0`, `v1.2.3` → `1.2.3`; undefined when no obvious fix. */
function semverGuess(text: string): string | undefined {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const parts = [m[1], m[2] ?? '0', m[3] ?? '0'].map((p) => String(Number(p)));
  const guess = parts.join('.');
  return SEMVER.test(guess) && guess !== text ? guess : undefined;
}
