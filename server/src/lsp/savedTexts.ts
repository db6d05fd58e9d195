import { createHash } from 'node:crypto';
import * as path from 'node:path';
import type { TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';

const decoder = new TextDecoder('utf-8');

/** A digest of a text, so an open document's disk text is kept without a second copy of it. */
function digest(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

/**
 * What the file of each open document held on disk when last seen: opened, saved, or changed
 * on disk since. A file deleted on disk while its document stays open is gone when the
 * buffer holds that text (nothing unsaved: a reverted edit counts as none); a buffer that
 * differs stays, as an unsaved skill.
 *
 * Texts, not versions: VS Code's Revert is a change (a new version) back to the disk's text,
 * and a document an extension opened outlives its tab for minutes. Counted by versions, a
 * skill deleted after an edit and its revert would stay listed until then.
 */
export class SavedTexts {
  /** Path → the digest of its disk text (none: no file yet) and the document's URI. */
  private readonly saved = new Map<string, { digest: string | undefined; readonly uri: string }>();

  /**
   * Keyed by path: a watcher's URI and the editor's may spell one file differently. A document
   * is compared with its file as read when it opens: a buffer restored with unsaved edits (hot
   * exit) or a file not written yet holds unsaved text from the start.
   */
  constructor(private readonly documents: TextDocuments<TextDocument>, private readonly pathOf: (uri: string) => string | undefined, private readonly readFile: (p: string) => Uint8Array | undefined) {
    documents.onDidOpen((e) => {
      const p = pathOf(e.document.uri);
      if (p) this.saved.set(p, { digest: this.diskDigest(p), uri: e.document.uri });
    });
    documents.onDidSave((e) => {
      const p = pathOf(e.document.uri);
      if (p) this.saved.set(p, { digest: digest(e.document.getText()), uri: e.document.uri });
    });
    documents.onDidClose((e) => {
      const p = pathOf(e.document.uri);
      if (p) this.saved.delete(p);
    });
  }

  /**
   * The file of an open document changed on disk: its new text is what the buffer must hold
   * to count as unchanged (VS Code reloads a buffer without edits from the disk).
   */
  diskChanged(p: string): void {
    const entry = this.saved.get(p);
    if (entry) entry.digest = this.diskDigest(p) ?? entry.digest;
  }

  private diskDigest(p: string): string | undefined {
    const bytes = this.readFile(p);
    // Decoded as the editor does for UTF-8, byte order mark left out.
    return bytes && digest(decoder.decode(bytes));
  }

  /** True when the open document of `p` holds exactly what its file last held on disk. */
  unchanged(p: string): boolean {
    const entry = this.saved.get(p);
    const document = entry && this.documents.get(entry.uri);
    return !!document && entry.digest !== undefined && digest(document.getText()) === entry.digest;
  }

  /** The paths of open documents at or under `deleted` whose buffers hold no unsaved change. */
  unchangedUnder(deleted: string): string[] {
    const out: string[] = [];
    for (const document of this.documents.all()) {
      const p = this.pathOf(document.uri);
      if (p && (p === deleted || p.startsWith(deleted + path.sep)) && this.unchanged(p)) out.push(p);
    }
    return out;
  }
}
