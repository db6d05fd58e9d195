import { nearestKey } from '../shared/nearestKey';

/**
 * The allowed value the author most likely meant: the same value in another case or with
 * `_`/`-`/space swapped (`Email-Marketing`, `send_email`), else the nearest one by edit
 * distance (`nearestKey`). Undefined when none is close enough to propose as a fix.
 */
export function closestMatch(value: string, allowed: readonly string[], maxDistance = 2): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[_\s]/g, '-');
  const n = norm(value);
  const same = allowed.filter((a) => norm(a) === n);
  if (same.length === 1) return same[0] === value ? undefined : same[0];
  return nearestKey(value, allowed, maxDistance);
}
