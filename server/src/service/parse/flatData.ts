import { flatCopy } from './parseSkill';

/** V8 makes neither slices nor concatenations of strings shorter than this: they are already flat. */
const SHORTEST_VIEW = 13;

/**
 * A header's plain data with every long string flat, for an index that keeps it for every
 * skill: the YAML package builds a multi-line scalar by concatenation, a tree of pieces that
 * costs several times its characters. Plain objects and arrays are copied; other values
 * (numbers, dates, binary) are kept as they are.
 */
export function flatData<T>(value: T): T {
  if (typeof value === 'string') return (value.length < SHORTEST_VIEW ? value : flatCopy(value)) as T;
  if (Array.isArray(value)) return value.map(flatData) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  // An own `__proto__` key (YAML allows it) cannot be copied by assignment: kept as it is.
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return value;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) copy[k] = flatData(v);
  return copy as T;
}
