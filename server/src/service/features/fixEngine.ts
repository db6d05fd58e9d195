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
 * taken in the next round. Every file takes its round at the same time, from the same
 * findings, and the service re-checks them once per round: a rule that looks at every skill
 * of a folder runs once per round, not once per file, so a run grows linearly with the files.
 * Safe fixes only unless `unsafe`.
 */
export function runFixes(service: LanguageService, paths: readonly string[], options: FixEngineOptions = {}): FixRun {
  const states = new Map<string, FileState>();
  const max = options.maxPasses ?? 10;
  const unsafe = options.unsafe === true;
  // Before any change: what each file's fixes must not add to.
  const jobs = [...new Set(paths)].map((p): Job => ({ path: p, errorsBefore: errorCodes(service, p), banned: new Set(), attempt: 0, pass: 0, rounds: [], applied: [], creates: [], appliedBefore: 0, createsBefore: 0, base: undefined, outcome: undefined }));
  const count = () => jobs.reduce((n, j) => n + j.applied.length, 0);
  try {
    for (let active = jobs; active.length > 0; active = active.filter((j) => j.outcome === undefined)) step(service, active, jobs, unsafe, max, states);
    // A fix of one file can free what another's needed (a name another skill had): the settled
    // files take one more round, and again while one changes, as a second run would.
    for (let sweep = 0, before = 0; sweep < SWEEPS && count() !== before; sweep++) {
      before = count();
      const again = jobs.filter((j) => j.outcome === 'settled');
      for (const j of again) sweepFrom(j, states.get(j.path));
      for (let active = again; active.length > 0; active = active.filter((j) => j.outcome === undefined)) step(service, active, jobs, unsafe, max, states);
    }
  } finally {
    if (!options.keep) for (const s of states.values()) restore(service, s);
  }
  const files = [...states.values()].filter((s) => s.current !== s.before).map((s) => ({ path: s.path, before: s.before, after: s.current, edits: s.edits }));
  return { files, applied: jobs.flatMap((j) => j.applied), creates: [...new Set(jobs.flatMap((j) => j.creates))], unsettled: jobs.filter((j) => j.outcome === 'unsettled').map((j) => j.path) };
}

function errorCodes(service: LanguageService, p: string): Set<string> {
  return new Set(service.findings(p).filter((f) => f.severity === 'error').map((f) => f.code));
}

/** Attempts per file: each one bans the fixes that fought in the one before; the last bans every fix it applied. */
const ATTEMPTS = 3;
/** Rounds of every settled file after the run, while one of them still changes. */
const SWEEPS = 4;

/** A file's text and edits where a sweep found it (what a failed attempt of the sweep goes back to). */
interface Base {
  readonly current: string;
  readonly edits: readonly OffsetEdit[];
}

/** Makes a settled file take rounds again, from where it is: what it applied so far is kept. */
function sweepFrom(job: Job, state: FileState | undefined): void {
  job.outcome = undefined;
  job.pass = 0;
  job.attempt = 0;
  job.rounds = [];
  job.base = state ? { current: state.current, edits: [...state.edits] } : undefined;
}

/** One file's way through the run: its attempts, its rounds, what it applied and created. */
interface Job {
  readonly path: string;
  /** Error codes the file had before the run: a fix must not add another. */
  readonly errorsBefore: ReadonlySet<string>;
  /** Fix codes this file's next attempts leave alone. */
  readonly banned: Set<string>;
  attempt: number;
  pass: number;
  /** The codes applied in each round of the current attempt. */
  rounds: string[][];
  applied: AppliedFix[];
  creates: string[];
  /** How many of `applied` and `creates` came before the current attempt (kept when it goes back). */
  appliedBefore: number;
  createsBefore: number;
  /** Where a failed attempt goes back to: the text before the run, or where the current sweep found it. */
  base: Base | undefined;
  /** Undefined while it still has rounds to take. */
  outcome: 'settled' | 'unsettled' | undefined;
}

/** What comes after a file's round: another round (undefined), the end, or a new attempt. */
type JobEnd = { readonly end: 'settled' | 'unsettled' | undefined } | { readonly end: 'retry'; readonly newError: boolean };

/**
 * One round of every file still being fixed, then for each what comes next: rounds until its
 * fixes agree. When they do not settle (a fix undoes another: a name fix and the folder-match
 * fix of a folder whose own name is invalid), or the fixed file has an error the original did
 * not (a rename onto a sibling's name), the file goes back to its text before the run and the
 * fixes involved are banned for its next attempt, so nothing is written that a second run
 * would change again. A file that never settles is left as it was, and said.
 */
function step(service: LanguageService, active: readonly Job[], all: readonly Job[], unsafe: boolean, max: number, states: Map<string, FileState>): void {
  const results = fixRound(service, active, unsafe, states, new Set(all.flatMap((j) => j.creates)));
  // Every finding asked here comes before any file goes back: one re-check for the round.
  const ends = active.map((job): JobEnd => {
    const round = results.get(job)!;
    // An editor buffer too large to hand over whole is fixed in one round, on its scanned start.
    if (isPartial(service, job.path)) return { end: round === 'done' || !states.has(job.path) ? 'settled' : 'unsettled' };
    if (round === 'changed' && ++job.pass < max) return { end: undefined };
    const newError = round === 'done' && service.findings(job.path).some((f) => f.severity === 'error' && !job.errorsBefore.has(f.code));
    if (!states.has(job.path)) return { end: round === 'done' ? 'settled' : 'unsettled' };
    if (round === 'done' && !newError) return { end: 'settled' };
    // Out of rounds without going in a circle: the fixes agree, there are just many; kept, and said.
    if (round === 'changed') return { end: 'unsettled' };
    return { end: 'retry', newError };
  });
  active.forEach((job, i) => {
    const next = ends[i]!;
    if (next.end === undefined) return;
    if (next.end !== 'retry') {
      job.outcome = next.end;
      return;
    }
    // Back to the text before the run, then ban the fixes that fought: applied twice, else all but the first round's, else all.
    const codes = job.rounds.flat();
    const twice = codes.filter((c, k) => codes.indexOf(c) !== k);
    const later = job.rounds.slice(1).flat();
    for (const c of job.attempt === ATTEMPTS - 2 || next.newError ? codes : twice.length > 0 ? twice : later.length > 0 ? later : codes) job.banned.add(c);
    reset(service, states.get(job.path)!, job.base);
    job.applied = job.applied.slice(0, job.appliedBefore);
    job.creates = job.creates.slice(0, job.createsBefore);
    job.rounds = [];
    job.pass = 0;
    if (++job.attempt === ATTEMPTS) job.outcome = 'unsettled';
  });
}

/** Puts a file back to its text before the run (or to `base`), in the service and in its state. */
function reset(service: LanguageService, s: FileState, base: Base | undefined): void {
  s.current = base?.current ?? s.before;
  s.edits = base ? [...base.edits] : [];
  s.seen.clear();
  s.seen.add(s.before);
  s.seen.add(s.current);
  service.openDocument(s.path, s.current);
}

/** What a round did to one file: changed something, found nothing more to fix, or came back to an earlier text. */
type RoundResult = 'changed' | 'done' | 'cycle';

/** A file's planned edits in one round, with the files whose fixes planned them. */
interface Target {
  readonly lines: LineIndex;
  readonly offsets: OffsetEdit[];
  readonly edits: TextEdit[];
  readonly by: Set<Job>;
}

/**
 * One round of fixes on every active file: each file's fixes are chosen from the findings
 * before the round (no file changes until all are chosen; an edit that would touch what
 * another fix of the round changes waits for the next round), then every file edited is
 * handed to the service once.
 */
function fixRound(service: LanguageService, jobs: readonly Job[], unsafe: boolean, states: Map<string, FileState>, created: Set<string>): Map<Job, RoundResult> {
  const byPath = new Map<string, Target>();
  const results = new Map<Job, RoundResult>();
  for (const job of jobs) {
    if (job.pass === 0) {
      job.appliedBefore = job.applied.length;
      job.createsBefore = job.creates.length;
    }
    const doc = documentContext(service, job.path);
    const start = job.applied.length;
    results.set(job, doc && planFixes(service, doc, job, unsafe, states, created, byPath) ? 'changed' : 'done');
    job.rounds.push(job.applied.slice(start).map((a) => a.code));
  }
  for (const [p, target] of byPath) {
    if (target.edits.length === 0) continue;
    const state = stateOf(service, p, target.lines.text, states);
    const next = applyTextEdits(target.lines, target.edits);
    // A text seen before: the fixes go round in a circle; the files whose fixes did it stop here.
    if (next === state.current || state.seen.has(next)) {
      for (const job of target.by) results.set(job, 'cycle');
      continue;
    }
    state.edits = composeEdits(state.before, state.edits, target.offsets);
    state.current = next;
    state.seen.add(next);
    if (!isPartial(service, p)) service.openDocument(p, next);
  }
  return results;
}

/** Chooses one file's fixes of the round, adding their edits to `byPath`; true when it chose any. */
function planFixes(service: LanguageService, doc: DocumentContext, job: Job, unsafe: boolean, states: Map<string, FileState>, created: Set<string>, byPath: Map<string, Target>): boolean {
  let changed = false;
  for (const f of [...service.findings(doc.path)]) {
    if (job.banned.has(f.code)) continue;
    const proposal = chosenProposal(service, doc, f, unsafe);
    if (!proposal) continue;
    const planned: { path: string; offsets: OffsetEdit[]; edits: TextEdit[] }[] = [];
    const newFiles: string[] = [];
    let ok = true;
    for (const c of proposal.changes) {
      if (c.kind === 'create') {
        if (!created.has(c.path)) newFiles.push(c.path);
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
      target.by.add(job);
    }
    for (const n of newFiles) {
      created.add(n);
      job.creates.push(n);
    }
    job.applied.push({ path: doc.path, code: f.code, title: proposal.title });
    changed = true;
  }
  return changed;
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
function linesOf(service: LanguageService, p: string, states: Map<string, FileState>): Target | undefined {
  const known = states.get(p)?.current ?? service.index.fullParsed(p)?.text;
  return known === undefined ? undefined : { lines: new LineIndex(known), offsets: [], edits: [], by: new Set() };
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
