import type { Range } from 'vscode-languageserver-types';
import type { ServiceConfig } from '../config/serviceConfig';
import type { Finding, FixData, Locale, LocalizedText, RelatedPlace, Report, Severity } from '../model/finding';
import type { Profile } from '../profiles/profile';
import { profileRules } from './profileRules';
import { TextPool } from '../text/textPool';

/** Findings of one code kept per file and rule run. */
export const MAX_FINDINGS_PER_CODE = 1000;

/**
 * Returns a `report` function that turns a rule's report into a finding of `path`:
 * the default severity comes from the rule's metadata, the user's `skillkiln.rules`
 * setting can change it or turn it off. With `keep`, findings keep only what is shown
 * (see `keptCopy`).
 */
export function createReporter(path: string, profile: Profile, config: ServiceConfig, out: Finding[], keep?: Kept): (report: Report) => void {
  const meta = profileRules(profile).codes;
  const counts = new Map<string, number>();
  return (r) => {
    const setting = config.rules[r.code];
    if (setting === 'off') return;
    // A hostile file can repeat one mistake 100,000 times; the first ones say enough and memory stays bounded.
    const n = (counts.get(r.code) ?? 0) + 1;
    counts.set(r.code, n);
    if (n > MAX_FINDINGS_PER_CODE) return;
    const severity: Severity = setting ?? r.severity ?? meta.get(r.code)?.severity ?? 'warning';
    // One copy of everything that may hold strings of the file, and optional fields set only
    // when present (no spread temporaries: ten thousand findings on a big workspace).
    const copy = keep ? keptCopy(r, keep, keep.locale ?? config.locale) : detach({ message: r.message, data: r.data, related: r.related });
    if (keep && !copy.data && !copy.related && !r.unnecessary && isPlainRange(r.range)) {
      out.push(new PrintedFinding(path, r.code, severity, copy.message.en, r.range));
      return;
    }
    const finding: { -readonly [K in keyof Finding]: Finding[K] } = { path, code: r.code, severity, message: copy.message, range: r.range };
    if (copy.data) finding.data = copy.data;
    if (copy.related) finding.related = copy.related;
    if (r.unnecessary) finding.unnecessary = true;
    out.push(finding);
  };
}

/** What a finding copies of a report. */
interface ReportCopy {
  readonly message: LocalizedText;
  readonly data?: FixData;
  readonly related?: readonly RelatedPlace[];
}

/**
 * What findings keep, for a host that shows one language: messages in that language only,
 * quick-fix data only when `fixes`, related places only when `related`. The CLI prints (fix
 * data for SARIF's fixes and `--fix`, related places for SARIF); the language server shows
 * one language, chosen when it starts, and offers every fix. Unset: everything, in both
 * languages (a host that switches language while it runs).
 */
export interface KeptParts {
  /** The language messages keep; unset: each file's configured one (`ServiceConfig.locale`). */
  readonly locale?: Locale;
  readonly fixes: boolean;
  /**
   * Findings keep the other places they point at (SARIF prints them); false: dropped, as the
   * text and JSON outputs never show them (a skill named like three others holds three places).
   */
  readonly related: boolean;
  /**
   * Each file's findings are asked for once, after indexing, and nothing changes meanwhile
   * (`skillkiln lint`): what served a file is dropped once its findings are given, so memory
   * does not grow with what was already printed. Asking again computes them again.
   */
  readonly once?: boolean;
}

/** `KeptParts` as the engine holds them: with the pool every finding's texts are copied into. */
export interface Kept extends KeptParts {
  readonly texts: TextPool;
}

/** `keep` with a pool of its own, shared by every finding made under it. */
export function keptWithPool(keep: KeptParts | undefined): Kept | undefined {
  return keep && { ...keep, texts: new TextPool() };
}

/**
 * A report's copy for a host that shows one language: each message's text in `locale`, read
 * under either key (one copy per distinct text, from the pool), and its fix data when wanted.
 * The other language and repeated messages were most of what findings held.
 */
function keptCopy(r: Report, { fixes, related, texts }: Kept, locale: Locale): ReportCopy {
  // Most reports have a message only: its text copied flat, without a JSON round trip of an object.
  const kept: { -readonly [K in keyof ReportCopy]: ReportCopy[K] } = { message: oneText(texts.copyOf(r.message[locale])) };
  if (fixes && r.data) kept.data = detach(r.data);
  if (related && r.related) kept.related = r.related.map((p) => ({ path: texts.copyOf(p.path), range: detach(p.range), message: oneText(texts.copyOf(p.message[locale])) }));
  return kept;
}

/**
 * A finding as a host that only prints keeps it: its message's one text and its range as four
 * numbers, in one object instead of five (tens of thousands are held until printed). Reads as
 * any finding: `message` and `range` are built when asked, the same each time.
 */
class PrintedFinding implements Finding {
  private readonly startLine: number;
  private readonly startCharacter: number;
  private readonly endLine: number;
  private readonly endCharacter: number;

  constructor(readonly path: string, readonly code: string, readonly severity: Severity, private readonly text: string, range: Range) {
    this.startLine = range.start.line;
    this.startCharacter = range.start.character;
    this.endLine = range.end.line;
    this.endCharacter = range.end.character;
  }

  get message(): LocalizedText {
    return oneText(this.text);
  }

  get range(): Range {
    return { start: { line: this.startLine, character: this.startCharacter }, end: { line: this.endLine, character: this.endCharacter } };
  }

  /** What JSON sees: the plain finding, as an editor's would be. */
  toJSON(): Finding {
    return { path: this.path, code: this.code, severity: this.severity, message: this.message, range: this.range };
  }
}

/** True when a range is exactly `{ start: { line, character }, end: { line, character } }`, as a packed one is rebuilt. */
function isPlainRange(range: Range): boolean {
  return plainPosition(range.start) && plainPosition(range.end) && Object.keys(range).join() === 'start,end';
}

function plainPosition(p: Range['start']): boolean {
  return Object.keys(p).join() === 'line,character';
}

function oneText(text: string): LocalizedText {
  return { en: text, fr: text };
}

/**
 * A deep copy with fresh strings. Findings outlive the text they were computed from, and a
 * string sliced from a file (a keyword, a path in a message) would otherwise keep the whole
 * file in memory. Findings are JSON by contract (they cross LSP), so JSON copies them exactly.
 */
export function detach<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * `detach` for what a rule keeps until it reports (`SkillRule.own`): for a host that shows one
 * language, every localized text keeps that language's text under both keys, as `keptCopy`
 * does, so held results do not carry the other language.
 */
export function detachFor<T>(value: T, keep: KeptParts | undefined, config: ServiceConfig): T {
  const copy = detach(value);
  return keep ? inOneLanguage(copy, keep.locale ?? config.locale) : copy;
}

/** Replaces, in a fresh JSON copy, every localized text by its `locale` text under both keys. */
function inOneLanguage<T>(value: T, locale: Locale): T {
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalizedText(value)) return oneText(value[locale]) as T;
  const holder = value as Record<string, unknown>;
  for (const k of Object.keys(holder)) {
    const was = holder[k];
    const now = inOneLanguage(was, locale);
    // Defined, not assigned: a copied `__proto__` key stays a key.
    if (now !== was) Object.defineProperty(holder, k, { value: now, enumerable: true, writable: true, configurable: true });
  }
  return value;
}

/** True for exactly `{ en, fr }` with two strings: a message, never data that happens to hold an `en`. */
function isLocalizedText(v: unknown): v is LocalizedText {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 2 && typeof (v as LocalizedText).en === 'string' && typeof (v as LocalizedText).fr === 'string';
}

/** Orders findings by position, then code, so output is stable. */
export function compareFindings(a: Finding, b: Finding): number {
  return comparePos(a.range, b.range) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

function comparePos(a: Range, b: Range): number {
  return a.start.line - b.start.line || a.start.character - b.start.character;
}
