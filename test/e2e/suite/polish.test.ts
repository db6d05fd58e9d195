// Words and polish seen on screen: labels without doubled brackets or literal backticks, menus
// that offer only what works, "Fix all" in the lightbulb, one outline, keys suggested as you
// type in a header. Screenshots are looked at, not only taken.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { SkillsNode } from '../../../client/src/tree/treeNodes';
import { takeScreenshot, waitFor, waitForDiagnostics } from './helpers';
import { activateSkillkiln, closeAllAndPreviews, codeOf, nextRender, openFile, revertAndCloseAll, setText, tidyForScreenshot, workspaceUri } from './skillkilnFixture';

function rootNode(api: SkillkilnApi, label: string): Extract<SkillsNode, { kind: 'root' }> | undefined {
  return api.tree.provider.getChildren().find((n): n is Extract<SkillsNode, { kind: 'root' }> => n.kind === 'root' && n.root.label === label);
}

suite('words and polish', () => {
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
    await api.tree.refresh();
  });
  teardown(() => closeAllAndPreviews(api));

  test('tree labels: one pair of brackets, code shown as code rather than backticks', () => {
    const root = rootNode(api, 'skills')!;
    const item = api.tree.provider.getTreeItem(root);
    assert.equal(item.description, 'mm app · auto');
    const tooltip = (item.tooltip as vscode.MarkdownString).value;
    assert.match(tooltip, /`keywords`/, 'the reason keeps its code span');
    assert.doesNotMatch(tooltip, /\\`/, 'no escaped (literal) backtick');
  });

  test('Switch Profile changes one skills folder, in the scope asked for, and leaves the others', async () => {
    const folder = vscode.workspace.workspaceFolders![0]!;
    const config = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('skillkiln', folder);
    const profileOf = (label: string): string | undefined => rootNode(api, label)?.root.choice.profile;
    try {
      const switched = waitFor(api.tree.onDidChange, () => profileOf('skills') === 'skill-api', 20_000, 'the skills folder to use skill-api');
      await vscode.commands.executeCommand('skillkiln.switchProfile', folder.uri, 'skill-api', { root: 'skills', scope: 'workspace' });
      await switched;
      assert.equal(config().inspect<Record<string, string>>('rootProfiles')?.workspaceValue?.['skills'], 'skill-api');
      assert.equal(config().inspect('profile')?.workspaceValue, undefined, 'the profile of every folder is untouched');
      assert.equal(profileOf('.claude/skills'), 'agent-skills', 'another folder keeps its format');
    } finally {
      await vscode.commands.executeCommand('skillkiln.switchProfile', folder.uri, 'auto', { root: 'skills', scope: 'workspace' });
    }
    assert.deepEqual(config().inspect<Record<string, string>>('rootProfiles')?.workspaceValue, { 'skill-api': 'skill-api' }, 'back to the demo’s own setting');
  });

  test('Convert to Single File is not offered when the single file already exists', async () => {
    const flat = workspaceUri('skills', 'e2e-twin.md');
    const folder = workspaceUri('skills', 'e2e-twin', 'SKILL.md');
    const header = '---\nname: e2e-twin\ndescription: Twin.\nkeywords: twin\n---\n';
    await vscode.workspace.fs.writeFile(folder, new TextEncoder().encode(header));
    await vscode.workspace.fs.writeFile(flat, new TextEncoder().encode(header));
    try {
      // Opened, so the server indexes them whatever the file watcher reports for a new folder.
      await vscode.workspace.openTextDocument(folder);
      await vscode.workspace.openTextDocument(flat);
      const twins = (): SkillsNode[] => api.tree.provider.getChildren(rootNode(api, 'skills')).filter((n) => n.kind === 'skill' && n.skill.name === 'e2e-twin');
      const both = waitFor(api.tree.onDidChange, () => twins().length === 2, 20_000, 'both twins in the tree');
      await api.tree.refresh();
      if (twins().length === 2) both.catch(() => undefined);
      else await both;
      const folderNode = twins().find((n) => n.kind === 'skill' && n.skill.layout === 'folder')!;
      assert.doesNotMatch(String(api.tree.provider.getTreeItem(folderNode).contextValue), /convertible/);
    } finally {
      await vscode.workspace.fs.delete(flat).then(undefined, () => undefined);
      await vscode.workspace.fs.delete(workspaceUri('skills', 'e2e-twin'), { recursive: true }).then(undefined, () => undefined);
    }
  });

  test('the lightbulb menu offers "Fix all" next to the problem’s own fix (screenshot)', async () => {
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    await setText(editor.document, editor.document.getText().replace(/^keywords: .*$/m, 'keywords: hello, hi, hello, festive, bonjour'));
    const diagnostics = await waitForDiagnostics(editor.document.uri, (all) => all.some((d) => codeOf(d) === 'keywords-duplicate'), 20_000);
    const duplicate = diagnostics.find((d) => codeOf(d) === 'keywords-duplicate')!;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, duplicate.range, vscode.CodeActionKind.QuickFix.value);
    const all = actions.find((a) => a.title === 'Fix all safe Skillkiln problems in this file');
    assert.ok(all && all.kind && vscode.CodeActionKind.QuickFix.contains(all.kind), actions.map((a) => a.title).join(' | '));
    editor.selection = new vscode.Selection(duplicate.range.start, duplicate.range.start);
    await tidyForScreenshot();
    await vscode.commands.executeCommand('editor.action.quickFix');
    await takeScreenshot('lightbulb-fix-all');
  });

  test('one outline: the header keys do not add a second provider next to Markdown’s headings', async () => {
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', editor.document.uri);
    const names = (symbols ?? []).map((s) => s.name);
    assert.ok(!names.includes('description'), `symbols: ${names.join(', ')}`);
  });

  test('typing a key at the start of a header line opens the suggestions (screenshot)', async () => {
    const editor = await openFile('.claude', 'skills', 'commit-message', 'SKILL.md');
    const close = editor.document.getText().split('\n').indexOf('---', 1);
    editor.selection = new vscode.Selection(close, 0, close, 0);
    await editor.edit((b) => b.insert(new vscode.Position(close, 0), '\n'));
    editor.selection = new vscode.Selection(close, 0, close, 0);
    // `compatibility` is the one key of this format not written yet that starts with c.
    await vscode.commands.executeCommand('type', { text: 'c' });
    await tidyForScreenshot();
    await takeScreenshot('header-suggest-as-you-type');
    await revertAndCloseAll();
  });

  test('the preview follows the active editor to its skills folder, unless locked', async () => {
    const skillsRoot = workspaceUri('skills').toString();
    const claudeRoot = workspaceUri('.claude', 'skills').toString();
    await openFile('skills', 'greetings', 'SKILL.md');
    const first = nextRender(api, (e) => e.rootUri === skillsRoot, 'the skills catalog');
    await vscode.commands.executeCommand('skillkiln.openPreview');
    await first;
    const preview = api.previews.get(vscode.workspace.workspaceFolders![0]!.uri.toString())!;
    const followed = nextRender(api, (e) => e.rootUri === claudeRoot, 'the preview to follow to .claude/skills');
    await vscode.window.showTextDocument(workspaceUri('.claude', 'skills', 'commit-message', 'SKILL.md'), { viewColumn: vscode.ViewColumn.One });
    await followed;
    await tidyForScreenshot();
    await takeScreenshot('preview-follows-editor');
    try {
      assert.equal(await vscode.commands.executeCommand('skillkiln.togglePreviewLock'), true, 'locked');
      await vscode.window.showTextDocument(workspaceUri('skills', 'greetings', 'SKILL.md'), { viewColumn: vscode.ViewColumn.One });
      assert.equal(preview.selectedRootUri, claudeRoot, 'a locked preview stays on its skills folder');
    } finally {
      await vscode.commands.executeCommand('skillkiln.togglePreviewLock');
    }
    assert.equal(preview.selectedRootUri, skillsRoot, 'unlocking catches up with the editor');
  });

  test('the preview’s notes heading (screenshot)', async () => {
    await openFile('skills', 'greetings', 'SKILL.md');
    const rendered = nextRender(api, () => true, 'the preview');
    await vscode.commands.executeCommand('skillkiln.openPreview');
    await rendered;
    await tidyForScreenshot();
    await takeScreenshot('preview-notes');
  });
});
