import * as vscode from 'vscode';
import { uriExists } from '../util/uriExists';

/**
 * Documents whose file was deleted while they stayed open, holding nothing unsaved. A server
 * started after the deletion (Restart Server, a crash) is handed every open document, and would
 * take such a one for a skill not saved yet: it is not sent. Once typed into it holds unsaved
 * text, and is sent then, opened with what it holds.
 */
export class OrphanedTabs {
  private readonly held = new Set<string>();

  /** `open` sends a document to the server as opened, with its current text and version. */
  constructor(private readonly open: (document: vscode.TextDocument) => Promise<void>) {}

  /** The `didOpen` middleware. */
  async didOpen(document: vscode.TextDocument, next: (document: vscode.TextDocument) => Promise<void>): Promise<void> {
    const key = document.uri.toString();
    if (document.uri.scheme === 'file' && !document.isDirty && !(await uriExists(document.uri))) {
      this.held.add(key);
      return;
    }
    this.held.delete(key);
    return next(document);
  }

  /** The `didChange` middleware: the first change of a held document opens it instead. */
  async didChange(event: vscode.TextDocumentChangeEvent, next: (event: vscode.TextDocumentChangeEvent) => Promise<void>): Promise<void> {
    const key = event.document.uri.toString();
    if (!this.held.delete(key)) return next(event);
    return this.open(event.document);
  }
}
