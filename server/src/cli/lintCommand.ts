import * as path from 'node:path';
import { AGENT_SKILL_DIRS, DEFAULT_CONFIG } from '../service/config/serviceConfig';
import type { FileSystem } from '../service/fs/fileSystem';
import { createLanguageService } from '../service/languageService';
import type { Finding } from '../service/model/finding';
import { compareFindings } from '../service/rules/reporter';
import { cliConfig } from './cliConfig';
import { UsageError, type CliOptions } from './cliOptions';
import { formatTextFinding, summaryLine, toJsonFindings } from './formatFindings';

/** True when `dir` is itself a skills root: a configured skills dir or an agent folder. */
function isSkillsRoot(dir: string, options: CliOptions): boolean {
  const normalized = dir.split(path.sep).join('/');
  const names = [...(options.skillsDirs ?? DEFAULT_CONFIG.skillsDirs), ...AGENT_SKILL_DIRS];
  return names.some((n) => normalized.endsWith('/' + n.replace(/^\.\//, '').replace(/\/$/, '')));
}

/** What a lint run produced. */
export interface LintOutcome {
  readonly output: string;
  readonly exitCode: 0 | 1;
}

/**
 * `skillsmith lint`: each path is a folder (its skills roots and every SKILL.md at any
 * depth) or a file (checked with its siblings, reported alone).
 */
export function lintCommand(options: CliOptions, fs: FileSystem, cwd: string, warn: (line: string) => void = () => {}): LintOutcome {
  const folders = new Map<string, { flatRoot: boolean }>();
  const scopes: { path: string; file: boolean }[] = [];
  for (const arg of options.paths) {
    const abs = path.resolve(cwd, arg);
    const st = fs.stat(abs);
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
  const findings: Finding[] = [];
  let files = 0;
  for (const p of [...service.index.skillPaths(), ...service.index.otherDocuments()]) {
    if (!inScope(p)) continue;
    files++;
    findings.push(...service.findings(p));
  }
  findings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : compareFindings(a, b)));
  const exitCode = findings.some((f) => f.severity === 'error') ? 1 : 0;
  if (options.format === 'json') return { output: JSON.stringify(toJsonFindings(findings, cwd, options.locale), null, 2) + '\n', exitCode };
  const lines = findings.map((f) => formatTextFinding(f, cwd, options.locale));
  lines.push(summaryLine(findings, files));
  return { output: lines.join('\n') + '\n', exitCode };
}
