import * as vscode from 'vscode';

/** True when something (a file or a folder) is at `uri`, on whatever file system holds it. */
export function uriExists(uri: vscode.Uri): Thenable<boolean> {
  return vscode.workspace.fs.stat(uri).then(
    () => true,
    () => false,
  );
}
