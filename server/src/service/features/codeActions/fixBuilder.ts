import type { Range, TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import type { FixData, LocalizedText } from '../../model/finding';
import type { DocumentContext } from '../documentContext';
import type { EditCapabilities, FileChange } from '../workspaceEdit';

/** What a fix builder receives: the fresh finding's code, range and payload, and the document. */
export interface FixContext {
  readonly service: LanguageService;
  readonly doc: DocumentContext;
  readonly code: string;
  readonly range: Range;
  readonly data: FixData;
  readonly caps: EditCapabilities;
}

/** One way to fix a finding. */
export interface FixProposal {
  readonly title: LocalizedText;
  readonly changes: readonly FileChange[];
  readonly preferred?: boolean;
  /**
   * Never applied by a fix run (`lint --fix`, `--fix-unsafe`, "fix all"): it takes away
   * something an agent reads, so only the author may choose it, from a title that says so.
   */
  readonly manual?: boolean;
}

/**
 * Builds the edits of one kind of quick fix, chosen by `data.fix` (and the finding's code),
 * never by the message. A builder returns nothing when the current text no longer needs
 * the fix, so applying a fix twice changes nothing the second time.
 */
export interface FixBuilder {
  /** The `data.fix` value it handles. */
  readonly fix: string;
  /** Finding codes it accepts; absent: any code carrying this `fix`. */
  readonly codes?: readonly string[];
  /** Part of "fix all": a text-only edit of the file that needs no choice from the author. */
  readonly safe: boolean;
  build(ctx: FixContext): readonly FixProposal[];
}

/** What a single-edit fix declares: its payload id, whether "fix all" may apply it, its title. */
export interface EditFixOptions {
  readonly fix: string;
  readonly codes?: readonly string[];
  readonly safe: boolean;
  readonly title: (data: FixData) => LocalizedText;
  /** Where the payload keeps its edit(s); default: `data.edit`, else `data.edits`, else `data` itself (`{range, newText}`). */
  readonly edits?: (data: FixData) => TextEdit[] | undefined;
}

/** A builder for payloads that carry a ready edit of the finding's own file. */
export function editFix(options: EditFixOptions): FixBuilder {
  return {
    fix: options.fix,
    ...(options.codes ? { codes: options.codes } : {}),
    safe: options.safe,
    build: (ctx) => editProposal(ctx, options.title(ctx.data), (options.edits ?? defaultEdits)(ctx.data)),
  };
}

/** The payload's ready edits: `edit`, `edits`, or the payload itself as one `{range, newText}`. */
function defaultEdits(data: FixData): TextEdit[] | undefined {
  const one = payloadEdit(data['edit']) ?? payloadEdit(data);
  return one ? [one] : payloadEdits(data['edits']);
}

/** Reads a `{range, newText}` edit from a payload field; undefined when malformed. */
export function payloadEdit(value: unknown): TextEdit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const e = value as { range?: unknown; newText?: unknown };
  if (typeof e.newText !== 'string' || !isRange(e.range)) return undefined;
  return { range: e.range, newText: e.newText };
}

/** Reads a list of edits from a payload field; undefined when any is malformed. */
export function payloadEdits(value: unknown): TextEdit[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const edits = value.map(payloadEdit);
  return edits.every((e): e is TextEdit => e !== undefined) ? edits : undefined;
}

/** A string field of a payload, or undefined. */
export function payloadString(data: FixData, key: string): string | undefined {
  const v = data[key];
  return typeof v === 'string' ? v : undefined;
}

/** A text-only proposal for the current document; nothing when the edits change nothing. */
export function editProposal(ctx: FixContext, title: LocalizedText, edits: readonly TextEdit[] | undefined, preferred = true): FixProposal[] {
  if (!edits || edits.length === 0) return [];
  const text = ctx.doc.parsed.text;
  const lines = ctx.doc.parsed.lines;
  const changesSomething = edits.some((e) => text.slice(lines.offsetAt(e.range.start), lines.offsetAt(e.range.end)) !== e.newText);
  if (!changesSomething) return [];
  return [{ title, changes: [{ kind: 'edit', path: ctx.doc.path, edits }], preferred }];
}

function isRange(v: unknown): v is Range {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as { start?: unknown; end?: unknown };
  return isPosition(r.start) && isPosition(r.end);
}

function isPosition(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as { line?: unknown; character?: unknown };
  return Number.isInteger(p.line) && Number.isInteger(p.character);
}
