import type { ErrorObject } from 'ajv';
import type { LocalizedText } from '../../model/finding';

/** A JSON Schema dialect the check knows. */
export type SchemaDialect = '2020-12' | 'draft-07';

/** One problem in a JSON Schema, at a JSON pointer inside it. */
export interface SchemaProblem {
  /** JSON pointer segments of the faulty value (empty for the schema itself). */
  readonly path: readonly string[];
  readonly message: LocalizedText;
  /** For unresolvable references: the `$ref` text, to find its node. */
  readonly ref?: string;
}

interface AjvLike {
  validateSchema(schema: object): boolean | Promise<unknown>;
  errors?: ErrorObject[] | null;
  compile(schema: object): unknown;
  removeSchema(schema: object): unknown;
}

const instances = new Map<SchemaDialect, AjvLike>();
/** Results by dialect and schema text, so an edit elsewhere in the file does not re-validate. */
const results = new Map<string, SchemaProblem[]>();
const MAX_RESULTS = 64;

/**
 * The validator of a dialect, created on first use: ajv is only loaded when a skill has
 * an `inputSchema`. Unknown keywords are allowed (JSON Schema permits them) and formats
 * are not asserted, as MCP clients do by default.
 */
function ajvFor(dialect: SchemaDialect): AjvLike {
  let ajv = instances.get(dialect);
  if (!ajv) {
    const options = { strict: false, validateFormats: false, allErrors: true, addUsedSchema: false };
    // Loaded lazily so that activation and skills without MCP never pay for ajv.
    ajv = dialect === '2020-12'
      ? new (require('ajv/dist/2020') as typeof import('ajv/dist/2020')).default(options)
      : new (require('ajv') as typeof import('ajv')).default(options);
    instances.set(dialect, ajv);
  }
  return ajv;
}

/** The dialect named by a `$schema` value; undefined for one the check does not know. */
export function dialectOf(uri: unknown): SchemaDialect | undefined {
  if (uri === undefined) return '2020-12';
  if (typeof uri !== 'string') return undefined;
  const u = uri.replace(/^https?:\/\//, '').replace(/#$/, '');
  if (u === 'json-schema.org/draft/2020-12/schema') return '2020-12';
  if (u === 'json-schema.org/draft-07/schema') return 'draft-07';
  return undefined;
}

/**
 * Validates a schema against its dialect's meta-schema, then compiles it (which resolves
 * `$ref`s and regular expressions). Returns the problems, at most one per location.
 */
export function checkJsonSchema(schema: object, dialect: SchemaDialect): readonly SchemaProblem[] {
  // The dialect is already chosen; a `$schema` ajv does not know would make it throw.
  const { $schema: _chosen, ...target } = schema as Record<string, unknown>;
  const key = `${dialect}\n${JSON.stringify(target)}`;
  let problems = results.get(key);
  if (!problems) {
    const ajv = ajvFor(dialect);
    if (ajv.validateSchema(target) !== true) {
      problems = metaProblems(ajv.errors ?? []);
    } else {
      const problem = compileProblem(ajv, target);
      problems = problem ? [problem] : [];
    }
    if (results.size >= MAX_RESULTS) results.delete(results.keys().next().value as string);
    results.set(key, problems);
  }
  return problems;
}

function compileProblem(ajv: AjvLike, schema: object): SchemaProblem | null {
  try {
    ajv.compile(schema);
    return null;
  } catch (err) {
    const e = err as Error & { missingRef?: string };
    const text = firstLine(e.message);
    const ref = e.missingRef !== undefined ? /reference (\S+)/.exec(text)?.[1] ?? e.missingRef : undefined;
    return {
      path: [],
      ...(ref !== undefined ? { ref } : {}),
      message: ref !== undefined
        ? { en: `cannot resolve \`$ref: ${ref}\``, fr: `ne peut pas résoudre \`$ref: ${ref}\`` }
        : { en: `does not compile (${text})`, fr: `ne se compile pas (${text})` },
    };
  } finally {
    ajv.removeSchema(schema);
  }
}

/** Ajv's meta-schema errors, one per location, the most telling first. */
function metaProblems(errors: readonly ErrorObject[]): SchemaProblem[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    const list = byPath.get(e.instancePath);
    if (list) list.push(e);
    else byPath.set(e.instancePath, [e]);
  }
  const rank = (k: string) => (k === 'enum' ? 0 : k === 'type' ? 1 : k === 'anyOf' || k === 'oneOf' ? 3 : 2);
  return [...byPath].map(([pointer, list]) => {
    const best = [...list].sort((a, b) => rank(a.keyword) - rank(b.keyword))[0]!;
    const path = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    return { path, message: describeError(best) };
  });
}

const TYPE_WORDS: Readonly<Record<string, LocalizedText>> = {
  object: { en: 'a mapping (object)', fr: 'une table (objet)' },
  array: { en: 'a list (array)', fr: 'une liste (tableau)' },
  string: { en: 'a string', fr: 'une chaîne' },
  number: { en: 'a number', fr: 'un nombre' },
  integer: { en: 'an integer', fr: 'un entier' },
  boolean: { en: 'a boolean', fr: 'un booléen' },
  null: { en: 'null', fr: 'null' },
};

function describeError(e: ErrorObject): LocalizedText {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'enum': {
      const allowed = (p['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return { en: `must be one of ${allowed}`, fr: `doit valoir l’une de ${allowed}` };
    }
    case 'type': {
      const types = String(p['type']).split(',');
      const en = types.map((t) => TYPE_WORDS[t]?.en ?? t).join(' or ');
      const fr = types.map((t) => TYPE_WORDS[t]?.fr ?? t).join(' ou ');
      return { en: `must be ${en}`, fr: `doit être ${fr}` };
    }
    case 'uniqueItems':
      return { en: `repeats an item (items ${String(p['j'])} and ${String(p['i'])} are identical)`, fr: `répète un élément (les éléments ${String(p['j'])} et ${String(p['i'])} sont identiques)` };
    case 'minItems':
      return { en: `must have at least ${String(p['limit'])} item(s)`, fr: `doit avoir au moins ${String(p['limit'])} élément(s)` };
    case 'minimum':
      return { en: `must be ${String(p['comparison'])} ${String(p['limit'])}`, fr: `doit être ${String(p['comparison'])} ${String(p['limit'])}` };
    default:
      return { en: `does not match the JSON Schema meta-schema (${e.keyword}: ${e.message ?? ''})`, fr: `ne respecte pas le méta-schéma JSON Schema (${e.keyword} : ${e.message ?? ''})` };
  }
}

function firstLine(s: string): string {
  const i = s.indexOf('\n');
  return i < 0 ? s : s.slice(0, i);
}
