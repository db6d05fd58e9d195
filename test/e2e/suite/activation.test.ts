import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { INSTALLED_VSIX_ENV } from '../runnerEnv';
import { takeScreenshot } from './helpers';

const EXTENSION_ID = 'skillkiln.skillkiln';

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
    if (process.env[INSTALLED_VSIX_ENV]) {
      // Testing a .vsix: the copy under test is the one installed into the profile, not the repository.
      assert.match(extension.extensionPath, /[\\/]extensions[\\/]skillkiln\.skillkiln-\d/, `the installed copy is active (${extension.extensionPath})`);
      assert.ok(!existsSync(join(extension.extensionPath, 'client')) && !existsSync(join(extension.extensionPath, 'dist', 'client.js.map')), 'without sources or source maps');
    }
    await takeScreenshot('activation');
  });
});
