import * as path from 'node:path';
import type { TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/**
 * The version of each open document that equals its file on disk (opened or saved since).
 * A file deleted on disk while its tab stays open is gone when its buffer is such a version;
 * an edited buffer stays, as an unsaved skill.
 */
export class SavedVersions {
  private readonly versions = new Map<string, number>();

  constructor(private readonly documents: TextDocuments<TextDocument>) {
    documents.onDidOpen((e) => this.versions.set(e.document.uri, e.document.version));
    documents.onDidSave((e) => this.versions.set(e.document.uri, e.document.version));
    documents.onDidClose((e) => this.versions.delete(e.document.uri));
  }

  /** The paths of open documents at or under `deleted` whose buffers hold no unsaved change. */
  unchangedUnder(deleted: string, pathOf: (uri: string) => string | undefined): string[] {
    const out: string[] = [];
    for (const document of this.documents.all()) {
      const p = pathOf(document.uri);
      if (!p || (p !== deleted && !p.startsWith(deleted + path.sep))) continue;
      if (this.versions.get(document.uri) === document.version) out.push(p);
    }
    return out;
  }
}
