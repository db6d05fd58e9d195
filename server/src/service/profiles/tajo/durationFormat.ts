/** A duration: a whole number and one unit, s, m, h or d (`45s`, `30m`, `24h`, `7d`). */
export const DURATION = /^\d+[smhd]$/;

/** A better spelling of a duration when one is obvious (`30 min` → `30m`, `1H` → `1h`). */
export function durationGuess(text: string): string | undefined {
  const m = /^\s*(\d+)\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days)\s*$/i.exec(text);
  if (!m) return undefined;
  const guess = `${m[1]}${m[2]!.toLowerCase()[0]}`;
  return guess !== text ? guess : undefined;
}
