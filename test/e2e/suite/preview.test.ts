import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillsmithApi } from '../../../client/src/api';
import { takeScreenshot } from './helpers';
import { activateSkillsmith, nextRender, openFile, revertAndCloseAll, setText, workspaceUri, tidyForScreenshot } from './skillsmithFixture';

suite('catalog preview', () => {
  let api: SkillsmithApi;
  suiteSetup(async () => {
    api = await activateSkillsmith();
  });
  teardown(revertAndCloseAll);

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
    await tidyForScreenshot();
    await takeScreenshot('catalog-preview');
  });

  test('updates as the author types, before saving', async () => {
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    const first = nextRender(api, (event) => event.text.includes('greetings — '), 'the first render');
    await vscode.commands.executeCommand('skillsmith.openPreview');
    await first;
    const updated = nextRender(api, (event) => event.text.includes('greetings — Say hello in style.'), 'the preview to show the edited description');
    const started = Date.now();
    await setText(editor.document, editor.document.getText().replace('Greet somebody with a festive message.', 'Say hello in style.'));
    await updated;
    assert.ok(editor.document.isDirty, 'the change is not saved');
    console.log(`preview updated ${Date.now() - started} ms after the edit`);
  });

  test('a second open reveals the same panel', async () => {
    await openFile('skills', 'what-time-is-it', 'SKILL.md');
    const first = await vscode.commands.executeCommand('skillsmith.openPreview');
    const second = await vscode.commands.executeCommand('skillsmith.openPreview');
    assert.equal(first, second);
  });
});
