import type { ParsedSkill } from './parsedSkill';

/** One kind of value derived from a parse (code spans, the lenient header…); compared by identity. */
export class MemoKey<T> {
  /** Only there to tie the key to its value type. */
  declare private readonly valueType?: T;
  /**
   * @param headerOnly true for a value worked out from the header alone, whatever the body
   * holds: a body edit that keeps the header (see `keepsHeader`) hands it to the new parse.
   */
  constructor(readonly name: string, readonly headerOnly = false) {}
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

  /** Takes over the header-only values of `from`, the memo of a text with the same header (see `MemoKey.headerOnly`). */
  carryHeaderOnly(from: ParseMemo): void {
    if (!from.values) return;
    for (const [key, value] of from.values) if (key.headerOnly) (this.values ??= new Map()).set(key, value);
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
