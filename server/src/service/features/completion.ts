import * as path from 'node:path';
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type MarkupContent, type Position, type Range } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { Profile, SkillView } from '../profiles/profile';
import { agentAppSkillNames } from '../profiles/agentApp/agentAppSkillNames';
import { isInSpans } from '../profiles/shared/markdownCodeSpans';
import { findKeySchema, type EnumValue, type HeaderSchema, type KeySchema } from '../schema/headerSchema';
import { catalogPlace } from './catalogCache';
import { documentContext, servedSkills, type CancellationLike, type DocumentContext } from './documentContext';
import { headerCursor, type HeaderCursor } from './headerCursor';
import { keyDoc } from './keyDoc';
import { localize } from './localize';
import { extrasOf } from './profileExtras';
import { bodyCodeSpans } from '../profiles/shared/scannedBody';
import { toolItems } from './toolCompletion';

/** Characters after which clients should ask for completion. */
export const COMPLETION_TRIGGERS = [':', '$', '|', ' ', '-'] as const;

/** What the client can show. */
export interface CompletionOptions {
  readonly snippets: boolean;
  readonly markdown: boolean;
}

type Ctx = { readonly doc: DocumentContext; readonly options: CompletionOptions; readonly service: LanguageService };

/**
 * Completion from the format's declarative schema: keys not yet written (with their
 * documentation), values of enumerated keys, skill names where a skill is named, action
 * ids for `then`/`else`, filters after `|` in `{{ }}`, time zones, the file or folder
 * name for `name`. In the body only `{{skill:` and (where it means something) `$` get
 * proposals; anything else there would be noise.
 */
export function completion(service: LanguageService, file: string, position: Position, options: CompletionOptions, token?: CancellationLike): CompletionItem[] {
  const doc = documentContext(service, file);
  if (!doc || token?.isCancellationRequested) return [];
  const ctx: Ctx = { doc, options, service };
  const { parsed } = doc;
  const lineText = parsed.lines.lineText(position.line);
  const ch = Math.min(position.character, lineText.length);
  const before = lineText.slice(0, ch);
  const after = lineText.slice(ch);

  const template = /\{\{\s*skill:\s*([^\s{}]*)$/.exec(before);
  if (template) {
    const closing = after.startsWith('}}') ? '' : '}}';
    return skillItems(ctx, templateSkills(ctx), at(position, ch - template[1]!.length, ch), closing);
  }
  if (parsed.text.trim() === '') return snippetItems(ctx, profileOf(doc)?.schema, 'document', undefined, at(position, 0, ch));

  const cursor = headerCursor(parsed, position);
  const tools = cursor ? toolItems(service, doc, cursor) : undefined;
  if (tools) return tools;
  if (cursor) {
    const profile = profileOf(doc);
    return profile ? headerItems(ctx, profile, cursor) : [];
  }
  if (position.line >= parsed.bodyStartLine && doc.profiles.some((p) => extrasOf(p.id).skillMentions)) {
    const mention = /(^|[\s(])\$([\w.-]*)$/.exec(before);
    const offset = parsed.lines.offsetAt(position);
    if (mention && !isInSpans(bodyCodeSpans(parsed), offset - mention[2]!.length - 1)) {
      return skillItems(ctx, servedSkills(ctx.service, ctx.doc.folder), at(position, ch - mention[2]!.length, ch), '');
    }
  }
  return [];
}

function profileOf(doc: DocumentContext): Profile | undefined {
  return doc.rootState?.profile ?? (doc.profiles.length === 1 ? doc.profiles[0] : undefined);
}

function at(position: Position, start: number, end: number): Range {
  return { start: { line: position.line, character: start }, end: { line: position.line, character: end } };
}

function headerItems(ctx: Ctx, profile: Profile, cursor: HeaderCursor): CompletionItem[] {
  const schema = profile.schema;
  const extras = extrasOf(profile.id);
  if (cursor.kind === 'key') {
    const parent = cursor.path.length === 0 ? undefined : findKeySchema(schema, cursor.path);
    const keys = cursor.path.length === 0 ? schema.keys : parent?.children;
    // An item of a list of scalars (`permissions:` then `- `) takes values, not keys.
    if (cursor.item && parent && !parent.children) return valueItems(ctx, parent, cursor);
    if (!keys) return [];
    // Keys no selected agent accepts would only be reported (agent-skills targets).
    const targets: readonly string[] = ctx.doc.config.agentSkills.targets;
    const readers = cursor.path.length === 0 ? schema.targetsOf : undefined;
    const wanted = keys.filter((k) => !cursor.present.has(k.key) && (!readers || readers(k).some((t) => targets.includes(t))));
    const items = wanted.map((k) => keyItem(ctx, k, cursor.range, cursor.path.length === 0, schema));
    const parentKey = cursor.path[cursor.path.length - 1];
    if (cursor.path.length === 0 && !cursor.item) items.push(...snippetItems(ctx, schema, 'header', undefined, cursor.range));
    if (cursor.item && parentKey) items.push(...snippetItems(ctx, schema, 'list-item', parentKey, lineStartRange(cursor.range, ctx)));
    return items;
  }
  const key = cursor.path[cursor.path.length - 1]!;
  const open = cursor.before.lastIndexOf('{{');
  if (open >= 0 && !cursor.before.slice(open).includes('}}')) {
    const inside = cursor.before.slice(open);
    return /\|\s*[\w-]*$/.test(inside) ? filterItems(ctx, extras.templateFilters ?? [], cursor.range) : [];
  }
  if (extras.actionReferenceKeys?.includes(key) && extras.actionIds) {
    const ids = [...extras.actionIds(ctx.doc.parsed), ...(extras.actionStop ? [extras.actionStop] : [])];
    return ids.map((id, i) => ({ label: id, kind: id === extras.actionStop ? CompletionItemKind.Keyword : CompletionItemKind.Reference, sortText: pad(i), textEdit: { range: cursor.range, newText: id } }));
  }
  const ks = findKeySchema(schema, cursor.path);
  return ks ? valueItems(ctx, ks, cursor) : [];
}

/** The range from the list dash, for list-item snippets that start with `- `. */
function lineStartRange(range: Range, ctx: Ctx): Range {
  const text = ctx.doc.parsed.lines.lineText(range.start.line);
  const dash = text.lastIndexOf('-', range.start.character);
  return dash >= 0 ? { start: { line: range.start.line, character: dash }, end: range.end } : range;
}

function valueItems(ctx: Ctx, ks: KeySchema, cursor: HeaderCursor): CompletionItem[] {
  const { locale } = ctx.doc;
  const items: CompletionItem[] = [];
  const doc = (text: string) => markup(ctx, text);
  ks.enum?.forEach((e: EnumValue, i) => {
    items.push({ label: e.value, kind: CompletionItemKind.EnumMember, documentation: doc(localize(e.doc, locale)), sortText: pad(i), textEdit: { range: cursor.range, newText: e.value }, ...(ks.default === e.value ? { detail: localize({ en: 'default', fr: 'par défaut' }, locale) } : {}) });
    for (const alias of e.aliases ?? []) items.push({ label: alias, kind: CompletionItemKind.EnumMember, detail: `= ${e.value}`, documentation: doc(localize(e.doc, locale)), sortText: pad(i) + 'a', textEdit: { range: cursor.range, newText: alias } });
  });
  if (!ks.enum && ks.type === 'boolean') {
    for (const [i, v] of ['true', 'false'].entries()) items.push({ label: v, kind: CompletionItemKind.Value, sortText: pad(i), textEdit: { range: cursor.range, newText: v } });
  }
  if (ks.skillReference) items.push(...skillItems(ctx, servedSkills(ctx.service, ctx.doc.folder), cursor.range, ''));
  if (ks.timeZone) {
    const zones = Intl.supportedValuesOf('timeZone');
    zones.forEach((z, i) => items.push({ label: z, kind: CompletionItemKind.Value, sortText: pad(i), textEdit: { range: cursor.range, newText: z } }));
    if (!zones.includes('UTC')) items.push({ label: 'UTC', kind: CompletionItemKind.Value, textEdit: { range: cursor.range, newText: 'UTC' } });
  }
  if (cursor.path.length === 1 && ks.key === 'name') {
    const name = defaultName(ctx.doc);
    items.push({ label: name, kind: CompletionItemKind.Value, detail: localize({ en: 'the file or folder name', fr: 'le nom du fichier ou du dossier' }, locale), preselect: true, textEdit: { range: cursor.range, newText: name } });
  }
  return items;
}

/** The name the runtime would use without a `name` key. */
function defaultName(doc: DocumentContext): string {
  if (doc.view) return doc.view.record.dirName;
  const base = path.basename(doc.path);
  return base.toLowerCase() === 'skill.md' ? path.basename(path.dirname(doc.path)) : base.replace(/\.md$/i, '');
}

function keyItem(ctx: Ctx, ks: KeySchema, range: Range, top: boolean, schema: HeaderSchema): CompletionItem {
  const { locale } = ctx.doc;
  const body = ctx.options.snippets ? keySnippet(ks, top ? defaultName(ctx.doc) : undefined) : `${ks.key}: `;
  return {
    label: ks.key,
    kind: CompletionItemKind.Property,
    detail: `${ks.type}${ks.required ? localize({ en: ' · required', fr: ' · obligatoire' }, locale) : ''}${ks.default !== undefined ? ` · ${localize({ en: 'default', fr: 'défaut' }, locale)} ${ks.default}` : ''}`,
    documentation: markup(ctx, keyDoc(ks, locale, top ? schema : undefined)),
    sortText: `${ks.required ? '0' : '1'}${ks.key}`,
    filterText: ks.key,
    insertTextFormat: ctx.options.snippets ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    textEdit: { range, newText: body },
  };
}

/** The snippet a key inserts: the schema's own, else one shaped by the key's type. */
function keySnippet(ks: KeySchema, defaultName: string | undefined): string {
  if (ks.snippet) return ks.snippet;
  if (ks.key === 'name' && defaultName) return `name: \${1:${escape(defaultName)}}`;
  if (ks.enum?.length && ks.type !== 'list') return `${ks.key}: \${1|${ks.enum.map((e) => e.value.replace(/[,|\\$}]/g, (c) => `\\${c}`)).join(',')}|}`;
  if (ks.type === 'boolean') return `${ks.key}: \${1|true,false|}`;
  if (ks.type === 'list') return `${ks.key}:\n  - $0`;
  if (ks.type === 'map') return `${ks.key}:\n  $0`;
  return `${ks.key}: $0`;
}

function snippetItems(ctx: Ctx, schema: HeaderSchema | undefined, context: 'header' | 'list-item' | 'document', parentKey: string | undefined, range: Range): CompletionItem[] {
  if (!ctx.options.snippets || !schema?.snippets) return [];
  return schema.snippets
    .filter((s) => s.context === context && (context !== 'list-item' || s.parentKey === parentKey))
    .map((s) => ({
      label: s.label,
      kind: CompletionItemKind.Snippet,
      documentation: markup(ctx, localize(s.doc, ctx.doc.locale)),
      sortText: `2${s.label}`,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: s.body },
    }));
}

/**
 * What `{{skill:name}}` resolves to: the enabled skills of the app (the agent-app format),
 * never a skill of another format or a disabled one, nor a name the template cannot hold.
 */
function templateSkills(ctx: Ctx): SkillView[] {
  if (ctx.doc.folder === undefined) return [];
  const names = agentAppSkillNames(ctx.service.index, ctx.doc.folder);
  return [...names.served.values()].filter((v) => /^[^\s{}]+$/.test(v.info.name)).sort((a, b) => (a.info.name < b.info.name ? -1 : a.info.name > b.info.name ? 1 : 0));
}

function skillItems(ctx: Ctx, skills: readonly SkillView[], range: Range, suffix: string): CompletionItem[] {
  const self = ctx.doc.view?.record.path;
  return skills
    .filter((v) => v.record.path !== self)
    .map((v) => {
      const place = catalogPlace(ctx.service, v.record.root, v.record.path);
      return {
        label: v.info.name,
        kind: CompletionItemKind.Reference,
        detail: v.info.description || undefined,
        ...(place ? { documentation: markup(ctx, place.entry.line ? `\`${place.entry.line.replace(/`/g, '\'')}\`` : '') } : {}),
        textEdit: { range, newText: v.info.name + suffix },
      };
    });
}

function filterItems(ctx: Ctx, filters: readonly { name: string; doc: { en: string; fr: string }; example: string; argument: string }[], range: Range): CompletionItem[] {
  return filters.map((f, i) => ({
    label: f.name,
    kind: CompletionItemKind.Function,
    detail: f.example,
    documentation: markup(ctx, localize(f.doc, ctx.doc.locale)),
    sortText: pad(i),
    insertTextFormat: ctx.options.snippets && f.argument === 'required' ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    textEdit: { range, newText: ctx.options.snippets && f.argument === 'required' ? `${f.name}: $1` : f.name },
  }));
}

function markup(ctx: Ctx, text: string): MarkupContent | string {
  return ctx.options.markdown ? { kind: MarkupKind.Markdown, value: text } : text;
}

function escape(text: string): string {
  return text.replace(/[$}\\]/g, (c) => `\\${c}`);
}

function pad(i: number): string {
  return String(i).padStart(4, '0');
}
