import type { LocalizedText } from '../../model/finding';

/** Longest length of each month (February: 29, in leap years). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * Why a valid cron expression still never fires, when it does not: its days of the month
 * fall in none of its months (`0 0 31 2 *`, `0 0 30 FEB *`). Cron matches the day of the
 * month OR the day of the week when both are restricted, so only a `*` weekday can make a
 * date impossible. `fields` are the five fields, already checked.
 */
export function cronNeverRuns(fields: readonly string[]): LocalizedText | undefined {
  const [, , day, month, weekday] = fields;
  if (!day || !month || !weekday || day.startsWith('*') || !weekday.startsWith('*')) return undefined;
  const days = expand(day, 1, 31, []);
  const months = expand(month, 1, 12, MONTH_NAMES);
  const first = Math.min(...days);
  if (months.some((m) => first <= MONTH_DAYS[m - 1]!)) return undefined;
  const longest = months.reduce((a, m) => (MONTH_DAYS[m - 1]! > MONTH_DAYS[a - 1]! ? m : a));
  const max = MONTH_DAYS[longest - 1]!;
  const one = months.length === 1;
  return {
    en: `day ${first} of the month never comes in ${one ? MONTHS_EN[longest - 1] : `those months (the longest, ${MONTHS_EN[longest - 1]}, has ${max} days)`}${one ? `, which has at most ${max} days` : ''}`,
    fr: `le jour ${first} du mois n’arrive jamais en ${one ? MONTHS_FR[longest - 1] : `ces mois-là (le plus long, ${MONTHS_FR[longest - 1]}, a ${max} jours)`}${one ? `, qui a au plus ${max} jours` : ''}`,
  };
}

/** The values a field of valid syntax matches. */
function expand(field: string, min: number, max: number, names: readonly string[]): number[] {
  const out = new Set<number>();
  const value = (t: string) => (/^\d+$/.test(t) ? Number(t) : names.indexOf(t.toUpperCase()) + 1);
  for (const part of field.split(',')) {
    const [base = '', stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    let lo = min;
    let hi = max;
    if (base !== '*') {
      const [a = '', b] = base.split('-');
      lo = value(a);
      hi = b !== undefined ? value(b) : stepText ? max : lo;
    }
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return [...out];
}
