import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { SkillsNode } from '../../../client/src/tree/treeNodes';
import { waitFor, waitForDiagnostics } from './helpers';
import { EXTENSION_ID, activateSkillkiln, closeAllAndPreviews, codeOf, openFile, revertAndCloseAll, setText, workspaceUri } from './skillkilnFixture';

interface ContributedCommand {
  readonly command: string;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  return vscode.workspace.fs.stat(uri).then(
    () => true,
    () => false,
  );
}

/** The tree node of a skill, once the tree (fetched again after file changes) has it. */
async function skillNode(api: SkillkilnApi, name: string, layout?: 'flat' | 'folder'): Promise<Extract<SkillsNode, { kind: 'skill' }>> {
  const find = (): Extract<SkillsNode, { kind: 'skill' }> | undefined => {
    for (const root of api.tree.provider.getChildren()) {
      const match = api.tree.provider.getChildren(root).find((node) => node.kind === 'skill' && node.skill.name === name && (!layout || node.skill.layout === layout));
      if (match?.kind === 'skill') return match;
    }
    return undefined;
  };
  const changed = waitFor(api.tree.onDidChange, () => find() !== undefined, 10_000, `the tree to list ${name}${layout ? ` as a ${layout} skill` : ''}`);
  await api.tree.refresh();
  const node = find();
  if (node) {
    changed.catch(() => undefined);
    return node;
  }
  await changed;
  return find()!;
}

suite('commands', () => {
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
  });
  teardown(() => closeAllAndPreviews(api));

  test('every contributed command is registered at activation', async () => {
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)!.packageJSON as { contributes: { commands: ContributedCommand[] } };
    const contributed = manifest.contributes.commands.map((c) => c.command);
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.ok(contributed.length >= 15, `contributed: ${contributed.join(', ')}`);
    for (const id of contributed) assert.ok(registered.has(id), `${id} is registered`);
    assert.deepEqual([...api.commandIds].sort(), [...contributed].sort(), 'no command is registered without being contributed, and vice versa');
  });

  test('Show Output, Refresh, Copy Catalog, Open Catalog Preview', async () => {
    await vscode.commands.executeCommand('skillkiln.showOutput');
    await vscode.commands.executeCommand('skillkiln.refreshTree');
    await openFile('skills', 'greetings', 'SKILL.md');
    const text = await vscode.commands.executeCommand<string>('skillkiln.copyCatalog');
    assert.match(text, /^Load a skill: /);
    assert.equal(await vscode.env.clipboard.readText(), text);
    assert.ok(await vscode.commands.executeCommand('skillkiln.openPreview'), 'a preview opens');
  });

  test('Fix All in This File applies the server’s fixes', async () => {
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    // A repeated keyword and one the description already has: both safe to drop.
    await setText(editor.document, editor.document.getText().replace(/^keywords: .*$/m, 'keywords: hello, hi, hello, festive, bonjour'));
    await waitForDiagnostics(editor.document.uri, (all) => ['keywords-duplicate', 'keywords-in-description'].every((code) => all.some((d) => codeOf(d) === code)));
    assert.equal(await vscode.commands.executeCommand('skillkiln.fixAll'), true);
    assert.match(editor.document.getText(), /^keywords: hello, hi, bonjour$/m);
  });

  test('Switch Profile writes the setting, and the tree follows without reload', async () => {
    const folder = vscode.workspace.workspaceFolders![0]!;
    try {
      const switched = waitFor(api.tree.onDidChange, () => api.tree.provider.getChildren().some((node) => node.kind === 'root' && node.root.label === 'skills' && node.root.choice.profile === 'skill-api'), 10_000, 'the skills root to use skill-api');
      await vscode.commands.executeCommand('skillkiln.switchProfile', folder.uri, 'skill-api');
      assert.equal(vscode.workspace.getConfiguration('skillkiln', folder).get('profile'), 'skill-api');
      await switched;
    } finally {
      await vscode.commands.executeCommand('skillkiln.switchProfile', folder.uri, 'auto');
    }
    assert.equal(vscode.workspace.getConfiguration('skillkiln', folder).inspect('profile')?.workspaceValue, undefined);
  });

  test('New Skill, Open, Convert, Rename, Reveal, Delete, on a skill of its own', async () => {
    try {
      const created = await vscode.commands.executeCommand<vscode.Uri>('skillkiln.newSkill', workspaceUri('skills'), { layout: 'flat', name: 'e2e-sample' });
      assert.equal(created?.toString(), workspaceUri('skills', 'e2e-sample.md').toString());
      const editor = vscode.window.activeTextEditor!;
      assert.equal(editor.document.uri.toString(), created.toString(), 'the new skill is open');
      assert.equal(editor.document.lineAt(editor.selection.active.line).text, 'description: ', 'the cursor is in the description');
      assert.equal(await vscode.commands.executeCommand('skillkiln.newSkill', workspaceUri('skills'), { layout: 'flat', name: 'e2e-sample' }), undefined, 'never overwrites');

      let node = await skillNode(api, 'e2e-sample', 'flat');
      assert.ok(await vscode.commands.executeCommand('skillkiln.openSkill', node));
      const folderSkill = await vscode.commands.executeCommand<vscode.Uri>('skillkiln.convertToFolder', node);
      assert.equal(folderSkill?.toString(), workspaceUri('skills', 'e2e-sample', 'SKILL.md').toString());
      assert.ok((await exists(folderSkill)) && !(await exists(created)), 'moved to <name>/SKILL.md');

      node = await skillNode(api, 'e2e-sample', 'folder');
      const flat = await vscode.commands.executeCommand<vscode.Uri>('skillkiln.convertToFlat', node);
      assert.ok(flat && (await exists(workspaceUri('skills', 'e2e-sample.md'))) && !(await exists(workspaceUri('skills', 'e2e-sample'))), 'back to a single file');

      node = await skillNode(api, 'e2e-sample', 'flat');
      assert.equal(await vscode.commands.executeCommand('skillkiln.renameSkill', node, 'e2e-renamed'), true);
      await vscode.commands.executeCommand('workbench.action.files.saveAll');
      assert.ok(await exists(workspaceUri('skills', 'e2e-renamed.md')), 'the file follows the name');

      node = await skillNode(api, 'e2e-renamed', 'flat');
      await vscode.commands.executeCommand('skillkiln.revealInExplorer', node);
      assert.equal(await vscode.commands.executeCommand('skillkiln.deleteSkill', node, { confirmed: true }), true);
      assert.ok(!(await exists(workspaceUri('skills', 'e2e-renamed.md'))), 'deleted');
    } finally {
      await revertAndCloseAll();
      for (const leftover of ['e2e-sample.md', 'e2e-sample', 'e2e-renamed.md']) {
        await vscode.workspace.fs.delete(workspaceUri('skills', leftover), { recursive: true, useTrash: false }).then(undefined, () => undefined);
      }
    }
  });

  test('Create Skills Folder makes the folder with a first skill', async () => {
    const folder = vscode.workspace.workspaceFolders![0]!;
    const config = vscode.workspace.getConfiguration('skillkiln', folder);
    // Put the workspace's own value back afterwards (examples/.vscode/settings.json lists every format's folder).
    const previous = config.inspect<string[]>('skillsDirs')?.workspaceValue;
    await config.update('skillsDirs', ['e2e-skills'], vscode.ConfigurationTarget.Workspace);
    try {
      const created = await vscode.commands.executeCommand<vscode.Uri>('skillkiln.createSkillsFolder', folder.uri, { layout: 'folder', name: 'first-skill', rootDir: workspaceUri('e2e-skills'), profile: 'mm' });
      assert.equal(created?.toString(), workspaceUri('e2e-skills', 'first-skill', 'SKILL.md').toString());
      await vscode.commands.executeCommand('workbench.action.files.save');
    } finally {
      await config.update('skillsDirs', previous, vscode.ConfigurationTarget.Workspace);
      await vscode.workspace.fs.delete(workspaceUri('e2e-skills'), { recursive: true, useTrash: false });
    }
  });

  test('Restart Server brings the server back', async () => {
    // The restarted server indexes after its handshake: wait for the tree it then announces.
    const reindexed = waitFor(api.tree.onDidChange, () => api.tree.provider.getChildren().length > 0, 10_000, 'the restarted server’s tree');
    assert.equal(await vscode.commands.executeCommand('skillkiln.restartServer'), true);
    assert.equal(api.serverState, 'running');
    await reindexed;
    const text = await vscode.commands.executeCommand<string>('skillkiln.copyCatalog', workspaceUri('skills'));
    assert.match(text, /greetings/);
  });

  test('a skill deleted while its tab stays open, unedited, does not come back after Restart Server; typed into, it is checked as unsaved', async () => {
    const folder = workspaceUri('skills', 'e2e-orphan');
    const file = vscode.Uri.joinPath(folder, 'SKILL.md');
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode('---\nname: e2e-orphan\ndescription: Check that a deleted skill stays deleted. Use when testing.\n---\n\n# Orphan\n'));
    try {
      const editor = await vscode.window.showTextDocument(file, { preview: false });
      await skillNode(api, 'e2e-orphan');
      await vscode.workspace.fs.delete(folder, { recursive: true, useTrash: false });
      const listed = () => api.tree.provider.getChildren().some((root) => root.kind === 'root' && root.root.skills.some((k) => k.name === 'e2e-orphan'));
      const restarted = waitFor(api.tree.onDidChange, () => api.tree.provider.getChildren().length > 0 && !listed(), 20_000, 'the restarted server’s tree, without the deleted skill');
      assert.equal(await vscode.commands.executeCommand('skillkiln.restartServer'), true);
      await restarted;
      assert.ok(!editor.document.isClosed && !editor.document.isDirty, 'the tab still holds the deleted file, unedited');
      // Typed into, the tab holds text found nowhere else: a skill not saved yet.
      const checked = waitFor(api.tree.onDidChange, listed, 20_000, 'the tree to list the edited tab as a skill');
      await editor.edit((b) => b.insert(new vscode.Position(5, 0), 'Edited. '));
      await checked;
      // Saved, so closing asks nothing; the folder goes below.
      assert.ok(await editor.document.save(), 'the edited tab saves');
    } finally {
      await revertAndCloseAll();
      await vscode.workspace.fs.delete(folder, { recursive: true, useTrash: false }).then(undefined, () => undefined);
    }
  });
});
