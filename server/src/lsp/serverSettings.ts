import type { ClientCapabilities, Connection } from 'vscode-languageserver';
import { describeConfigProblem, folderConfig } from '../service/config/configFile';
import { normalizeConfig, type NormalizedConfig } from '../service/config/normalizeConfig';
import type { ServiceConfig } from '../service/config/serviceConfig';
import { localize } from '../service/features/localize';
import { pathToUri } from '../service/features/uris';
import type { FileSystem } from '../service/fs/fileSystem';
import type { Locale, LocalizedText } from '../service/model/finding';
import { isObject } from './foldersOf';

/** What `initializationOptions` may carry (clients without `workspace/configuration` use `settings`). */
export interface InitOptions {
  readonly locale?: unknown;
  readonly settings?: unknown;
}

/**
 * The settings of each workspace folder: the client's `skillkiln` section (or the
 * initialization options' settings), under the folder's `.skillkiln.json`.
 */
export class ServerSettings {
  /** Normalized settings per workspace folder, cleared on a change of settings. */
  private readonly byFolder = new Map<string, NormalizedConfig>();
  initOptions: InitOptions = {};
  locale: Locale = 'en';
  clientCaps: ClientCapabilities = {};

  constructor(private readonly connection: Connection, private readonly fs: FileSystem) {}

  /** The settings in force in a folder (the initialization options' until the folder's are loaded). */
  configFor(folder: string): ServiceConfig {
    return (this.byFolder.get(folder) ?? normalizeConfig(this.initSettings(), this.locale)).config;
  }

  /** Forgets every folder's settings (`load` reads them again). */
  clear(): void {
    this.byFolder.clear();
  }

  /** Forgets a folder removed from the workspace. */
  forget(folder: string): void {
    this.byFolder.delete(folder);
  }

  private initSettings(): unknown {
    const s = this.initOptions.settings;
    if (typeof s === 'object' && s !== null && 'skillkiln' in s) return (s as { skillkiln: unknown }).skillkiln;
    return s;
  }

  /** Fetches each folder's `skillkiln` section (over initializationOptions) and reports malformed values once. */
  async load(folders: readonly string[]): Promise<void> {
    const base = this.initSettings();
    const problems: LocalizedText[] = [];
    const fileProblems: string[] = [];
    for (const folder of folders) {
      let raw: unknown = base;
      if (this.clientCaps.workspace?.configuration) {
        try {
          const fetched: unknown = await this.connection.workspace.getConfiguration({ scopeUri: pathToUri(folder), section: 'skillkiln' });
          if (isObject(fetched)) raw = isObject(base) ? { ...base, ...fetched } : fetched;
        } catch (err) {
          this.connection.console.warn(`settings of ${folder} could not be read: ${String(err)}`);
        }
      }
      // The folder's .skillkiln.json wins over these settings (see config/configFile.ts).
      const loaded = folderConfig(this.fs, folder, raw, this.locale);
      this.byFolder.set(folder, { config: loaded.config, problems: loaded.settingsProblems });
      problems.push(...loaded.settingsProblems);
      fileProblems.push(...(loaded.file?.problems ?? []).map((p) => describeConfigProblem(p, this.locale)));
    }
    const unique = [...new Set([...problems.map((p) => localize(p, this.locale)), ...fileProblems])];
    for (const p of unique) this.connection.console.warn(p);
    if (unique.length > 0) void this.connection.window.showWarningMessage(unique.join(' '));
  }
}
