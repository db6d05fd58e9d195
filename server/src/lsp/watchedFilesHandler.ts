import * as path from 'node:path';
import { FileChangeType, type DidChangeWatchedFilesParams } from 'vscode-languageserver';
import { CONFIG_FILE_NAMES } from '../service/config/configFile';
import { uriToPath } from '../service/features/uris';
import { BULK_CHANGES } from '../service/index/skillIndex';
import type { LanguageService } from '../service/languageService';
import type { SavedTexts } from './savedTexts';

/** What a change of files on disk sets going in the server. */
export interface WatchedFilesContext {
  readonly service: LanguageService;
  readonly savedTexts: SavedTexts;
  /** A `.skillkiln.json` changed: settings are read again. */
  configFileChanged(): void;
  /** Re-diagnoses every folder, debounced. */
  resync(): void;
}

/**
 * The handler of `workspace/didChangeWatchedFiles`: deleted files whose tabs hold no unsaved
 * change are closed, a config file reloads the settings, the rest goes to the index in one call.
 */
export function watchedFilesHandler(ctx: WatchedFilesContext): (params: DidChangeWatchedFilesParams) => void {
  return (params) => {
    const changes = Array.isArray(params.changes) ? params.changes : [];
    // A storm (a checkout, a build) is one re-walk in the index: no need to look at each change.
    const bulk = changes.length > BULK_CHANGES;
    const paths: string[] = [];
    for (const change of changes) {
      const p = uriToPath(change.uri);
      if (!p) continue;
      // A deleted file whose tab stays open but holds no unsaved change is gone.
      if (change.type === FileChangeType.Deleted) for (const open of ctx.savedTexts.unchangedUnder(p)) ctx.service.closeDocument(open);
      else ctx.savedTexts.diskChanged(p);
      if (CONFIG_FILE_NAMES.includes(path.basename(p))) {
        ctx.configFileChanged();
        continue;
      }
      // A deleted folder: one known file under it makes the index walk again.
      const inside = !bulk && change.type === FileChangeType.Deleted && !p.toLowerCase().endsWith('.md') ? ctx.service.index.skillPaths().find((s) => s.startsWith(p + path.sep)) : undefined;
      // Otherwise a reference file that appeared or vanished: the index re-checks the skills that reference files.
      paths.push(inside ?? p);
    }
    ctx.service.filesChanged(paths);
    ctx.resync();
  };
}
