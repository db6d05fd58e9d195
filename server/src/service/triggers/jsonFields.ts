/** A parsed JSON object. */
export type Json = Record<string, unknown>;

/** `v` when it is a JSON object, else undefined. */
export const obj = (v: unknown): Json | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined);
/** `v` when it is a string, else undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** `v` when it is a number, else undefined. */
export const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The sum of the counts given, or undefined when they add up to nothing (an agent that reports none). */
export function tokenSum(...counts: readonly unknown[]): number | undefined {
  return counts.reduce<number>((s, c) => s + (num(c) ?? 0), 0) || undefined;
}

/** The HTTP status an agent's error message leads with (`401 invalid key`), if any. */
export function leadingStatus(message: string): number | undefined {
  const m = /^(\d{3})\b/.exec(message.trim());
  return m ? Number(m[1]) : undefined;
}
