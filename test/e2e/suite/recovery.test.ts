import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { CatalogPreview, RenderedEvent } from '../../../client/src/preview/catalogPreview';
import { takeScreenshot, waitFor, waitForDiagnostics } from './helpers';
import { activateSkillkiln, closeAllAndPreviews, codeOf, nextRender, openFile, setText, tidyForScreenshot, workspaceFolder, workspaceUri } from './skillkilnFixture';

const GREETINGS = ['skills', 'greetings', 'SKILL.md'];
const CODES = ['keywords-cap', 'description-missing'];

/** greetings/SKILL.md with keywords past the cap and no description: two findings. */
function broken(original: string): string {
  return original
    .replace(/^keywords: .*$/m, 'keywords: hello, hi, bonjour, salut, saluer, hola, hallo, ciao, servus, moin')
    .replace(/^description: .*\n/m, '');
}

const hasCodes = (codes: readonly string[]) => (all: readonly vscode.Diagnostic[]): boolean => codes.every((code) => all.some((d) => codeOf(d) === code));

/** The command line and parent pid of a process, from /proc. */
function processInfo(pid: number): { cmdline: string; ppid: number } {
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return { cmdline, ppid };
}

/** Waits here are for a process restart and webview loads: generous, as CI machines may be busy. */
const SLOW = 30_000;

suite('recovery', function () {
  this.timeout(90_000);
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
  });
  teardown(() => closeAllAndPreviews(api));

  test('a killed language server is restarted: diagnostics, tree and preview come back without a reload', async () => {
    const editor = await openFile(...GREETINGS);
    const uri = editor.document.uri;
    const original = editor.document.getText();
    await setText(editor.document, broken(original));
    await waitForDiagnostics(uri, hasCodes(CODES));
    const shown = nextRender(api, (event) => event.text.includes('greetings'), 'the preview before the crash', SLOW);
    await vscode.commands.executeCommand('skillkiln.openPreview');
    await shown;

    const oldPid = api.serverPid;
    assert.ok(oldPid, 'the API reports the server pid');
    const before = processInfo(oldPid);
    assert.match(before.cmdline, /dist\/server\.js/, 'the pid is the Skillkiln language server');
    assert.equal(before.ppid, process.pid, 'a child of this extension host');

    // Everything that must come back, subscribed before the kill. "Back" means: from a new process.
    const fromNewServer = (): boolean => api.serverState === 'running' && api.serverPid !== undefined && api.serverPid !== oldPid;
    const noticed = waitFor(api.onDidChangeServerState, (state) => state !== 'running', 10_000, 'the client to notice the crash');
    const restarted = waitFor(api.onDidChangeServerState, (state) => state === 'running' && fromNewServer(), SLOW, 'the client to restart the server');
    const diagnostics = waitFor(vscode.languages.onDidChangeDiagnostics, (event) => event.uris.some((u) => u.toString() === uri.toString()) && fromNewServer() && hasCodes(CODES)(vscode.languages.getDiagnostics(uri)), SLOW, 'the diagnostics from the new server');
    const tree = waitFor(api.tree.onDidChange, () => {
      const node = api.tree.provider.findSkillNode(uri);
      return fromNewServer() && !!node && node.skill.problems.warnings > 0;
    }, SLOW, 'the tree from the new server');
    const preview = nextRender(api, (event) => fromNewServer() && event.text.includes('greetings') && event.rootUri === workspaceUri('skills').toString(), 'the preview from the new server', SLOW);

    const killedAt = Date.now();
    process.kill(oldPid, 'SIGKILL');
    await noticed;
    await restarted;
    await Promise.all([diagnostics, tree, preview]);
    const recoveredMs = Date.now() - killedAt;

    const newPid = api.serverPid!;
    assert.match(processInfo(newPid).cmdline, /dist\/server\.js/, 'the new process is the language server');
    assert.ok(vscode.window.visibleTextEditors.some((e) => e.document.uri.toString() === uri.toString()), 'the editor is still open, unsaved text intact');
    assert.ok(editor.document.isDirty && !/^description:/m.test(editor.document.getText()));

    // The new server follows edits too: fixing the keywords leaves only the missing description.
    await setText(editor.document, broken(original).replace(/, servus, moin$/m, ''));
    await waitForDiagnostics(uri, (all) => hasCodes(['description-missing'])(all) && !hasCodes(['keywords-cap'])(all));
    console.log(`recovery: server ${oldPid} killed, ${newPid} serving diagnostics, tree and preview after ${recoveredMs} ms`);
    await tidyForScreenshot();
    await takeScreenshot('recovery-after-kill');
  });

  test('a malformed setting gets a clear message and the default', async () => {
    const config = vscode.workspace.getConfiguration('skillkiln', workspaceFolder().uri);
    const folderUri = workspaceFolder().uri.toString();
    const claudeRoot = workspaceUri('.claude', 'skills').toString();
    // Claude Code's listing budget: 1% of the context window at 3 characters a token; its default model has 1,000,000 tokens.
    const budget = (): number | undefined => api.previews.get(folderUri)?.result?.catalog?.budget?.limitChars;
    const claudeListing = (limit: number) => (event: RenderedEvent): boolean => event.rootUri === claudeRoot && event.target === 'claude-code' && budget() === limit;

    await openFile('.claude', 'skills', 'release-notes', 'SKILL.md');
    const preview = await vscode.commands.executeCommand<CatalogPreview | undefined>('skillkiln.openPreview');
    assert.ok(preview, 'the preview opens');
    let rendered = nextRender(api, claudeListing(30_000), 'the Claude Code listing with the default budget', SLOW);
    preview.show(claudeRoot, true, 'claude-code');
    await rendered;

    try {
      rendered = nextRender(api, claudeListing(1_500), 'the budget of a 50,000-token window', SLOW);
      await config.update('contextWindowTokens', 50_000, vscode.ConfigurationTarget.Workspace);
      await rendered;

      const warned = waitFor(api.onDidLogServerMessage, (entry) => entry.level === 'warn' && entry.message.includes('skillkiln.contextWindowTokens'), SLOW, 'the server to report the malformed setting');
      rendered = nextRender(api, claudeListing(30_000), 'the default budget again', SLOW);
      await config.update('contextWindowTokens', 'lots', vscode.ConfigurationTarget.Workspace);
      const entry = await warned;
      assert.match(entry.message, /skillkiln\.contextWindowTokens.*"lots".*not valid.*whole number.*default/, `a message that names the setting, the value, what is expected and what happens: ${entry.message}`);
      await rendered;
      assert.equal(api.serverState, 'running', 'the server keeps running');
      await vscode.commands.executeCommand('workbench.action.closePanel');
      await takeScreenshot('malformed-setting');
    } finally {
      await config.update('contextWindowTokens', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });
});
