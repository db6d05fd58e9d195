import type { Position, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { applyTextEdits } from '../../../server/src/service/features/textEdits';
import { pathToUri } from '../../../server/src/service/features/uris';
import { LineIndex } from '../../../server/src/service/text/lineIndex';

/** Marks the cursor in inline fixtures. */
export const CURSOR = '<|>';

/** The text without the `<|>` marker and the marker's position. */
export function withCursor(marked: string): { text: string; position: Position } {
  const at = marked.indexOf(CURSOR);
  if (at < 0) throw new Error('no <|> in fixture');
  const text = marked.slice(0, at) + marked.slice(at + CURSOR.length);
  return { text, position: new LineIndex(text).positionAt(at) };
}

/** The text edits a WorkspaceEdit makes to one file. */
export function editsOf(edit: WorkspaceEdit | undefined, file: string): TextEdit[] {
  const uri = pathToUri(file);
  const out: TextEdit[] = [];
  for (const c of edit?.documentChanges ?? []) if ('textDocument' in c && c.textDocument.uri === uri) out.push(...(c.edits as TextEdit[]));
  for (const [u, edits] of Object.entries(edit?.changes ?? {})) if (u === uri) out.push(...edits);
  return out;
}

/** A text after a WorkspaceEdit's edits to `file`. */
export function applied(text: string, edit: WorkspaceEdit | undefined, file: string): string {
  return applyTextEdits(new LineIndex(text), editsOf(edit, file));
}
