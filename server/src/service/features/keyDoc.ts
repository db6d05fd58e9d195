import type { Locale } from '../model/finding';
import type { HeaderSchema, KeySchema } from '../schema/headerSchema';
import { agentName } from './agentList';
import { localize } from './localize';

/** A key's documentation: its doc line, its values, then who reads it, by name (formats with agent targets). */
export function keyDoc(ks: KeySchema, locale: Locale, schema?: HeaderSchema): string {
  const lines = [localize(ks.doc, locale)];
  if (ks.enum?.length) lines.push('', ...ks.enum.map((e) => `- \`${e.value}\`${e.aliases?.length ? ` (${e.aliases.join(', ')})` : ''} — ${localize(e.doc, locale)}`));
  const readers = schema?.targetsOf?.(ks);
  if (readers) lines.push('', `${localize({ en: 'Read by', fr: 'Lu par' }, locale)}: ${readers.length > 0 ? readers.map((id) => agentName(id, locale)).join(', ') : '—'}`);
  return lines.join('\n');
}
