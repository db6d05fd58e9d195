import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { takeScreenshot } from './helpers';

const EXTENSION_ID = 'skillsmith.skillsmith';

suite('activation', () => {
  test('the extension activates when a SKILL.md is opened', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed in the test VS Code`);

    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the runner opens a workspace folder');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'skills', 'greetings', 'SKILL.md'));
    await vscode.window.showTextDocument(document);

    await extension.activate();
    assert.ok(extension.isActive, `${EXTENSION_ID} did not activate`);
    await takeScreenshot('activation');
  });
});
