import { isMap, isScalar, isSeq } from 'yaml';
import type { SkillRule } from '../../profile';
import { lineBreakOf } from '../../shared/lineBreakOf';
import { yamlScalar } from '../../shared/yamlScalar';
import type { AddKeyFix } from '../fixData';
import { TAJO_KEYS } from '../tajoSchema';
import { TAJO_CATEGORIES } from '../tajoVocabulary';
import { isNullScalar, keyRangeOf, pairOf } from '../yamlNodes';
import { addKey } from '../../../features/codeActions/addKey';
import type { RuleCode } from '../../../rules/rule';
import { tajo } from '../../../rules/exampleText';

/** `required-field`: its severity and docs and example (rule pages, hovers, SARIF). */
export const REQUIRED_FIELD: RuleCode = { code: 'required-field', severity: 'error', doc: { en: 'One of name, version, description, category, triggers, actions is missing or empty: Tajo rejects the skill.', fr: 'L’un des champs name, version, description, category, triggers, actions manque ou est vide : Tajo rejette le skill.' }, fix: { en: 'Add the key before the closing `---`.', fr: 'Ajouter la clé avant le `---` de fermeture.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: '' }) },
};

const REQUIRED = TAJO_KEYS.filter((k) => k.required).map((k) => k.key);

/**
 * A category written by "Add `category`": an empty value would be reported again at once,
 * so a real one goes in, selected for the author to type over in clients that take snippets.
 */
const CATEGORY_PLACEHOLDER = TAJO_CATEGORIES[0]!.value;

/** Text inserted by the quick fix for each required key (the author completes the value). */
const STUB: Readonly<Record<string, string>> = {
  version: 'version: 1.0.0',
  category: `category: ${CATEGORY_PLACEHOLDER}`,
  triggers: 'triggers:\n  - event: ',
  actions: 'actions:\n  - ',
};

/**
 * `required-field`: name, version, description, category, triggers and actions must all
 * be present and non-empty. A missing key is reported on the header's first line (there
 * is no better place), an empty one on its key.
 */
export const requiredFieldRule: SkillRule = {
  id: 'tajo-required-field',
  kind: 'skill',
  codes: [REQUIRED_FIELD],
  reads: ['header'],
  fixes: [addKey],
  check({ skill, report }) {
    const { parsed } = skill;
    const fm = parsed.frontMatter;
    const all = 'name, version, description, category, triggers, actions';
    if (!fm) {
      const range = parsed.lines.range(parsed.bodyStart, parsed.lines.lineEnd(0));
      // One cause, one finding: the missing header, not each key it would hold.
      report({ code: 'required-field', range, message: { en: `Add a header with ${all}: without it, Tajo does not load this file as a skill.`, fr: `Ajoutez un en-tête avec ${all} : sans lui, Tajo ne charge pas ce fichier comme skill.` } });
      return;
    }
    const top = fm.yaml?.contents;
    // Unclosed or broken YAML is already reported; keys may be missing from a partial tree.
    if (!fm.closeRange || !fm.yaml || fm.yaml.errors.length > 0 || (top !== null && !isMap(top))) return;
    const eol = lineBreakOf(parsed.text);
    const insertAt = parsed.lines.range(parsed.lines.offsetAt(fm.closeRange.start), parsed.lines.offsetAt(fm.closeRange.start));
    for (const key of REQUIRED) {
      const pair = isMap(top) ? pairOf(top, key) : undefined;
      if (!pair) {
        const stub = STUB[key] ?? `${key}: ${key === 'name' ? yamlScalar(skill.record.dirName) : ''}`;
        const data: AddKeyFix = { fix: 'add-key', key, range: insertAt, newText: `${stub.replace(/\n/g, eol)}${eol}`, ...(key === 'category' ? { value: CATEGORY_PLACEHOLDER } : {}) };
        report({ code: 'required-field', range: fm.openRange, data, message: { en: `Add \`${key}\`: Tajo requires ${all}, and rejects a skill without one of them.`, fr: `Ajoutez \`${key}\` : Tajo exige ${all}, et rejette un skill auquel l’un d’eux manque.` } });
        continue;
      }
      const v = pair.value;
      const empty = !v || isNullScalar(v) || (isSeq(v) && v.items.length === 0) || (isScalar(v) && typeof v.value === 'string' && v.value.trim() === '');
      if (empty) {
        const why = key === 'triggers'
          ? { en: 'with no trigger the skill never runs', fr: 'sans déclencheur, le skill ne s’exécute jamais' }
          : key === 'actions'
            ? { en: 'with no action the skill does nothing', fr: 'sans action, le skill ne fait rien' }
            : { en: 'Tajo rejects a skill without it', fr: 'Tajo rejette un skill qui ne l’a pas' };
        report({ code: 'required-field', range: keyRangeOf(parsed, pair), message: { en: `Fill in \`${key}\`: it is empty, and ${why.en}.`, fr: `Remplissez \`${key}\` : elle est vide, et ${why.fr}.` } });
      }
    }
  },
};
