// What a new user hits in the first hour: a skills folder made after start-up, a skill deleted
// with its tab open, "Try a request" per target, `{{skill:` completion, the demo README, and a
// rename from an LSP client that moves the folder. Each test fails when its fix is undone.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { SkillsNode } from '../../../client/src/tree/treeNodes';
import { takeScreenshot, waitFor, waitForDiagnostics } from './helpers';
import { activateSkillkiln, closeAllAndPreviews, codeOf, nextRender, openFile, revertAndCloseAll, setText, tidyForScreenshot, treeWhere, workspaceFolder, workspaceUri } from './skillkilnFixture';

type SkillNode = Extract<SkillsNode, { kind: 'skill' }>;

/** Every skill node of the tree, with the label of its root. */
function skillNodes(api: SkillkilnApi): { root: string; node: SkillNode }[] {
  const out: { root: string; node: SkillNode }[] = [];
  for (const root of api.tree.provider.getChildren()) {
    if (root.kind !== 'root') continue;
    for (const node of api.tree.provider.getChildren(root)) if (node.kind === 'skill') out.push({ root: root.root.label, node });
  }
  return out;
}

async function remove(...segments: string[]): Promise<void> {
  await vscode.workspace.fs.delete(workspaceUri(...segments), { recursive: true, useTrash: false }).then(undefined, () => undefined);
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  return vscode.workspace.fs.stat(uri).then(
    () => true,
    () => false,
  );
}

suite('the first hour', () => {
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
    await api.tree.refresh();
  });
  teardown(() => closeAllAndPreviews(api));

  test('a skills folder created after start-up shows in the tree, with diagnostics and the status bar', async () => {
    const folder = workspaceFolder();
    // `.github/skills` does not exist in the demo: as in a new workspace, the root appears after start-up.
    assert.ok(!api.tree.provider.getChildren().some((n) => n.kind === 'root' && n.root.label === '.github/skills'));
    try {
      const created = await vscode.commands.executeCommand<vscode.Uri>('skillkiln.createSkillsFolder', folder.uri, { layout: 'folder', name: 'first-skill', rootDir: workspaceUri('.github', 'skills'), profile: 'agent-skills' });
      assert.equal(created?.toString(), workspaceUri('.github', 'skills', 'first-skill', 'SKILL.md').toString());
      assert.match(vscode.window.activeTextEditor?.document.getText() ?? '', /^---\nname: first-skill\ndescription: \n---\n/, 'a header the agent reads');
      await treeWhere(api, () => skillNodes(api).some(({ root, node }) => root === '.github/skills' && node.skill.name === 'first-skill'), 'the tree to list the first skill');
      // The template's empty description is the first thing the agent would refuse.
      await waitForDiagnostics(created, (all) => all.length > 0, 20_000);
      assert.ok(vscode.window.activeTextEditor?.document.uri.toString() === created.toString(), 'the new skill is open');
      await vscode.commands.executeCommand('workbench.view.extension.skillkiln');
      await tidyForScreenshot();
      await takeScreenshot('first-skill-new-folder');
      assert.match(api.statusBar.text ?? '', /\S/, 'the status bar shows the root of the new skill');
    } finally {
      await revertAndCloseAll();
      await remove('.github');
    }
  });

  test('Delete Skill removes the skill from the tree, the catalog and the problems, with its tab open', async () => {
    try {
      const created = await vscode.commands.executeCommand<vscode.Uri>('skillkiln.newSkill', workspaceUri('skills'), { layout: 'flat', name: 'e2e-doomed' });
      assert.ok(created);
      await vscode.commands.executeCommand('workbench.action.files.save');
      await waitForDiagnostics(created, (all) => all.some((d) => codeOf(d) === 'description-missing'), 20_000);
      const listed = (): boolean => skillNodes(api).some(({ node }) => node.skill.name === 'e2e-doomed');
      await treeWhere(api, listed, 'the tree to list e2e-doomed');
      const node = skillNodes(api).find(({ node: n }) => n.skill.name === 'e2e-doomed')!.node;
      assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), created.toString(), 'its tab is open');

      assert.equal(await vscode.commands.executeCommand('skillkiln.deleteSkill', node, { confirmed: true }), true);
      await treeWhere(api, () => !listed(), 'the tree to drop e2e-doomed');
      await waitForDiagnostics(created, (all) => all.length === 0, 20_000);
      const catalog = await vscode.commands.executeCommand<string>('skillkiln.copyCatalog', workspaceUri('skills'));
      assert.doesNotMatch(catalog, /e2e-doomed/);
    } finally {
      await revertAndCloseAll();
      await remove('skills', 'e2e-doomed.md');
    }
  });

  test('“Try a request” matches what the selected target lists', async () => {
    // 1,100 characters: Codex refuses a description over 1,024, the other agents list it.
    const description = `Plan a zeppelin flight ${'with care '.repeat(108)}`.trim();
    const skill = workspaceUri('.claude', 'skills', 'e2e-zeppelin', 'SKILL.md');
    await vscode.workspace.fs.writeFile(skill, new TextEncoder().encode(`---\nname: e2e-zeppelin\ndescription: ${description}\n---\n\n# Zeppelin\n`));
    try {
      const root = workspaceUri('.claude', 'skills').toString();
      await openFile('.claude', 'skills', 'e2e-zeppelin', 'SKILL.md');
      await treeWhere(api, () => skillNodes(api).some(({ node }) => node.skill.name === 'e2e-zeppelin'), 'the tree to list e2e-zeppelin');
      const rendered = nextRender(api, (e) => e.rootUri === root, 'the preview of .claude/skills');
      assert.ok(await vscode.commands.executeCommand('skillkiln.openPreview'));
      await rendered;
      const preview = api.previews.get(workspaceFolder().uri.toString())!;
      const targets = preview.result?.catalog?.root.targets.map((t) => t.id) ?? [];
      assert.ok(targets.includes('codex'), `targets: ${targets.join(', ')}`);
      for (const target of targets) {
        if (preview.result?.catalog?.target !== target) {
          const shown = nextRender(api, (e) => e.rootUri === root && e.target === target, `the ${target} catalog`);
          preview.show(root, true, target);
          await shown;
        }
        const entry = preview.result?.catalog?.entries.find((e) => e.name === 'e2e-zeppelin');
        const result = await preview.tryRequest('plan a zeppelin flight');
        assert.ok(result, `an answer for ${target}`);
        const reached = result.reached.some((r) => r.name === 'e2e-zeppelin');
        // Reached only when the target lists it: by name only, a request reaches it through its name alone.
        assert.equal(reached, entry !== undefined && entry.status !== 'omitted', `${target}: listed as ${entry?.status ?? 'nothing'}, reached: ${reached}`);
        if (target === 'codex') assert.equal(reached, false, 'Codex does not list it');
      }
    } finally {
      await remove('.claude', 'skills', 'e2e-zeppelin');
    }
  });

  test('`{{skill:` completion offers only the enabled skills of the app', async () => {
    const editor = await openFile('agent-app', 'prompts', 'review.md');
    const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
    await editor.edit((b) => b.insert(end, '\nAlso follow {{skill:'));
    const position = editor.document.lineAt(editor.document.lineCount - 1).range.end;
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', editor.document.uri, position);
    const labels = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label)).sort();
    assert.deepEqual(labels, ['code-review', 'incident-triage'], 'no skill of another format, no disabled one');
  });

  test('the demo README is documentation: no error for a reference written in a code span', async () => {
    const readme = await openFile('README.md');
    assert.match(readme.document.getText(), /`\{\{skill:name\}\}`/, 'the README shows the syntax');
    // A prompt is still checked: the same reference in a prompt is an error.
    const prompt = await openFile('agent-app', 'prompts', 'review.md');
    await setText(prompt.document, `${prompt.document.getText()}\nThen {{skill:e2e-nowhere}}.\n`);
    await waitForDiagnostics(prompt.document.uri, (all) => all.some((d) => codeOf(d) === 'skill-reference-unknown'), 20_000);
    // An edit makes the server publish the README's diagnostics again (even an empty set).
    const republished = waitFor(vscode.languages.onDidChangeDiagnostics, (e) => e.uris.some((u) => u.toString() === readme.document.uri.toString()), 10_000, 'the README’s diagnostics');
    await setText(readme.document, `${readme.document.getText()}\n`);
    await republished;
    const codes = vscode.languages.getDiagnostics(readme.document.uri).map(codeOf);
    assert.deepEqual(codes, [], `README diagnostics: ${codes.join(', ')}`);
  });

  test('rename from an LSP client moves the folder that carries the name', async () => {
    const dir = workspaceUri('.claude', 'skills', 'e2e-rename-me');
    const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
    const moved = workspaceUri('.claude', 'skills', 'e2e-renamed', 'SKILL.md');
    await vscode.workspace.fs.writeFile(skill, new TextEncoder().encode('---\nname: e2e-rename-me\ndescription: Check that a rename moves the folder.\n---\n\n# Rename me\n'));
    try {
      // Open first, as in the editor the rename starts from: the file watcher may report a new
      // folder without the file in it, an open document is indexed either way.
      await vscode.window.showTextDocument(skill);
      await treeWhere(api, () => skillNodes(api).some(({ node }) => node.skill.name === 'e2e-rename-me'), 'the tree to list e2e-rename-me');
      const edit = await vscode.commands.executeCommand<vscode.WorkspaceEdit>('vscode.executeDocumentRenameProvider', skill, new vscode.Position(1, 8), 'e2e-renamed');
      assert.ok(await vscode.workspace.applyEdit(edit));
      await vscode.commands.executeCommand('workbench.action.files.saveAll');
      assert.ok(await exists(moved), 'the folder follows the name');
      assert.ok(!(await exists(dir)), 'the old folder is gone');
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === moved.toString());
      assert.match(document?.getText() ?? '', /^name: e2e-renamed$/m);
      await waitForDiagnostics(moved, (all) => !all.some((d) => codeOf(d) === 'name-dir-mismatch'), 20_000);
    } finally {
      await revertAndCloseAll();
      await remove('.claude', 'skills', 'e2e-rename-me');
      await remove('.claude', 'skills', 'e2e-renamed');
    }
  });
});
