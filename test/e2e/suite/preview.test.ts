import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import { takeScreenshot } from './helpers';
import { activateSkillkiln, closeAllAndPreviews, nextRender, openFile, setText, tidyForScreenshot, workspaceUri } from './skillkilnFixture';

/** Bound on waiting for a new preview page to load and render (slow on a loaded machine). */
const PAGE_LOAD = 30_000;

suite('catalog preview', function () {
  this.timeout(90_000);
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
  });
  teardown(() => closeAllAndPreviews(api));

  test('opens beside the skill and its webview reports the rendered catalog back', async () => {
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    const rendered = nextRender(api, (event) => event.text.includes('greetings — Greet somebody with a festive message.'), 'the preview to render the mm catalog', PAGE_LOAD);
    await vscode.commands.executeCommand('skillkiln.openPreview');
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
    const first = nextRender(api, (event) => event.text.includes('greetings — '), 'the first render', PAGE_LOAD);
    await vscode.commands.executeCommand('skillkiln.openPreview');
    await first;
    const updated = nextRender(api, (event) => event.text.includes('greetings — Say hello in style.'), 'the preview to show the edited description');
    const edited = editor.document.getText()
      .replace('Greet somebody with a festive message.', 'Say hello in style.')
      .replace(/^keywords: .*$/m, 'keywords: hello, hi, bonjour, salut, saluer, hola, hallo, ciao, servus, moin');
    await setText(editor.document, edited);
    const event = await updated;
    assert.ok(editor.document.isDirty, 'the change is not saved');
    assert.match(event.text, /greetings — Say hello in style\. \(hello, hi, bonjour, salut, saluer, hola, hallo, ciao\)\n/, 'only the first 8 keywords reach the model');
    assert.ok(!event.text.includes('servus'));

    // Typing a word into the description, one character per edit: each keystroke shows.
    const latencies = await typeAndMeasure(api, editor, ['Say hello ', 'warmly ', 'in style.']);
    assert.ok(editor.document.getText().includes('description: Say hello warmly in style.'));
    console.log(`preview: ${latencies.length} keystrokes, median ${median(latencies.map((l) => l.total))} ms from the edit to the page updated, ${median(latencies.map((l) => l.extension))} ms of it from the change reaching the extension host (${median(latencies.map((l) => l.reported))} ms until the page's report is back)`);
    await tidyForScreenshot();
    await takeScreenshot('catalog-preview');
  });

  test('a second open reveals the same panel', async () => {
    await openFile('skills', 'what-time-is-it', 'SKILL.md');
    const first = await vscode.commands.executeCommand('skillkiln.openPreview');
    const second = await vscode.commands.executeCommand('skillkiln.openPreview');
    assert.equal(first, second);
  });

  test('restores after a reload with the state the webview saved', async () => {
    const folderUri = vscode.workspace.workspaceFolders![0]!.uri.toString();
    const rootUri = workspaceUri('.claude', 'skills').toString();
    // What VS Code does on reload: a bare panel of our view type, handed to the serializer.
    const panel = vscode.window.createWebviewPanel('skillkiln.preview', 'restored', vscode.ViewColumn.Two, {});
    const rendered = nextRender(api, (event) => event.rootUri === rootUri && event.target === 'claude-code', 'the restored preview to render', PAGE_LOAD);
    await api.previews.serializer.deserializeWebviewPanel(panel, { folderUri, rootUri, target: 'claude-code', view: 'text', request: 'write release notes' });
    const event = await rendered;
    assert.match(event.text, /release-notes/);
    assert.equal(api.previews.get(folderUri)?.panel, panel, 'the restored panel is the folder’s preview');
  });
});

/** Milliseconds of one keystroke on its way to the preview. */
interface Latency {
  /** The edit applied (from this test) → the webview's page updated. */
  readonly total: number;
  /** The change event in the extension host → the webview's page updated: what the extension controls. */
  readonly extension: number;
  /** The edit → the webview's report back in the extension host (what the test waits for). */
  readonly reported: number;
}

/**
 * Types `typed` into the description between `before` and `after`, one character per edit,
 * waiting each time for the preview to show the new description; returns the timings. The
 * webview stamps `renderedAt` with its own clock: the same machine's.
 */
async function typeAndMeasure(api: SkillkilnApi, editor: vscode.TextEditor, [before, typed, after]: readonly [string, string, string]): Promise<Latency[]> {
  const latencies: Latency[] = [];
  const document = editor.document;
  for (let i = 0; i < typed.length; i++) {
    const description = `${before}${typed.slice(0, i + 1)}${after}`;
    const shown = nextRender(api, (event) => event.text.includes(`greetings — ${description} (`), `the preview to show “${description}”`);
    let changed = 0;
    const listener = vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.document === document && changed === 0) changed = Date.now();
    });
    const offset = document.getText().indexOf(`${before}${typed.slice(0, i)}${after}`) + before.length + i;
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, document.positionAt(offset), typed[i]!);
    const started = Date.now();
    assert.ok(await vscode.workspace.applyEdit(edit), 'the keystroke applies');
    const event = await shown;
    const reported = Date.now();
    listener.dispose();
    assert.ok(changed > 0, 'the change reached the extension host');
    latencies.push({ total: event.renderedAt - started, extension: event.renderedAt - changed, reported: reported - started });
  }
  return latencies;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
