import * as nodeFs from 'node:fs';
import * as path from 'node:path';
import { decodeText } from '../service/fs/decodeText';
import { runFixes, type FileFixes } from '../service/features/fixEngine';
import { localize } from '../service/features/localize';
import type { LanguageService } from '../service/languageService';
import type { Locale, LocalizedText } from '../service/model/finding';
import type { CliOptions, FixMode } from './cliOptions';
import { FIX_MESSAGES } from './fixMessages';
import { relativePath } from './formatFindings';
import { unifiedDiff } from './unifiedDiff';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Rounds of fixes per file before a run gives up on a file whose fixes undo one another. */
const MAX_ROUNDS = 10;

/** What `lint --fix` did, for the report printed before the findings that remain. */
export interface FixOutcome {
  /** One line per fixed file and a closing line (empty when nothing was fixed). */
  readonly report: string;
  /** The unified diff of every change (`--fix-dry-run`; nothing is written then). */
  readonly diff: string;
}

/**
 * `skillkiln lint --fix`: applies the fixes of `files` with the language service's fix
 * engine (the editor's quick fixes), then writes each changed file atomically (a temporary
 * file beside it, renamed over it), with its BOM and line breaks, or with `dryRun` only
 * builds the diff. A file that changed on disk meanwhile, or is not valid UTF-8 (writing
 * it back would change bytes the text cannot hold), is left alone. Afterwards the service
 * holds what the files now contain, so the findings that remain can be printed.
 */
export function lintFixes(service: LanguageService, files: readonly string[], mode: FixMode, cwd: string, locale: Locale, warn: (line: string) => void, area: FixArea): FixOutcome {
  const say = (text: LocalizedText) => warn(localize(text, locale));
  const run = runFixes(service, files, { unsafe: mode.unsafe, keep: true, maxPasses: MAX_ROUNDS });
  for (const p of run.unsettled) say(FIX_MESSAGES.unsettled(relativePath(cwd, p), MAX_ROUNDS));
  const skipped = new Set<string>();
  let diff = '';
  for (const file of run.files) {
    const bom = hasBom(file.path);
    // A file reached through a link that leaves the folders given is checked, never written.
    const outside = area.outside(file.path);
    if (outside !== undefined) {
      say(FIX_MESSAGES.notFixed(relativePath(cwd, file.path), localize(FIX_MESSAGES.linkOutside(outside), locale)));
      skipped.add(file.path);
      service.closeDocument(file.path);
      continue;
    }
    if (mode.dryRun) {
      diff += unifiedDiff(relativePath(cwd, file.path), (bom ? '\uFEFF' : '') + file.before, bom ? file.edits.map((e) => ({ ...e, start: e.start + 1, end: e.end + 1 })) : file.edits);
      continue;
    }
    if (!writeFixed(file, bom, (why) => say(FIX_MESSAGES.notFixed(relativePath(cwd, file.path), localize(why, locale))))) skipped.add(file.path);
    // The service reads the file again: what is on disk now, fixed or not.
    service.closeDocument(file.path);
  }
  for (const p of run.creates) {
    if (area.outside(p) !== undefined) say(FIX_MESSAGES.notCreated(relativePath(cwd, p), localize(FIX_MESSAGES.outsideArea, locale)));
    else if (mode.dryRun) diff += `diff --git a/${relativePath(cwd, p)} b/${relativePath(cwd, p)}\nnew file mode 100644\n`;
    else if (createEmpty(p, (why) => say(FIX_MESSAGES.notCreated(relativePath(cwd, p), why)))) service.fileChanged(p);
  }
  const applied = run.applied.filter((a) => !skipped.has(a.path));
  const byFile = new Map<string, string[]>();
  for (const a of applied) byFile.set(a.path, [...(byFile.get(a.path) ?? []), a.code]);
  const lines = [...byFile].map(([p, codes]) => localize(FIX_MESSAGES.fileLine(relativePath(cwd, p), mode.dryRun, tally(codes)), locale));
  if (lines.length > 0) lines.push(localize(FIX_MESSAGES.total(applied.length, byFile.size, mode.dryRun), locale));
  return { report: lines.map((l) => l + '\n').join(''), diff };
}

/**
 * Where `lint --fix` may write: the folders given on the command line (a file given stands
 * for its folder), links resolved. A file whose real path is elsewhere (a linked SKILL.md,
 * a linked skill or skills folder) is outside, even though the run checks it.
 */
export class FixArea {
  private readonly real: readonly string[];

  constructor(scopes: readonly { readonly path: string; readonly file: boolean }[]) {
    this.real = scopes.map((s) => realOrSelf(s.file ? path.dirname(s.path) : s.path));
  }

  /** Undefined when `p` (existing or about to be created) really lies inside; else where it really is. */
  outside(p: string): string | undefined {
    const real = realNearest(p);
    return this.real.some((dir) => real === dir || real.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep)) ? undefined : real;
  }
}

function realOrSelf(p: string): string {
  try {
    return nodeFs.realpathSync.native(p);
  } catch {
    return path.resolve(p);
  }
}

/** The real path of `p`, or of its nearest existing folder with the rest appended (a file not created yet). */
function realNearest(p: string): string {
  const rest: string[] = [];
  let dir = path.resolve(p);
  for (;;) {
    try {
      return path.join(nodeFs.realpathSync.native(dir), ...rest.reverse());
    } catch {
      const up = path.dirname(dir);
      if (up === dir) return path.resolve(p);
      rest.push(path.basename(dir));
      dir = up;
    }
  }
}

/** `keywords-duplicate ×2, unquoted-colon`: each code once, with its count. */
function tally(codes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, k]) => (k > 1 ? `${c} ×${k}` : c)).join(', ');
}

function hasBom(p: string): boolean {
  try {
    const fd = nodeFs.openSync(p, 'r');
    try {
      const head = Buffer.alloc(3);
      return nodeFs.readSync(fd, head, 0, 3, 0) === 3 && head.equals(BOM);
    } finally {
      nodeFs.closeSync(fd);
    }
  } catch {
    return false;
  }
}

/** Writes the fixed text over the file (through a symlink, to its target); false when left alone (`fail` says why). */
function writeFixed(file: FileFixes, bom: boolean, fail: (why: LocalizedText) => void): boolean {
  const plain = (why: string): LocalizedText => ({ en: why, fr: why });
  let target: string;
  let bytes: Buffer;
  try {
    target = nodeFs.realpathSync(file.path);
    bytes = nodeFs.readFileSync(target);
  } catch (err) {
    fail(plain((err as Error).message));
    return false;
  }
  const now = decodeText(bytes);
  if (!now.ok || now.invalidUtf8) {
    fail(FIX_MESSAGES.invalidUtf8);
    return false;
  }
  if (now.text !== file.before) {
    fail(FIX_MESSAGES.changedMeanwhile);
    return false;
  }
  const out = Buffer.concat([bom ? BOM : Buffer.alloc(0), Buffer.from(file.after, 'utf8')]);
  return writeAtomically(target, out, (why) => fail(plain(why)));
}

/**
 * Writes `bytes` to a new file in the same folder, flushed to disk, with the file's mode,
 * then renames it over `target`: a reader (or a crash) sees the old file or the new one,
 * never half of one.
 */
export function writeAtomically(target: string, bytes: Uint8Array, fail: (why: string) => void): boolean {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now().toString(36)}.skillkiln-tmp`);
  let fd: number | undefined;
  try {
    const mode = nodeFs.statSync(target).mode & 0o7777;
    fd = nodeFs.openSync(temp, 'wx', mode);
    nodeFs.writeSync(fd, bytes);
    nodeFs.fsyncSync(fd);
    nodeFs.closeSync(fd);
    fd = undefined;
    nodeFs.chmodSync(temp, mode);
    nodeFs.renameSync(temp, target);
    return true;
  } catch (err) {
    if (fd !== undefined) nodeFs.closeSync(fd);
    nodeFs.rmSync(temp, { force: true });
    fail((err as Error).message);
    return false;
  }
}

/** Creates an empty file (and its folders); never overwrites. */
function createEmpty(p: string, fail: (why: string) => void): boolean {
  try {
    nodeFs.mkdirSync(path.dirname(p), { recursive: true });
    nodeFs.writeFileSync(p, '', { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') fail((err as Error).message);
    return false;
  }
}

/**
 * The fix stage of `lint`, before the findings are printed: fixes, then prints what was
 * fixed (on stdout for text output, on stderr for machine formats, which stay parseable).
 * With `--fix-dry-run` the run ends here: the diff on stdout, the summary on stderr, and the
 * exit code the files would give once fixed. Undefined: go on and print what remains.
 */
export function fixStage(service: LanguageService, files: readonly string[], options: CliOptions, cwd: string, write: (chunk: string) => void, warn: (line: string) => void, area: FixArea): 0 | 1 | undefined {
  if (!options.fix) return undefined;
  const fixed = lintFixes(service, files, options.fix, cwd, options.locale, warn, area);
  const toStderr = () => fixed.report.split('\n').filter(Boolean).forEach((l) => warn(l));
  if (options.fix.dryRun) {
    write(fixed.diff);
    toStderr();
    return files.some((p) => service.findings(p).some((f) => f.severity === 'error')) ? 1 : 0;
  }
  if (options.format === 'text') write(fixed.report);
  else toStderr();
  return undefined;
}
