import { isMap, parseDocument, Scalar, visit } from 'yaml';
import type { LocalizedText } from '../model/finding';

/**
 * The keys Claude's apps accept in an uploaded skill's header: those of skill-creator's validator
 * (`scripts/quick_validate.py`), which `package_skill.py` runs before it writes a `.skill` archive.
 */
export const UPLOAD_KEYS: readonly string[] = ['name', 'description', 'license', 'allowed-tools', 'metadata', 'compatibility'];

/** Limits of the same validator, counted in characters (code points, as Python counts). */
export const UPLOAD_LIMITS = { name: 64, description: 1024, compatibility: 500 } as const;

/** One reason an upload refuses the skill: what to do first, then what is wrong. */
export interface UploadProblem {
  /** Stable id of the check (for tests and JSON output). */
  readonly check:
    | 'no-header' | 'header-format' | 'yaml' | 'not-mapping' | 'key-unknown'
    | 'name-missing' | 'name-type' | 'name-format' | 'name-hyphens' | 'name-length'
    | 'description-missing' | 'description-type' | 'description-angle-brackets' | 'description-length'
    | 'compatibility-type' | 'compatibility-empty' | 'compatibility-length';
  readonly message: LocalizedText;
}

/** Python's name for the type of a value PyYAML's `safe_load` gives (what the validator prints). */
function pythonType(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number' || typeof value === 'bigint') return Number.isInteger(value) || typeof value === 'bigint' ? 'int' : 'float';
  if (value instanceof Date) return value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds() ? 'datetime' : 'date';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof Set) return 'set';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'dict';
  return 'str';
}

const codePoints = (s: string): number => [...s].length;

const problem = (check: UploadProblem['check'], en: string, fr: string): UploadProblem => ({ check, message: { en, fr } });

/**
 * The header the validator reads: the file as Python's text mode gives it (`\r\n` and `\r` read
 * as `\n`), which must start with `---`, and the text up to the first line that starts with `---`.
 */
function headerText(text: string): string | UploadProblem {
  const lf = text.replace(/\r\n?/g, '\n');
  if (!lf.startsWith('---')) return problem('no-header', 'Start SKILL.md with a `---` header: the upload finds none.', 'Commencez SKILL.md par un en-tête `---` : l’envoi n’en trouve aucun.');
  const m = /^---\n([\s\S]*?)\n---/.exec(lf);
  if (!m) return problem('header-format', 'Put `---` alone on the first line and close the header with a line starting with `---`: the upload cannot find where it ends.', 'Mettez `---` seul sur la première ligne et fermez l’en-tête par une ligne commençant par `---` : l’envoi ne trouve pas sa fin.');
  return m[1]!;
}

/**
 * Why Claude's apps would refuse `SKILL.md` on upload, by the rules of skill-creator's validator;
 * empty when it would be accepted. Unlike the validator, which stops at the first reason, every
 * reason is given, so that one round of edits is enough.
 */
export function uploadProblems(text: string): UploadProblem[] {
  const header = headerText(text);
  if (typeof header !== 'string') return [header];
  // PyYAML reads YAML 1.1 (`yes` is a boolean, dates are dates) and lets a key repeat (the last wins).
  const doc = parseDocument(header, { version: '1.1', uniqueKeys: false, merge: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!.message.split('\n')[0]!;
    return [problem('yaml', `Fix the header's YAML: the upload cannot read it (${first}).`, `Corrigez le YAML de l’en-tête : l’envoi ne peut pas le lire (${first}).`)];
  }
  // YAML 1.1 as the yaml library reads it also takes `y` and `n` for booleans; PyYAML does not.
  visit(doc, {
    Scalar(_key, node) {
      if (node.type === Scalar.PLAIN && typeof node.value === 'boolean' && node.range && /^[yYnN]$/.test(header.slice(node.range[0], node.range[1]))) node.value = header.slice(node.range[0], node.range[1]);
    },
  });
  if (!isMap(doc.contents)) return [problem('not-mapping', 'Write the header as `key: value` lines: the upload needs a mapping.', 'Écrivez l’en-tête en lignes `clé: valeur` : l’envoi attend un dictionnaire.')];
  const values = doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  const problems: UploadProblem[] = [];
  const unknown = Object.keys(values).filter((k) => !UPLOAD_KEYS.includes(k)).sort();
  if (unknown.length > 0) {
    const list = unknown.map((k) => `\`${k}\``).join(', ');
    const allowed = UPLOAD_KEYS.map((k) => `\`${k}\``).join(', ');
    problems.push(problem('key-unknown', `Remove ${list} (or move it under \`metadata\`): the upload accepts only ${allowed}.`, `Retirez ${list} (ou mettez-le sous \`metadata\`) : l’envoi n’accepte que ${allowed}.`));
  }
  problems.push(...nameProblems(values), ...descriptionProblems(values), ...compatibilityProblems(values));
  return problems;
}

function nameProblems(header: Record<string, unknown>): UploadProblem[] {
  if (!('name' in header)) return [problem('name-missing', 'Add a `name`: the upload requires one.', 'Ajoutez un `name` : l’envoi l’exige.')];
  const value = header['name'];
  if (typeof value !== 'string') return [problem('name-type', `Quote the \`name\`: the upload needs text, and YAML reads a ${pythonType(value)}.`, `Mettez le \`name\` entre guillemets : l’envoi attend du texte, et YAML lit un ${pythonType(value)}.`)];
  const name = value.trim();
  if (name === '') return [];
  if (!/^[a-z0-9-]+$/.test(name)) return [problem('name-format', `Write the name \`${name}\` in lowercase letters, digits and hyphens only: the upload refuses other characters.`, `Écrivez le nom \`${name}\` en minuscules, chiffres et tirets seulement : l’envoi refuse les autres caractères.`)];
  const out: UploadProblem[] = [];
  if (name.startsWith('-') || name.endsWith('-') || name.includes('--')) out.push(problem('name-hyphens', `Remove the leading, trailing or doubled hyphen from \`${name}\`: the upload refuses it.`, `Retirez le tiret en tête, en fin ou doublé de \`${name}\` : l’envoi le refuse.`));
  if (codePoints(name) > UPLOAD_LIMITS.name) out.push(problem('name-length', `Shorten the name to ${UPLOAD_LIMITS.name} characters (it has ${codePoints(name)}): the upload refuses longer names.`, `Raccourcissez le nom à ${UPLOAD_LIMITS.name} caractères (il en a ${codePoints(name)}) : l’envoi refuse les noms plus longs.`));
  return out;
}

function descriptionProblems(header: Record<string, unknown>): UploadProblem[] {
  if (!('description' in header)) return [problem('description-missing', 'Add a `description` that says what the skill does and when to use it: the upload requires one.', 'Ajoutez une `description` qui dit ce que fait le skill et quand l’utiliser : l’envoi l’exige.')];
  const value = header['description'];
  if (typeof value !== 'string') return [problem('description-type', `Quote the \`description\`: the upload needs text, and YAML reads a ${pythonType(value)}.`, `Mettez la \`description\` entre guillemets : l’envoi attend du texte, et YAML lit un ${pythonType(value)}.`)];
  const description = value.trim();
  const out: UploadProblem[] = [];
  if (description.includes('<') || description.includes('>')) out.push(problem('description-angle-brackets', 'Remove `<` and `>` from the description (write them out in words): the upload refuses angle brackets there.', 'Retirez `<` et `>` de la description (écrivez-les en toutes lettres) : l’envoi refuse les chevrons à cet endroit.'));
  if (codePoints(description) > UPLOAD_LIMITS.description) out.push(problem('description-length', `Shorten the description to ${UPLOAD_LIMITS.description.toLocaleString('en')} characters (it has ${codePoints(description).toLocaleString('en')}): the upload refuses longer ones.`, `Raccourcissez la description à ${UPLOAD_LIMITS.description} caractères (elle en a ${codePoints(description)}) : l’envoi refuse les descriptions plus longues.`));
  return out;
}

function compatibilityProblems(header: Record<string, unknown>): UploadProblem[] {
  if (!('compatibility' in header)) return [];
  const value = header['compatibility'];
  if (typeof value !== 'string') return [problem('compatibility-type', `Quote \`compatibility\`: the upload needs text, and YAML reads a ${pythonType(value)}.`, `Mettez \`compatibility\` entre guillemets : l’envoi attend du texte, et YAML lit un ${pythonType(value)}.`)];
  if (value === '') return [problem('compatibility-empty', 'Fill in `compatibility` or remove it: the upload refuses it empty.', 'Remplissez `compatibility` ou retirez-le : l’envoi le refuse vide.')];
  if (codePoints(value) > UPLOAD_LIMITS.compatibility) return [problem('compatibility-length', `Shorten \`compatibility\` to ${UPLOAD_LIMITS.compatibility} characters (it has ${codePoints(value)}): the upload refuses longer text.`, `Raccourcissez \`compatibility\` à ${UPLOAD_LIMITS.compatibility} caractères (il en a ${codePoints(value)}) : l’envoi refuse un texte plus long.`)];
  return [];
}
