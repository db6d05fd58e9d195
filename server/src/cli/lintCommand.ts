import * as path from 'node:path';
import { AGENT_SKILL_DIRS, DEFAULT_CONFIG } from '../service/config/serviceConfig';
import type { FileSystem } from '../service/fs/fileSystem';
import { createLanguageService } from '../service/languageService';
import { cliConfig } from './cliConfig';
import { UsageError, type CliOptions } from './cliOptions';
import { ChunkedWriter } from './chunkedWriter';
import { formatTextFinding, SeverityTally, toJsonFinding } from './formatFindings';
import { reportSkipped, SkippedPlaces } from './skippedPlaces';

/** True when `dir` is itself a skills root: a configured skills dir or an agent folder. */
function isSkillsRoot(dir: string, options: CliOptions): boolean {
  const normalized = dir.split(path.sep).join('/');
  const names = [...(options.skillsDirs ?? DEFAULT_CONFIG.skillsDirs), ...AGENT_SKILL_DIRS];
  return names.some((n) => normalized.endsWith('/' + n.replace(/^\.\//, '').replace(/\/$/, '')));
}

/**
 * `skillsmith lint`: each path is a folder (its skills roots and every SKILL.md at any
 * depth) or a file (checked with its siblings, reported alone). Output is streamed file by
 * file, in path order, through `write`; returns the exit code (1 when any error was found or
 * any place could not be checked, see SkippedPlaces).
 */
export function lintCommand(options: CliOptions, fs: FileSystem, cwd: string, write: (chunk: string) => void, warn: (line: string) => void = () => {}): 0 | 1 {
  const folders = new Map<string, { flatRoot: boolean }>();
  const scopes: { path: string; file: boolean }[] = [];
  const skipped = new SkippedPlaces(fs, cwd, options.locale);
  for (const arg of options.paths) {
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
  });
  service.setFolders([...folders.keys()]);
  const inScope = (p: string) => scopes.some((s) => (s.file ? p === s.path : p === s.path || p.startsWith(s.path + path.sep)));
  reportSkipped(skipped, service, [...folders.keys()], inScope, warn);
  const files = [...service.index.skillPaths(), ...service.index.otherDocuments()].filter(inScope).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out = new ChunkedWriter(write);
  const tally = new SeverityTally();
  const json = options.format === 'json';
  if (json) out.add('[');
  for (const p of files) {
    // Each file's findings come sorted by position; printed as soon as they are known.
    for (const f of service.findings(p)) {
      if (json) out.add(`${tally.total === 0 ? '' : ','}\n${indent(JSON.stringify(toJsonFinding(f, cwd, options.locale), null, 2))}`);
      else out.add(formatTextFinding(f, cwd, options.locale) + '\n');
      tally.add(f.severity);
    }
  }
  out.add(json ? (tally.total === 0 ? ']\n' : '\n]\n') : tally.summary(files.length) + skipped.summarySuffix() + '\n');
  out.flush();
  return tally.errors > 0 || skipped.unchecked > 0 ? 1 : 0;
}

/** Two more spaces before every line: a finding's JSON inside the top-level array. */
function indent(block: string): string {
  return '  ' + block.replace(/\n/g, '\n  ');
}
