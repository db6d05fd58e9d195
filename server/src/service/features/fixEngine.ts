import type { TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { Finding, LocalizedText } from '../model/finding';
import type { SourceText } from '../parse/parsedSkill';
import { LineIndex } from '../text/lineIndex';
import type { FixProposal } from './codeActions/fixBuilder';
import { fixProposals } from './codeActions/fixProposals';
import { fixBuilderFor } from './codeActions/registry';
import { composeEdits } from './composeEdits';
import { documentContext, type DocumentContext } from './documentContext';
import { applyTextEdits, editsOverlap, toOffsetEdits, type OffsetEdit } from './textEdits';
import type { EditCapabilities } from './workspaceEdit';

/** How a fix run chooses and keeps its fixes. */
export interface FixEngineOptions {
  /**
   * Also apply the fixes that are not safe: the first proposal of fixes that need a choice
   * or write a value to check, and the creation of missing files. Renames and deletions are
   * never applied.
   */
  readonly unsafe?: boolean;
  /** Leave the fixed texts open in the service (the CLI lints them next); by default the service is left as it was. */
  readonly keep?: boolean;
  /** Rounds of fixes per file before giving up on settling (default 10). */
  readonly maxPasses?: number;
}

/** One fix the run applied. */
export interface AppliedFix {
  readonly path: string;
  readonly code: string;
  readonly title: LocalizedText;
}

/** What a run changed in one file. */
export interface FileFixes {
  readonly path: string;
  /** The text before the run (no BOM, as the service holds it). */
  readonly before: string;
  readonly after: string;
  /** Minimal edits of `before` giving `after`, sorted and apart (one undoable step). */
  readonly edits: readonly OffsetEdit[];
}

/** The outcome of a fix run. */
export interface FixRun {
  /** Files whose text changed, in the order they were first changed. */
  readonly files: readonly FileFixes[];
  /** Every fix applied, in order (a finding fixed in a later round counts once more). */
  readonly applied: readonly AppliedFix[];
  /** Files to create (empty), with `unsafe` only. */
  readonly creates: readonly string[];
  /** Files whose fixes still changed something after the last round (a fix that undoes another). */
  readonly unsettled: readonly string[];
}

/** Plain text edits: a file written by the engine gets no snippet; file creation is the only operation. */
const ENGINE_CAPS: EditCapabilities = Object.freeze({ documentChanges: true, resourceOperations: Object.freeze(['create']), snippetEdits: false });

/** One file's text through the run. */
interface FileState {
  readonly path: string;
  readonly before: string;
  current: string;
  edits: OffsetEdit[];
  /** The editor text it had before the run (restored unless `keep`). */
  readonly saved: SourceText | undefined;
  readonly seen: Set<string>;
}

/**
 * Applies the quick fixes of the given files (the same builders and edits the editor
 * offers), round after round, until nothing is left to fix: fixes whose edits would touch
 * what another fix of the round changes, or that only appear once another is applied, are
 * taken in the next round. Each round re-checks the text in the service, so every fix is
 * built from fresh findings. Safe fixes only unless `unsafe`.
 */
export function runFixes(service: LanguageService, paths: readonly string[], options: FixEngineOptions = {}): FixRun {
  const states = new Map<string, FileState>();
  const applied: AppliedFix[] = [];
  const creates = new Set<string>();
  const unsettled: string[] = [];
  const max = options.maxPasses ?? 10;
  try {
    for (const p of paths) if (!settle(service, p, options.unsafe === true, max, states, creates, applied)) unsettled.push(p);
  } finally {
    if (!options.keep) for (const s of states.values()) restore(service, s);
  }
  const files = [...states.values()].filter((s) => s.current !== s.before).map((s) => ({ path: s.path, before: s.before, after: s.current, edits: s.edits }));
  return { files, applied, creates: [...creates], unsettled };
}

/** Attempts per file: each one bans the fixes that fought in the one before; the last bans every fix it applied. */
const ATTEMPTS = 3;

/**
 * Fixes one file until its fixes agree: round after round until nothing is left to fix.
 * When they do not settle (a fix undoes another: a name fix and the folder-match fix of a
 * folder whose own name is invalid), or the fixed file has an error the original did not
 * (a rename onto a sibling's name), the file goes back to its text before the run and the
 * fixes involved are banned for the next attempt, so nothing is written that a second run
 * would change again. False when it never settled (the file is left as it was).
 */
function settle(service: LanguageService, p: string, unsafe: boolean, max: number, states: Map<string, FileState>, creates: Set<string>, applied: AppliedFix[]): boolean {
  const banned = new Set<string>();
  const errorsBefore = new Set(service.findings(p).filter((f) => f.severity === 'error').map((f) => f.code));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const mark = applied.length;
    const createdBefore = new Set(creates);
    const rounds: string[][] = [];
    let round: RoundResult = 'changed';
    for (let pass = 0; pass < max && round === 'changed'; pass++) {
      const doc = documentContext(service, p);
      const start = applied.length;
      round = doc ? fixRound(service, doc, unsafe, states, creates, applied, banned) : 'done';
      rounds.push(applied.slice(start).map((a) => a.code));
      // An editor buffer too large to hand over whole is fixed in one round, on its scanned start.
      if (isPartial(service, p)) return round === 'done' || !states.has(p);
    }
    const newError = round === 'done' && service.findings(p).some((f) => f.severity === 'error' && !errorsBefore.has(f.code));
    if (!states.has(p)) return round === 'done';
    if (round === 'done' && !newError) return true;
    // Out of rounds without going in a circle: the fixes agree, there are just many; kept, and said.
    if (round === 'changed') return false;
    // Back to the text before the run, then ban the fixes that fought: applied twice, else all but the first round's, else all.
    const codes = rounds.flat();
    const twice = codes.filter((c, i) => codes.indexOf(c) !== i);
    const later = rounds.slice(1).flat();
    for (const c of attempt === ATTEMPTS - 2 || newError ? codes : twice.length > 0 ? twice : later.length > 0 ? later : codes) banned.add(c);
    reset(service, states.get(p)!);
    applied.splice(mark);
    creates.clear();
    for (const c of createdBefore) creates.add(c);
  }
  return false;
}

/** Puts a file back to its text before the run, in the service and in its state. */
function reset(service: LanguageService, s: FileState): void {
  s.current = s.before;
  s.edits = [];
  s.seen.clear();
  s.seen.add(s.before);
  service.openDocument(s.path, s.before);
}

/** What a round did: changed something, found nothing more to fix, or came back to an earlier text. */
type RoundResult = 'changed' | 'done' | 'cycle';

/** One round of fixes on one file. */
function fixRound(service: LanguageService, doc: DocumentContext, unsafe: boolean, states: Map<string, FileState>, creates: Set<string>, applied: AppliedFix[], banned: ReadonlySet<string>): RoundResult {
  const byPath = new Map<string, { lines: LineIndex; offsets: OffsetEdit[]; edits: TextEdit[] }>();
  let changed = false;
  for (const f of [...service.findings(doc.path)]) {
    if (banned.has(f.code)) continue;
    const proposal = chosenProposal(service, doc, f, unsafe);
    if (!proposal) continue;
    const planned: { path: string; offsets: OffsetEdit[]; edits: TextEdit[] }[] = [];
    const newFiles: string[] = [];
    let ok = true;
    for (const c of proposal.changes) {
      if (c.kind === 'create') {
        if (!creates.has(c.path)) newFiles.push(c.path);
        continue;
      }
      if (c.kind !== 'edit') ok = false;
      else {
        const edits = c.edits.filter((e): e is TextEdit => 'newText' in e);
        const target = byPath.get(c.path) ?? linesOf(service, c.path, states);
        if (!target || edits.length !== c.edits.length) ok = false;
        else {
          const offsets = toOffsetEdits(target.lines, edits);
          if (editsOverlap(target.offsets, offsets) || planned.some((x) => x.path === c.path && editsOverlap(x.offsets, offsets))) ok = false;
          else planned.push({ path: c.path, offsets, edits });
          if (!byPath.has(c.path)) byPath.set(c.path, target);
        }
      }
    }
    if (!ok || (planned.length === 0 && newFiles.length === 0)) continue;
    for (const x of planned) {
      const target = byPath.get(x.path)!;
      target.offsets.push(...x.offsets);
      target.edits.push(...x.edits);
    }
    for (const n of newFiles) creates.add(n);
    applied.push({ path: doc.path, code: f.code, title: proposal.title });
    changed = true;
  }
  for (const [p, target] of byPath) {
    if (target.edits.length === 0) continue;
    const state = stateOf(service, p, target.lines.text, states);
    const next = applyTextEdits(target.lines, target.edits);
    // A text seen before: the fixes go round in a circle; stop here.
    if (next === state.current || state.seen.has(next)) return 'cycle';
    state.edits = composeEdits(state.before, state.edits, target.offsets);
    state.current = next;
    state.seen.add(next);
    if (!isPartial(service, p)) service.openDocument(p, next);
  }
  return changed ? 'changed' : 'done';
}

/**
 * The proposal the engine applies for a finding: the first (preferred) one of its builder,
 * when the builder is safe, or when `unsafe` and the proposal only edits text or creates files.
 * Safe fixes must stay a text edit of the finding's own file.
 */
function chosenProposal(service: LanguageService, doc: DocumentContext, f: Finding, unsafe: boolean): FixProposal | undefined {
  if (!f.data) return undefined;
  const builder = fixBuilderFor(f.code, f.data.fix);
  if (!builder || (!builder.safe && !unsafe)) return undefined;
  const proposal = fixProposals(service, doc, f, ENGINE_CAPS)[0];
  // A proposal that takes away what an agent reads is the author's choice, never a run's.
  if (!proposal || proposal.manual) return undefined;
  if (!unsafe && !proposal.changes.every((c) => c.kind === 'edit' && c.path === doc.path)) return undefined;
  return proposal;
}

/** The current text of a file the round edits, with its line index; undefined when it cannot be read. */
function linesOf(service: LanguageService, p: string, states: Map<string, FileState>): { lines: LineIndex; offsets: OffsetEdit[]; edits: TextEdit[] } | undefined {
  const known = states.get(p)?.current ?? service.index.fullParsed(p)?.text;
  return known === undefined ? undefined : { lines: new LineIndex(known), offsets: [], edits: [] };
}

function stateOf(service: LanguageService, p: string, text: string, states: Map<string, FileState>): FileState {
  let s = states.get(p);
  if (!s) {
    s = { path: p, before: text, current: text, edits: [], saved: service.index.overlayOf(p), seen: new Set([text]) };
    states.set(p, s);
  }
  return s;
}

/** True for an editor buffer the service holds only the start of (see `PartialText`). */
function isPartial(service: LanguageService, p: string): boolean {
  return typeof service.index.overlayOf(p) === 'object';
}

/** Puts the service back as the run found it: the editor's text, or the disk's. */
function restore(service: LanguageService, s: FileState): void {
  if (s.saved !== undefined) service.openDocument(s.path, s.saved);
  else service.closeDocument(s.path);
}
