import { MarkupKind, type Hover, type Position, type Range } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { Locale } from '../model/finding';
import type { SkillView } from '../profiles/profile';
import { findKeySchema } from '../schema/headerSchema';
import { catalogShape } from './catalogCache';
import { keyDoc } from './keyDoc';
import { documentContext, skillsNamed } from './documentContext';
import { headerLocation } from './headerCursor';
import { localize } from './localize';
import { skillRefAt } from './skillReferences';
import { hiddenTextHover } from '../safety/hiddenTextHover';
import { extrasOf } from './profileExtras';
import { templateFilterAt } from '../profiles/tajo/templateFilterAt';

/** What the client can show. */
export interface HoverOptions {
  readonly markdown: boolean;
}

/**
 * Hover: the documentation of a header key (and of an enumerated value); on `name`, and
 * on any reference to a skill, the exact catalog line the model sees for that skill and
 * where it ranks in the catalog; on invisible characters, the text they spell.
 */
export function hover(service: LanguageService, file: string, position: Position, options: HoverOptions): Hover | null {
  const doc = documentContext(service, file);
  if (!doc) return null;
  const { parsed, locale } = doc;
  const offset = parsed.lines.offsetAt(position);
  const make = (parts: string[], range: Range | undefined): Hover => ({
    contents: options.markdown ? { kind: MarkupKind.Markdown, value: parts.join('\n\n') } : { kind: MarkupKind.PlainText, value: plain(parts.join('\n\n')) },
    ...(range ? { range } : {}),
  });

  const hidden = hiddenTextHover(service.findings(file), position, locale);
  if (hidden) return make([hidden.text], hidden.range);

  const ref = skillRefAt(service, doc, offset);
  if (ref) {
    const target = skillsNamed(service, doc.folder, ref.name)[0];
    if (!target) return make([localize({ en: `No skill named \`${ref.name}\` in this workspace folder.`, fr: `Aucun skill nommé \`${ref.name}\` dans ce dossier de travail.` }, locale)], ref.range);
    return make([`**${target.info.name}**${target.info.description ? ` — ${target.info.description}` : ''}`, ...catalogParts(service, target, locale)], ref.range);
  }

  const loc = headerLocation(parsed, position);
  const profile = doc.rootState?.profile ?? (doc.profiles.length === 1 ? doc.profiles[0] : undefined);
  if (!loc || !profile) return null;
  // A template filter (`| truncate: 100`): what it does and its example (Tajo's filter table).
  const lineText = parsed.lines.lineText(position.line);
  const filterUse = templateFilterAt(lineText, position.character);
  const filter = filterUse && extrasOf(profile.id).templateFilters?.find((f) => f.name === filterUse.name);
  if (filterUse && filter) return make([`\`${filter.name}\` — ${localize(filter.doc, locale)}`, `\`${filter.example}\``], { start: { line: position.line, character: filterUse.start }, end: { line: position.line, character: filterUse.end } });
  const ks = findKeySchema(profile.schema, loc.path);
  const isName = loc.path.length === 1 && loc.path[0] === 'name';
  const onValue = !loc.onKey && loc.valueRange !== undefined;
  const parts: string[] = [];
  if (onValue && ks?.enum) {
    const e = ks.enum.find((v) => v.value === loc.value || v.aliases?.includes(loc.value ?? ''));
    if (e) parts.push(`\`${e.value}\` — ${localize(e.doc, locale)}`);
  }
  if (ks && (loc.onKey || parts.length === 0)) parts.push(`**${ks.key}** (${ks.type})`, keyDoc(ks, locale, loc.path.length === 1 ? profile.schema : undefined));
  if (isName && doc.view) parts.push(...catalogParts(service, doc.view, locale));
  if (parts.length === 0) return null;
  return make(parts, loc.onKey ? loc.keyRange : loc.valueRange ?? loc.keyRange);
}

/** The catalog line of a skill and its rank, or why it is not in the catalog. */
function catalogParts(service: LanguageService, view: SkillView, locale: Locale): string[] {
  const catalog = catalogShape(service, view.record.root);
  const i = catalog.entries.findIndex((e) => e.path === view.record.path);
  if (i < 0) {
    const excluded = catalog.excluded.find((e) => e.path === view.record.path);
    const why = excluded ? localize(excluded.reason, locale) : localize({ en: 'the catalog leaves it out', fr: 'le catalogue l’omet' }, locale);
    return [localize({ en: `Not in the catalog the model sees: ${why}.`, fr: `Absent du catalogue que voit le modèle : ${why}.` }, locale)];
  }
  const entry = catalog.entries[i]!;
  const title = localize(catalog.title, locale);
  const head = localize({ en: `What the model sees (${title}), entry ${i + 1} of ${catalog.entries.length}:`, fr: `Ce que voit le modèle (${title}), entrée ${i + 1} sur ${catalog.entries.length} :` }, locale);
  const parts = [head, '```text\n' + (entry.line || entry.name) + '\n```'];
  if (entry.status !== 'full' && entry.reason) parts.push(localize(entry.reason, locale));
  if (entry.droppedKeywords.length > 0) parts.push(localize({ en: `Never reach the model: ${entry.droppedKeywords.join(', ')}.`, fr: `N’atteignent jamais le modèle : ${entry.droppedKeywords.join(', ')}.` }, locale));
  return parts;
}

/** Markdown reduced to plain text for clients that cannot render it. */
function plain(markdown: string): string {
  return markdown.replace(/^```\w*\n?/gm, '').replace(/\*\*|`/g, '');
}
