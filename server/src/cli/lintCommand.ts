import * as path from 'node:path';
import { isIgnored } from '../service/config/configScopes';
import { AGENT_SKILL_DIRS, DEFAULT_CONFIG } from '../service/config/serviceConfig';
import type { FileSystem } from '../service/fs/fileSystem';
import { createLanguageService } from '../service/languageService';
import { cliConfig } from './cliConfig';
import { UsageError, type CliOptions } from './cliOptions';
import { ChunkedWriter } from './chunkedWriter';
import { findingPrinter } from './findingPrinter';
import { SeverityTally } from './formatFindings';
import { leftoverTemps } from './leftoverTemps';
import { FixArea, fixStage } from './lintFixes';
import { refusedPath } from './refusedPath';
import { reportSkipped, SkippedPlaces } from './skippedPlaces';

/** True when `dir` is itself a skills root: a configured skills dir or an agent folder. */
function isSkillsRoot(dir: string, options: CliOptions): boolean {
  const normalized = dir.split(path.sep).join('/');
  const names = [...(options.skillsDirs ?? DEFAULT_CONFIG.skillsDirs), ...AGENT_SKILL_DIRS];
  return names.some((n) => normalized.endsWith('/' + n.replace(/^\.\//, '').replace(/\/$/, '')));
}

/**
 * `skillkiln lint`: each path is a folder (its skills roots and every SKILL.md at any
 * depth) or a file (checked with its siblings, reported alone). Output is streamed file by
 * file, in path order, through `write` in `options.format`; returns the exit code (see `lintExitCode`;
 * also 1 when a place could not be checked, see SkippedPlaces).
 */
export function lintCommand(options: CliOptions, fs: FileSystem, cwd: string, write: (chunk: string) => void, warn: (line: string) => void = () => {}, version = 'dev'): 0 | 1 {
  const folders = new Map<string, { flatRoot: boolean }>();
  const scopes: { path: string; file: boolean }[] = [];
  const skipped = new SkippedPlaces(fs, cwd, options.locale);
  for (const arg of options.paths) {
    const refused = refusedPath(arg, cwd, options.locale);
    if (refused) throw new UsageError(refused);
    const abs = path.resolve(cwd, arg);
    const st = fs.stat(abs);
    if (!st && skipped.unreachableArgument(arg, abs)) continue;
    if (!st) throw new UsageError(`no such file or folder: ${arg}`);
    if (st.kind === 'directory') {
      // A skills folder named directly (`lint skills`) is linted as part of its parent.
      const folder = isSkillsRoot(abs, options) ? path.dirname(abs) : abs;
      folders.set(folder, { flatRoot: folders.get(folder)?.flatRoot ?? false });
      scopes.push({ path: abs, file: false });
    } else {
      // A SKILL.md belongs to the folder holding its skill folder; a flat file to its own folder.
      const isSkillMd = path.basename(abs) === 'SKILL.md';
      const folder = isSkillMd ? path.dirname(path.dirname(abs)) : path.dirname(abs);
      folders.set(folder, { flatRoot: (folders.get(folder)?.flatRoot ?? false) || !isSkillMd });
      scopes.push({ path: abs, file: true });
    }
  }
  const service = createLanguageService({
    fs,
    configFor: (folder) => cliConfig(options, folder, fs, warn, folders.get(folder)?.flatRoot ? ['.'] : []),
    deep: true,
    // Findings are printed in one language; fix data only serves SARIF's fixes and `--fix`,
    // related places only SARIF's `relatedLocations`.
    // Each file is printed once; `--fix` asks again after fixing.
    keep: { locale: options.locale, fixes: options.format === 'sarif' || options.fix !== undefined, related: options.format === 'sarif', once: options.fix === undefined },
  });
  service.setFolders([...folders.keys()]);
  const inScope = (p: string) => scopes.some((s) => (s.file ? p === s.path : p === s.path || p.startsWith(s.path + path.sep)));
  const files = [...service.index.skillPaths(), ...service.index.otherDocuments()].filter((p) => inScope(p) && !isIgnored(service.index.configFor(p), p)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  skipped.addUnopened(service, files);
  reportSkipped(skipped, service, [...folders.keys()], inScope, warn);
  const area = new FixArea(scopes);
  leftoverTemps(fs, files, options.fix && !options.fix.dryRun ? (p) => area.outside(p) === undefined : undefined, cwd, options.locale, warn);
  // --fix: the files are fixed first, and what remains is reported below.
  const fixExit = fixStage(service, files, options, cwd, write, warn, area);
  if (fixExit !== undefined) return fixExit;
  const out = new ChunkedWriter(write);
  const tally = new SeverityTally();
  const printer = findingPrinter(options.format, out, { cwd, locale: options.locale, service, version });
  for (const p of files) {
    // Each file's findings come sorted by position; printed as soon as they are known.
    for (const f of service.findings(p)) {
      tally.add(f.severity);
      if (!options.quiet || f.severity === 'error') printer.add(f);
    }
  }
  printer.end(tally, files.length, skipped.summarySuffix());
  out.flush();
  return Math.max(lintExitCode(tally, options.maxWarnings), skipped.unchecked > 0 ? 1 : 0) as 0 | 1;
}

/** 1 when any error was found, or more warnings than `--max-warnings` allows (hidden ones by `--quiet` count too). */
export function lintExitCode(tally: SeverityTally, maxWarnings: number | undefined): 0 | 1 {
  return tally.errors > 0 || (maxWarnings !== undefined && tally.warnings > maxWarnings) ? 1 : 0;
}
