import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillsmithApi } from '../../../client/src/api';
import { takeScreenshot } from './helpers';
import { activateSkillsmith, closeAllAndPreviews, nextRender, openFile, setText, tidyForScreenshot, workspaceUri } from './skillsmithFixture';

suite('catalog preview', () => {
  let api: SkillsmithApi;
  suiteSetup(async () => {
    api = await activateSkillsmith();
  });
  teardown(() => closeAllAndPreviews(api));

  test('opens beside the skill and its webview reports the rendered catalog back', async () => {
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    const rendered = nextRender(api, (event) => event.text.includes('greetings — Greet somebody with a festive message.'), 'the preview to render the mm catalog');
    await vscode.commands.executeCommand('skillsmith.openPreview');
    const event = await rendered;
    assert.equal(event.rootUri, workspaceUri('skills').toString());
    assert.match(event.text, /^Load a skill: /, 'the exact read_skill description');
    assert.match(event.text, /\nwhat-time-is-it — Give the current date and time\. \(time, date, clock, now, today, heure, date du jour, quelle heure\)/);
    const preview = api.previews.get(vscode.workspace.workspaceFolders![0]!.uri.toString());
    assert.ok(preview, 'one preview for the folder');
    assert.equal(preview.panel.viewColumn, vscode.ViewColumn.Two, 'beside the editor');
    assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), editor.document.uri.toString(), 'the editor keeps the focus');
  });

  test('updates as the author types, before saving', async () => {
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    const first = nextRender(api, (event) => event.text.includes('greetings — '), 'the first render');
    await vscode.commands.executeCommand('skillsmith.openPreview');
    await first;
    const updated = nextRender(api, (event) => event.text.includes('greetings — Say hello in style.'), 'the preview to show the edited description');
    const started = Date.now();
    const edited = editor.document.getText()
      .replace('Greet somebody with a festive message.', 'Say hello in style.')
      .replace(/^keywords: .*$/m, 'keywords: hello, hi, bonjour, salut, saluer, hola, hallo, ciao, servus, moin');
    await setText(editor.document, edited);
    const event = await updated;
    assert.ok(editor.document.isDirty, 'the change is not saved');
    console.log(`preview updated ${Date.now() - started} ms after the edit`);
    assert.match(event.text, /greetings — Say hello in style\. \(hello, hi, bonjour, salut, saluer, hola, hallo, ciao\)\n/, 'only the first 8 keywords reach the model');
    assert.ok(!event.text.includes('servus'));
    await tidyForScreenshot();
    await takeScreenshot('catalog-preview');
  });

  test('a second open reveals the same panel', async () => {
    await openFile('skills', 'what-time-is-it', 'SKILL.md');
    const first = await vscode.commands.executeCommand('skillsmith.openPreview');
    const second = await vscode.commands.executeCommand('skillsmith.openPreview');
    assert.equal(first, second);
  });

  test('restores after a reload with the state the webview saved', async () => {
    const folderUri = vscode.workspace.workspaceFolders![0]!.uri.toString();
    const rootUri = workspaceUri('.claude', 'skills').toString();
    // What VS Code does on reload: a bare panel of our view type, handed to the serializer.
    const panel = vscode.window.createWebviewPanel('skillsmith.preview', 'restored', vscode.ViewColumn.Two, {});
    const rendered = nextRender(api, (event) => event.rootUri === rootUri && event.target === 'claude-code', 'the restored preview to render');
    await api.previews.serializer.deserializeWebviewPanel(panel, { folderUri, rootUri, target: 'claude-code', view: 'text', request: 'write release notes' });
    const event = await rendered;
    assert.match(event.text, /release-notes/);
    assert.equal(api.previews.get(folderUri)?.panel, panel, 'the restored panel is the folder’s preview');
  });
});
