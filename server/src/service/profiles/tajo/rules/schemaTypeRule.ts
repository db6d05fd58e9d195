import type { Range } from 'vscode-languageserver-types';
import { isAlias, isMap, isScalar, isSeq, type Node, type YAMLMap } from 'yaml';
import type { LocalizedText, Report } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { EnumValue, KeySchema } from '../../../schema/headerSchema';
import type { SkillRule } from '../../profile';
import { closestMatch } from '../closestMatch';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { TAJO_KEYS } from '../tajoSchema';
import { TAJO_AUTHENTICATIONS, TAJO_BACKOFFS, TAJO_METHODS } from '../tajoVocabulary';
import { describeValue, isNullScalar, isUnquotedTemplate, keyName, keyRangeOf, rangeOf } from '../yamlNodes';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { tajo } from '../../../rules/exampleText';

/** `enum-value`: its severity and docs and example (rule pages, hovers, SARIF). */
export const ENUM_VALUE: RuleCode = { code: 'enum-value', severity: 'error', doc: { en: 'category, status, on_error, retry.backoff, webhook method or authentication is outside its allowed values (reported as a warning for backoff, method and authentication, whose lists Tajo’s documentation only hints at).', fr: 'category, status, on_error, retry.backoff, la méthode ou l’authentification d’un webhook sort de ses valeurs permises (avertissement pour backoff, method et authentication, dont la documentation de Tajo ne donne qu’un exemple).' }, fix: { en: 'Use the allowed value with the same spelling.', fr: 'Utiliser la valeur permise de même orthographe.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ status: 'status: alpha' }) },
};

/** `type-mismatch`: its severity and docs (rule pages, hovers, SARIF). */
export const TYPE_MISMATCH: RuleCode = { code: 'type-mismatch', severity: 'error', doc: { en: 'A value has the wrong type (`featured: "yes"`, `triggers` that is not a list…): the runtime cannot read it.', fr: 'Une valeur n’a pas le bon type (`featured: "yes"`, `triggers` qui n’est pas une liste…) : le runtime ne peut pas la lire.' }, fix: { en: 'For booleans written as text: write `true` or `false`.', fr: 'Pour un booléen écrit en texte : écrire `true` ou `false`.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ featured: 'featured: "yes"' }) },
};

/**
 * Scalar keys whose text a dedicated rule checks (`version-semver`, `cron-invalid`…):
 * the walker only reports them when they are a list or a mapping.
 */
const DEDICATED_SCALARS = new Set(['name', 'version', 'schedule', 'timezone', 'debounce', 'duration', 'type', 'tool_name']);
/** Subtrees checked by their own rules: conditions (`condition-operator`), the JSON Schema (ajv). */
const NOT_DESCENDED = new Set(['conditions', 'inputSchema']);
/** Enums the seed only hints at (one example value): a value outside them is a warning. */
const GUESSED_ENUMS: ReadonlySet<readonly EnumValue[]> = new Set([TAJO_BACKOFFS, TAJO_METHODS, TAJO_AUTHENTICATIONS]);

const TYPE_NAMES: Readonly<Record<string, LocalizedText>> = {
  string: { en: 'text', fr: 'du texte' },
  number: { en: 'a number', fr: 'un nombre' },
  boolean: { en: 'a boolean (true or false)', fr: 'un booléen (true ou false)' },
  list: { en: 'a list', fr: 'une liste' },
  map: { en: 'a mapping of keys to values', fr: 'une table de clés et valeurs' },
};

/**
 * `type-mismatch` and `enum-value`, driven by the declarative schema: each key present
 * at any level (top, trigger, action, parameters, retry, mcp) is checked against its
 * declared type and enum. Unknown keys are left alone.
 */
export const schemaTypeRule: SkillRule = {
  id: 'tajo-schema-types',
  kind: 'skill',
  codes: [ENUM_VALUE, TYPE_MISMATCH],
  reads: ['header'],
  fixes: [replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (header) walkMap(skill.parsed, header.top, TAJO_KEYS, '', report);
  },
};

const byKeyCache = new WeakMap<readonly KeySchema[], Map<string, KeySchema>>();

/** A level's keys by name (built once per level). */
function byKey(keys: readonly KeySchema[]): Map<string, KeySchema> {
  let map = byKeyCache.get(keys);
  if (!map) {
    map = new Map(keys.map((k) => [k.key, k]));
    byKeyCache.set(keys, map);
  }
  return map;
}

function walkMap(parsed: ParsedSkill, map: YAMLMap, keys: readonly KeySchema[], path: string, report: (r: Report) => void): void {
  const level = byKey(keys);
  for (const pair of map.items) {
    const name = keyName(pair);
    const schema = name === undefined ? undefined : level.get(name);
    if (!schema) continue;
    const keyPath = path ? `${path}.${schema.key}` : schema.key;
    const value = pair.value as Node | null;
    // An empty enum (`status:`, `on_error: ""`) is none of its values; `required-field` has the required ones.
    if (schema.enum && !schema.required && (!value || isNullScalar(value) || (isScalar(value) && typeof value.value === 'string' && value.value.trim() === ''))) {
      reportEnum(schema, keyPath, undefined, value && !isNullScalar(value) ? rangeOf(parsed, value) : keyRangeOf(parsed, pair), report);
      continue;
    }
    if (!value) continue;
    checkValue(parsed, value, schema, keyPath, report);
  }
}

function checkValue(parsed: ParsedSkill, node: Node, schema: KeySchema, path: string, report: (r: Report) => void): void {
  // Empty values and unquoted templates have rules of their own; aliases are not followed.
  if (isNullScalar(node) || isAlias(node) || isUnquotedTemplate(parsed, node)) return;
  const mismatch = (extra?: Partial<Report>) => report({ code: 'type-mismatch', range: rangeOf(parsed, node), message: mismatchMessage(path, schema, node), ...extra });
  switch (schema.type) {
    case 'string':
      if (!isScalar(node)) return mismatch();
      if (DEDICATED_SCALARS.has(schema.key)) return;
      if (typeof node.value !== 'string') return mismatch();
      if (schema.enum) checkEnum(parsed, node, node.value, schema, path, report);
      return;
    case 'number':
      if (!isScalar(node) || typeof node.value !== 'number') return mismatch();
      return;
    case 'boolean': {
      if (isScalar(node) && typeof node.value === 'boolean') return;
      const text = isScalar(node) && typeof node.value === 'string' ? node.value.trim().toLowerCase() : undefined;
      const meant = text === undefined ? undefined : ['true', 'yes', 'on', 'y'].includes(text) ? 'true' : ['false', 'no', 'off', 'n'].includes(text) ? 'false' : undefined;
      const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range: rangeOf(parsed, node), newText: meant } : undefined;
      return mismatch(data ? { data } : {});
    }
    case 'list':
      if (!isSeq(node)) return mismatch();
      if (NOT_DESCENDED.has(schema.key)) return;
      node.items.forEach((item, i) => {
        const itemPath = `${path}[${i}]`;
        if (schema.children) {
          // Scalar triggers and actions are judged by trigger-kind / action-type-unknown.
          if (isMap(item)) walkMap(parsed, item, schema.children, itemPath, report);
        } else if ((isMap(item) || isSeq(item)) && !isUnquotedTemplate(parsed, item)) {
          report({ code: 'type-mismatch', range: rangeOf(parsed, item), message: { en: `Write \`${itemPath}\` as text: it is ${describeValue(item).en}, and the runtime cannot read an item of \`${schema.key}\` that is not text.`, fr: `Écrivez \`${itemPath}\` en texte : c’est ${describeValue(item).fr}, et le runtime ne peut pas lire un élément de \`${schema.key}\` qui n’est pas du texte.` } });
        }
      });
      return;
    case 'map':
      if (!isMap(node)) return mismatch();
      if (schema.children && !NOT_DESCENDED.has(schema.key)) walkMap(parsed, node, schema.children, path, report);
      return;
    default:
      return;
  }
}

function mismatchMessage(path: string, schema: KeySchema, node: Node): LocalizedText {
  const want = TYPE_NAMES[schema.type] ?? { en: schema.type, fr: schema.type };
  const got = describeValue(node);
  const yamlHint = schema.type === 'boolean' && isScalar(node) && typeof node.value === 'string'
    ? { en: ' (write true or false without quotes; YAML 1.2 reads yes/no/on/off as text)', fr: ' (écrivez true ou false sans guillemets ; YAML 1.2 lit yes/no/on/off comme du texte)' }
    : { en: '', fr: '' };
  return {
    en: `Give \`${path}\` ${want.en} as its value, not ${got.en}${yamlHint.en}: the runtime cannot read it and rejects the header.`,
    fr: `Donnez à \`${path}\` ${want.fr} pour valeur, pas ${got.fr}${yamlHint.fr} : le runtime ne peut pas la lire et refuse l’en-tête.`,
  };
}

function checkEnum(parsed: ParsedSkill, node: Node, value: string, schema: KeySchema, path: string, report: (r: Report) => void): void {
  if ((schema.enum ?? []).some((e) => e.value === value)) return;
  reportEnum(schema, path, value, rangeOf(parsed, node), report);
}

/** `enum-value` for a value outside the list, or for an empty one (`value` undefined). */
function reportEnum(schema: KeySchema, path: string, value: string | undefined, range: Range, report: (r: Report) => void): void {
  const allowed = (schema.enum ?? []).map((e) => e.value);
  const guessed = GUESSED_ENUMS.has(schema.enum ?? []);
  const meant = value === undefined ? undefined : closestMatch(value, allowed);
  const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range, newText: meant } : undefined;
  const list = allowed.join(', ');
  const is = value === undefined
    ? { en: `Give \`${path}\` one of ${list}: it is empty`, fr: `Donnez à \`${path}\` l’une des valeurs ${list} : elle est vide` }
    : { en: `Give \`${path}\` one of ${list}${meant ? ` (did you mean \`${meant}\`?)` : ''}: \`${value}\` is none of them`, fr: `Donnez à \`${path}\` l’une des valeurs ${list}${meant ? ` (vouliez-vous dire \`${meant}\` ?)` : ''} : \`${value}\` n’en fait pas partie` };
  const effect = guessed ? { en: 'the runtime may refuse it', fr: 'le runtime risque de le refuser' } : { en: 'Tajo rejects the header', fr: 'Tajo refuse l’en-tête' };
  report({
    code: 'enum-value',
    range,
    ...(guessed ? { severity: 'warning' as const } : {}),
    ...(data ? { data } : {}),
    message: { en: `${is.en}, and ${effect.en}.`, fr: `${is.fr}, et ${effect.fr}.` },
  });
}
