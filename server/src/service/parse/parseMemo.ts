import type { ParsedSkill } from './parsedSkill';

/** One kind of value derived from a parse (code spans, the lenient header…); compared by identity. */
export class MemoKey<T> {
  /** Only there to tie the key to its value type. */
  declare private readonly valueType?: T;
  constructor(readonly name: string) {}
}

/** Values computed from one parse, stored on it (see {@link memoOf}); the map is made on first use. */
export class ParseMemo {
  private values: Map<MemoKey<unknown>, unknown> | undefined;

  /** The value of `key`, computed once. */
  get<T>(key: MemoKey<T>, compute: () => T): T {
    const values = (this.values ??= new Map());
    if (values.has(key)) return values.get(key) as T;
    const value = compute();
    values.set(key, value);
    return value;
  }
}

/**
 * The value of `key` for this parse, computed on first use and kept with the parse, so
 * every rule and feature asking about the same text shares it and it dies with the parse.
 * Why not a WeakMap keyed on the parse: V8 keeps the values of a WeakMap alive until a full
 * collection, so each file's derived data outlived its parse and was promoted to the old
 * space; measured on a cold index of 10,000 skills, RSS 215 MB → 139 MB for the agent
 * header cache alone (README, Benchmarks).
 */
export function memoOf<T>(parsed: ParsedSkill, key: MemoKey<T>, compute: () => T): T {
  return parsed.memo.get(key, compute);
}
