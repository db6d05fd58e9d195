import type { Range } from 'vscode-languageserver-types';
import type { ServiceConfig } from '../config/serviceConfig';
import type { Finding, FixData, Locale, LocalizedText, RelatedPlace, Report, Severity } from '../model/finding';
import type { Profile } from '../profiles/profile';
import { profileRules } from './profileRules';
import { flatCopy } from '../parse/parseSkill';

/** Findings of one code kept per file and rule run. */
export const MAX_FINDINGS_PER_CODE = 1000;

/**
 * Returns a `report` function that turns a rule's report into a finding of `path`:
 * the default severity comes from the rule's metadata, the user's `skillkiln.rules`
 * setting can change it or turn it off. With `printOnly`, findings keep only what is printed
 * (see `printedCopy`).
 */
export function createReporter(path: string, profile: Profile, config: ServiceConfig, out: Finding[], printOnly?: PrintOnly): (report: Report) => void {
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
    const copy = printOnly ? printedCopy(r, printOnly) : detach({ message: r.message, data: r.data, related: r.related });
    if (printOnly && !copy.data && !copy.related && !r.unnecessary && isPlainRange(r.range)) {
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
 * What findings keep for a host that prints them and nothing more (the CLI): messages in
 * one language, quick-fix data only when `fixes` (SARIF's fixes, `--fix`), related places only
 * when `related` (SARIF). An editor
 * keeps everything: it switches nothing, but offers every fix.
 */
export interface PrintOnly {
  readonly locale: Locale;
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

/**
 * A report's copy for a host that only prints: each message's text in one language, read
 * under either key, and its fix data when wanted. Most messages quote the skill, so each is
 * its own string: the other language and the fix are most of what a finding holds until printed.
 */
function printedCopy(r: Report, { locale, fixes, related }: PrintOnly): ReportCopy {
  // Most reports have a message only: its text copied flat, without a JSON round trip of an object.
  const kept: { -readonly [K in keyof ReportCopy]: ReportCopy[K] } = { message: oneText(flatCopy(r.message[locale])) };
  if (fixes && r.data) kept.data = detach(r.data);
  if (related && r.related) kept.related = detach(r.related.map((p) => ({ path: p.path, range: p.range, text: p.message[locale] }))).map((p) => ({ path: p.path, range: p.range, message: oneText(p.text) }));
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
 * `detach` for what a rule keeps until it reports (`SkillRule.own`): for a host that only
 * prints, every localized text keeps the printed language's text under both keys, as
 * `printedCopy` does, so held results do not carry the other language.
 */
export function detachFor<T>(value: T, printOnly: PrintOnly | undefined): T {
  const copy = detach(value);
  return printOnly ? inOneLanguage(copy, printOnly.locale) : copy;
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
