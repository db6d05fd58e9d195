import * as path from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import type { AgentTarget, ServiceConfig } from '../service/config/serviceConfig';
import { describeConfigProblem, folderConfig } from '../service/config/configFile';
import { MAX_JSON_DEPTH, nestedTooDeep } from '../service/config/jsonDepth';
import { readText } from '../service/fs/readText';
import type { FileSystem } from '../service/fs/fileSystem';
import type { CliOptions } from './cliOptions';

/**
 * The settings of one folder as the CLI uses them: the folder's `.vscode/settings.json`
 * (`skillkiln.*` keys, so the CLI and the editor agree), the nearest `.skillkiln.json`
 * on top of it, then the command line on top of both. Malformed settings are reported
 * through `warn` and replaced by their defaults.
 */
export function cliConfig(options: CliOptions, folder: string, fs: FileSystem, warn: (line: string) => void, extraDirs: readonly string[] = []): ServiceConfig {
  const { config: base, settingsProblems, file } = folderConfig(fs, folder, readFolderSettings(folder, fs, options.locale === 'fr' ? (f) => warn(`${f} : imbriqué sur plus de ${MAX_JSON_DEPTH} niveaux ; les réglages par défaut s’appliquent.`) : (f) => warn(`${f}: nested more than ${MAX_JSON_DEPTH} levels deep; the default settings are used.`)), options.locale);
  for (const p of settingsProblems) warn(`${path.join(folder, '.vscode', 'settings.json')}: ${p[options.locale]}`);
  for (const p of file?.problems ?? []) warn(describeConfigProblem(p, options.locale));
  return {
    ...base,
    profile: options.profile ?? base.profile,
    // An explicit --profile applies to every root.
    rootProfiles: options.profile ? {} : base.rootProfiles,
    skillsDirs: [...(options.skillsDirs ?? base.skillsDirs), ...extraDirs],
    agentSkills: { targets: options.targets ?? base.agentSkills.targets, ...listingBudgetOf(options, base) },
    ...(options.contextWindowTokens !== undefined ? { contextWindowTokens: options.contextWindowTokens } : {}),
    locale: options.locale,
  };
}

/**
 * Listing budgets: the settings', then `--listing-budget` for the `--target`, else Claude
 * Code's own `SLASH_COMMAND_TOOL_CHAR_BUDGET` when it is set, as Claude Code reads it.
 */
function listingBudgetOf(options: CliOptions, base: ServiceConfig): { listingBudget?: ServiceConfig['agentSkills']['listingBudget'] } {
  const budgets = { ...base.agentSkills.listingBudget };
  const env = Number(process.env['SLASH_COMMAND_TOOL_CHAR_BUDGET']);
  if (budgets['claude-code'] === undefined && Number.isInteger(env) && env > 0) budgets['claude-code'] = env;
  if (options.listingBudget !== undefined) {
    const target = (options.target ?? 'claude-code') as AgentTarget;
    budgets[target] = options.listingBudget;
  }
  return Object.keys(budgets).length > 0 ? { listingBudget: budgets } : {};
}

/** The `skillkiln` section of `<folder>/.vscode/settings.json` (JSON with comments), or undefined. */
function readFolderSettings(folder: string, fs: FileSystem, tooDeep: (file: string) => void): Record<string, unknown> | undefined {
  const file = path.join(folder, '.vscode', 'settings.json');
  const { decoded } = readText(fs, file);
  if (!decoded.ok || decoded.notText) return undefined;
  if (nestedTooDeep(decoded.text)) {
    tooDeep(file);
    return undefined;
  }
  const raw: unknown = parseJsonc(decoded.text, [], { allowTrailingComma: true });
  if (!raw || typeof raw !== 'object') return undefined;
  const section: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'skillkiln' && value && typeof value === 'object') Object.assign(section, value);
    else if (key.startsWith('skillkiln.')) section[key.slice('skillkiln.'.length)] = value;
  }
  return section;
}
