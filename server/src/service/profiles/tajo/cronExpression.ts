import type { LocalizedText } from '../../model/finding';
import { cronNeverRuns } from './cronNeverRuns';

/** What is wrong in a schedule, at offsets of the expression's text. */
export interface CronProblem {
  readonly start: number;
  readonly end: number;
  readonly message: LocalizedText;
}

interface Field {
  readonly name: LocalizedText;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The five fields of a cron expression, in order, with their ranges. */
const FIELDS: readonly Field[] = [
  { name: { en: 'minute', fr: 'minute' }, min: 0, max: 59 },
  { name: { en: 'hour', fr: 'heure' }, min: 0, max: 23 },
  { name: { en: 'day of month', fr: 'jour du mois' }, min: 1, max: 31 },
  { name: { en: 'month', fr: 'mois' }, min: 1, max: 12, names: MONTHS },
  // 0 and 7 are both Sunday.
  { name: { en: 'day of week', fr: 'jour de la semaine' }, min: 0, max: 7, names: DAYS },
];

/**
 * Checks a 5-field cron expression (minute hour day month weekday): `*`, numbers, names
 * (JAN–DEC, SUN–SAT, any case), lists `a,b`, ranges `a-b`, steps `*\/n`, `a-b/n` and `a/n`.
 * Returns the first problem, or undefined when the expression is valid and can fire.
 */
export function checkCron(expr: string): CronProblem | undefined {
  const fields: { text: string; start: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(expr); m; m = re.exec(expr)) fields.push({ text: m[0], start: m.index });
  if (fields.length !== 5) {
    const hint = fields.length === 6
      ? { en: ' (6 fields: seconds are not supported)', fr: ' (6 champs : les secondes ne sont pas prises en charge)' }
      : { en: '', fr: '' };
    return {
      start: 0,
      end: expr.length,
      message: { en: `it has ${fields.length} fields, and a cron expression has 5: minute hour day-of-month month day-of-week${hint.en}`, fr: `elle a ${fields.length} champs, et une expression cron en a 5 : minute heure jour-du-mois mois jour-de-semaine${hint.fr}` },
    };
  }
  for (let i = 0; i < 5; i++) {
    const f = fields[i]!;
    const problem = checkField(f.text, FIELDS[i]!);
    if (problem) return { start: f.start + problem.start, end: f.start + problem.end, message: problem.message };
  }
  const never = cronNeverRuns(fields.map((f) => f.text));
  // The day and the month together are at fault: point from one to the other.
  return never ? { start: fields[2]!.start, end: fields[3]!.start + fields[3]!.text.length, message: never } : undefined;
}

function checkField(text: string, field: Field): CronProblem | undefined {
  let offset = 0;
  for (const part of text.split(',')) {
    const problem = checkPart(part, field);
    if (problem) return { start: offset + problem.start, end: offset + problem.end, message: problem.message };
    offset += part.length + 1;
  }
  return undefined;
}

function checkPart(part: string, field: Field): CronProblem | undefined {
  const bad = (en: string, fr: string): CronProblem => ({ start: 0, end: part.length, message: { en: `${field.name.en} \`${part}\` ${en}`, fr: `${field.name.fr} \`${part}\` ${fr}` } });
  if (part === '') return bad('is empty (two commas in a row?)', 'est vide (deux virgules de suite ?)');
  const slash = part.indexOf('/');
  const base = slash < 0 ? part : part.slice(0, slash);
  if (slash >= 0) {
    const step = part.slice(slash + 1);
    if (!/^\d+$/.test(step) || Number(step) < 1) return bad('has a step that is not a positive whole number', 'a un pas qui n’est pas un entier positif');
  }
  if (base === '*') return undefined;
  const dash = base.indexOf('-');
  const ends = dash < 0 ? [base] : [base.slice(0, dash), base.slice(dash + 1)];
  const values: number[] = [];
  for (const e of ends) {
    const v = valueOf(e, field);
    if (v === undefined) return bad(`is not a value of ${field.min}–${field.max}${field.names ? ` or ${field.names[0]}–${field.names[field.names.length - 1]}` : ''}, \`*\`, a list, a range or a step`, `n’est pas une valeur de ${field.min} à ${field.max}${field.names ? ` ou ${field.names[0]}–${field.names[field.names.length - 1]}` : ''}, \`*\`, une liste, un intervalle ou un pas`);
    if (v < field.min || v > field.max) return bad(`is out of range: ${field.min}–${field.max}`, `est hors limites : ${field.min}–${field.max}`);
    values.push(v);
  }
  if (values.length === 2 && values[0]! > values[1]!) return bad('is a range whose start is after its end', 'est un intervalle dont le début suit la fin');
  return undefined;
}

function valueOf(text: string, field: Field): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  const i = field.names?.indexOf(text.toUpperCase()) ?? -1;
  if (i < 0) return undefined;
  return field.names === MONTHS ? i + 1 : i;
}
