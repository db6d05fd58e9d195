import * as path from 'node:path';
import type { FileSystem } from '../service/fs/fileSystem';
import { createLanguageService } from '../service/languageService';
import { AGENTS } from '../service/agents/agents';
import { folderReaders } from '../service/agents/folderReaders';
import type { SkillPortability } from '../service/model/portability';
import type { Locale } from '../service/model/finding';
import { cliConfig } from './cliConfig';
import { escapeJson, escapeLines } from './escapeControls';
import { UsageError, type CliOptions } from './cliOptions';
import { refusedPath } from './refusedPath';

/** For an agent target, which skills folders it reads. */
function readsFolder(target: string): ((label: string) => boolean) | undefined {
  const agent = (AGENTS as Readonly<Record<string, { discovery: { folders: readonly string[] } }>>)[target];
  return agent ? (label) => agent.discovery.folders.includes(label) : undefined;
}

/** What a catalog run produced: the catalog on stdout, banner warnings on stderr. */
export interface CatalogOutcome {
  readonly output: string;
  readonly warnings: string;
}

/**
 * `skillkiln catalog [folder]`: the catalog exactly as the model receives it, built from
 * the folder's first skills root (the configured skills dirs first, then agent folders).
 * Skill text is printed safe for a CI log (see `escapeLines`, `escapeJson`): a description
 * cannot issue a runner command nor drive the terminal.
 */
export function catalogCommand(options: CliOptions, fs: FileSystem, cwd: string, warn: (line: string) => void = () => {}): CatalogOutcome {
  const refused = refusedPath(options.paths[0] ?? '.', cwd, options.locale);
  if (refused) throw new UsageError(refused);
  const folder = path.resolve(cwd, options.paths[0] ?? '.');
  if (fs.stat(folder)?.kind !== 'directory') throw new UsageError(`not a folder: ${options.paths[0]}`);
  const service = createLanguageService({ fs, configFor: (f) => cliConfig(options, f, fs, warn), deep: true });
  service.setFolders([folder]);
  // Skills found deeper inside a root are part of its listing; an agent's listing starts at the folder it reads.
  const top = service.roots().filter((r, _, all) => !all.some((o) => o !== r && r.root.path.startsWith(o.root.path + path.sep)));
  const reads = options.target ? readsFolder(options.target) : undefined;
  const state = (reads && top.find((r) => reads(r.root.label))) ?? top[0];
  const locale = options.locale;
  if (!state) {
    const none = locale === 'fr' ? 'aucun dossier de skills : zéro skill, l’outil read_skill n’est pas déclaré' : 'no skills folder: zero skills, the read_skill tool is not declared';
    return options.format === 'json' ? { output: JSON.stringify({ root: null, text: '', entries: [] }, null, 2) + '\n', warnings: none + '\n' } : { output: '', warnings: none + '\n' };
  }
  const targets = state.profile.catalogTargets.map((t) => t.id);
  if (options.target !== undefined && !targets.includes(options.target)) throw new UsageError(`the ${state.profile.id} profile has no target '${options.target}' (expected ${targets.join(', ')})`);
  const catalog = service.catalog(state.root, options.target);
  const warnings = escapeLines(catalog.warnings.map((w) => w[locale]).join('\n')) + '\n';
  if (options.format === 'json') {
    const rel = (p: string) => path.relative(cwd, p).split(path.sep).join('/');
    const portability = new Map((catalog.portability ?? []).map((p) => [p.path, portabilityJson(p, locale)]));
    const json = {
      root: rel(state.root.path) || '.',
      ...(state.profile.id === 'agent-skills' ? { readBy: folderReaders(state.root.label).map((a) => a.id) } : {}),
      profile: catalog.profile,
      profileReason: state.choice.reason[locale],
      target: catalog.target,
      text: catalog.text,
      chars: catalog.chars,
      tokens: catalog.tokens,
      ...(catalog.budget ? { budget: catalog.budget } : {}),
      entries: catalog.entries.map((e) => ({ name: e.name, file: rel(e.path), status: e.status, ...(e.reason ? { reason: e.reason[locale] } : {}), line: e.line, droppedKeywords: e.droppedKeywords, ...(portability.has(e.path) ? { portability: portability.get(e.path) } : {}) })),
      excluded: catalog.excluded.map((e) => ({ name: e.name, file: rel(e.path), reason: e.reason[locale] })),
      warnings: catalog.warnings.map((w) => w[locale]),
    };
    return { output: escapeJson(JSON.stringify(json, null, 2)) + '\n', warnings: '' };
  }
  return { output: catalog.text ? escapeLines(catalog.text) + '\n' : '', warnings };
}

/** A skill's portability in `catalog --format json`: one row per agent, then the fixes (target ids, one language). */
function portabilityJson(p: SkillPortability, locale: Locale) {
  return {
    agents: p.rows.map((r) => ({ agent: r.agent, status: r.status, readsFolder: r.readsFolder, ...(r.detail ? { detail: r.detail[locale] } : {}), verified: r.verified })),
    fixes: p.fixes.map((f) => ({ fix: f.text[locale], agents: f.agents })),
  };
}
