import type { Connection } from 'vscode-languageserver';
import { localize } from '../service/features/localize';
import type { Locale } from '../service/model/finding';
import { refusedFolder } from './foldersOf';

/** Workspace folders refused (the whole disk, the home folder), each said once to the user. */
export class FolderRefusals {
  private readonly pending: string[] = [];

  constructor(private readonly connection: Connection, private readonly locale: () => Locale) {}

  /** The folders that may be indexed; the others are kept to be said by `report`. */
  checked(paths: readonly string[]): string[] {
    return paths.filter((p) => {
      const why = refusedFolder(p);
      if (why) this.pending.push(localize(why, this.locale()));
      return !why;
    });
  }

  /** Says each refusal not said yet, in the log and as a warning. */
  report(): void {
    for (const message of this.pending.splice(0)) {
      this.connection.console.warn(message);
      void this.connection.window.showWarningMessage(message);
    }
  }
}
