import type { Locale, LocalizedText } from '../model/finding';

/** The text of a localized message in one language. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}

