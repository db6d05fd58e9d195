import type { Locale } from '../model/finding';
import type { KeySchema } from '../schema/headerSchema';
import { localize } from './localize';

/** A key's documentation: its doc line, then its values. */
export function keyDoc(ks: KeySchema, locale: Locale): string {
  const lines = [localize(ks.doc, locale)];
  if (ks.enum?.length) lines.push('', ...ks.enum.map((e) => `- \`${e.value}\`${e.aliases?.length ? ` (${e.aliases.join(', ')})` : ''} — ${localize(e.doc, locale)}`));
  if (ks.targets?.length) lines.push('', `${localize({ en: 'Accepted by', fr: 'Accepté par' }, locale)}: ${ks.targets.join(', ')}`);
  return lines.join('\n');
}
