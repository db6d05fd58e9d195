import { MemoKey, memoOf } from '../parse/parseMemo';
import type { Range } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { ParsedSkill } from '../parse/parsedSkill';
import { scannedPart } from '../parse/scannedPart';
import { isInSpans, type TextSpan } from '../profiles/shared/markdownCodeSpans';
import type { KeySchema } from '../schema/headerSchema';
import { skillsNamed, type DocumentContext } from './documentContext';
import { extrasOf } from './profileExtras';
import { bodyCodeSpans } from '../profiles/shared/scannedBody';
import { schemaScalars } from './schemaNodes';

/** How a skill is named: `{{skill:x}}`, `$x`, or a header value (`relatedSkills`). */
export type SkillRefKind = 'template' | 'mention' | 'header';

/** One place where a document names a skill; offsets and range cover the name only. */
export interface SkillRef {
  readonly name: string;
  readonly kind: SkillRefKind;
  readonly start: number;
  readonly end: number;
  readonly range: Range;
}

const TEMPLATE = /\{\{\s*skill:\s*([^\s{}]+)\s*\}\}/g;
const MENTION = /(^|[^\w$\\])\$([A-Za-z0-9][\w.-]*)/g;

/** References found per version of a text, valid while no header changes (names, profiles). */
const REFS = new MemoKey<{ headerEpoch: number; refs: readonly SkillRef[] }>('skillRefs');

/**
 * Every skill reference of a document: `{{skill:x}}` anywhere outside code, `$x` in the
 * body for formats where it asks for a skill (only names of existing skills: `$HOME` is
 * not one), and the values of header keys the schema marks as skill references. In a huge
 * document, only the scanned part (see `scannedPart`) is searched.
 */
export function skillRefs(service: LanguageService, doc: DocumentContext): readonly SkillRef[] {
  const parsed = scannedPart(doc.parsed);
  const headerEpoch = service.index.headerEpoch;
  const memo = memoOf(parsed, REFS, () => ({ headerEpoch: -1, refs: [] as readonly SkillRef[] }));
  if (memo.headerEpoch !== headerEpoch) {
    memo.refs = findRefs(service, doc, parsed);
    memo.headerEpoch = headerEpoch;
  }
  return memo.refs;
}

function findRefs(service: LanguageService, doc: DocumentContext, parsed: ParsedSkill): SkillRef[] {
  const text = parsed.text;
  // The body's code spans only when some text looks like a reference (most documents have none).
  let code: readonly TextSpan[] | undefined;
  const inCode = (offset: number) => isInSpans((code ??= bodyCodeSpans(parsed)), offset);
  const out: SkillRef[] = [];
  const push = (name: string, kind: SkillRefKind, start: number, end = start + name.length) => out.push({ name, kind, start, end, range: parsed.lines.range(start, end) });
  for (const m of text.matchAll(TEMPLATE)) {
    const start = m.index! + m[0].indexOf(m[1]!, m[0].indexOf('skill:') + 6);
    if (!inCode(m.index!)) push(m[1]!, 'template', start);
  }
  if (doc.profiles.some((p) => extrasOf(p.id).skillMentions)) {
    for (const m of text.slice(parsed.bodyStart).matchAll(MENTION)) {
      const name = m[2]!.replace(/[.-]+$/, '');
      const start = parsed.bodyStart + m.index! + m[1]!.length + 1;
      if (!inCode(start) && skillsNamed(service, doc.folder, name).length > 0) push(name, 'mention', start);
    }
  }
  // A schema without skill-reference keys has none to walk (the header's YAML is then not read).
  for (const profile of doc.rootState && namesSkills(doc.rootState.profile.schema.keys) ? [doc.rootState.profile] : []) {
    for (const s of schemaScalars(parsed, profile.schema.keys, (k) => k.skillReference === true)) push(s.value, 'header', s.start, s.end);
  }
  return out.sort((a, b) => a.start - b.start);
}

const naming = new WeakMap<readonly KeySchema[], boolean>();

/** Whether some key of a schema, nested ones included, holds skill references. */
function namesSkills(keys: readonly KeySchema[]): boolean {
  let found = naming.get(keys);
  if (found === undefined) naming.set(keys, (found = keys.some((k) => k.skillReference === true || (k.children !== undefined && namesSkills(k.children)))));
  return found;
}

/** The reference under an offset, if any. */
export function skillRefAt(service: LanguageService, doc: DocumentContext, offset: number): SkillRef | undefined {
  return skillRefs(service, doc).find((r) => offset >= r.start && offset <= r.end);
}
