import * as path from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { normalizeConfig } from '../service/config/normalizeConfig';
import type { ServiceConfig } from '../service/config/serviceConfig';
import { readText } from '../service/fs/readText';
import type { FileSystem } from '../service/fs/fileSystem';
import type { CliOptions } from './cliOptions';

/**
 * The settings of one folder as the CLI uses them: the folder's `.vscode/settings.json`
 * (`skillsmith.*` keys, so the CLI and the editor agree), then the command line on top.
 * Malformed settings are reported through `warn` and replaced by their defaults.
 */
export function cliConfig(options: CliOptions, folder: string, fs: FileSystem, warn: (line: string) => void, extraDirs: readonly string[] = []): ServiceConfig {
  const { config: base, problems } = normalizeConfig(readFolderSettings(folder, fs), options.locale);
  for (const p of problems) warn(`${path.join(folder, '.vscode', 'settings.json')}: ${p[options.locale]}`);
  return {
    ...base,
    profile: options.profile ?? base.profile,
    // An explicit --profile applies to every root.
    rootProfiles: options.profile ? {} : base.rootProfiles,
    skillsDirs: [...(options.skillsDirs ?? base.skillsDirs), ...extraDirs],
    agentSkills: { targets: options.targets ?? base.agentSkills.targets },
    locale: options.locale,
  };
}

/** The `skillsmith` section of `<folder>/.vscode/settings.json` (JSON with comments), or undefined. */
function readFolderSettings(folder: string, fs: FileSystem): Record<string, unknown> | undefined {
  const { decoded } = readText(fs, path.join(folder, '.vscode', 'settings.json'));
  if (!decoded.ok) return undefined;
  const raw: unknown = parseJsonc(decoded.text, [], { allowTrailingComma: true });
  if (!raw || typeof raw !== 'object') return undefined;
  const section: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'skillsmith' && value && typeof value === 'object') Object.assign(section, value);
    else if (key.startsWith('skillsmith.')) section[key.slice('skillsmith.'.length)] = value;
  }
  return section;
}
