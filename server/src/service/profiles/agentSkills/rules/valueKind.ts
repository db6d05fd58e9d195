import type { LocalizedText } from '../../../model/finding';

/**
 * What a YAML library made of a value that is not text, in words (`a date`: js-yaml reads
 * `2024-01-31` so; `a number`: `12:30` to js-yaml 3, `42` to any).
 */
export function valueKind(value: unknown): LocalizedText {
  if (typeof value === 'boolean') return { en: 'a boolean', fr: 'un booléen' };
  if (value instanceof Date) return { en: 'a date', fr: 'une date' };
  if (typeof value === 'number' || typeof value === 'bigint') return { en: 'a number', fr: 'un nombre' };
  return { en: 'a value of another type', fr: 'une valeur d’un autre type' };
}
