import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { SkillsNode } from '../../../client/src/tree/treeNodes';
import { activateSkillkiln, revertAndCloseAll } from './skillkilnFixture';

type Menu = { command: string; when?: string };

/** Whether a `view/item/context` menu entry shows for a tree item (the `viewItem =~ /re/` test VS Code makes). */
function menuShows(entry: Menu, contextValue: string): boolean {
  const m = /viewItem =~ \/(.+?)\/(?:\s|$)/.exec(entry.when ?? '');
  return /view == skillkiln\.skills/.test(entry.when ?? '') && !!m && new RegExp(m[1]!).test(contextValue);
}

suite('pack for Claude upload (Skills view)', () => {
  let api: SkillkilnApi;
  const out = () => vscode.Uri.joinPath(vscode.workspace.workspaceFolders![0]!.uri, '.pack-test');
  suiteSetup(async () => {
    api = await activateSkillkiln();
    await api.tree.refresh();
  });
  teardown(async () => {
    await vscode.workspace.fs.delete(out(), { recursive: true, useTrash: false }).then(undefined, () => undefined);
    await revertAndCloseAll();
  });

  const skillNode = (rootLabel: string, name: string) => {
    const root = api.tree.provider.getChildren().find((n) => n.kind === 'root' && n.root.label === rootLabel)!;
    return api.tree.provider.getChildren(root).find((n): n is Extract<SkillsNode, { kind: 'skill' }> => n.kind === 'skill' && n.skill.name === name)!;
  };

  test('a folder skill offers it in its context menu; a flat one does not', () => {
    const menus = (vscode.extensions.getExtension('skillkiln.skillkiln')!.packageJSON as { contributes: { menus: Record<string, Menu[]> } }).contributes.menus['view/item/context']!;
    const entry = menus.find((m) => m.command === 'skillkiln.packSkill')!;
    assert.ok(entry, 'the context menu names the command');
    const folderSkill = api.tree.provider.getTreeItem(skillNode('.claude/skills', 'release-notes'));
    assert.ok(menuShows(entry, String(folderSkill.contextValue)), `shown for ${folderSkill.contextValue}`);
    const root = api.tree.provider.getTreeItem(api.tree.provider.getChildren().find((n) => n.kind === 'root')!);
    assert.ok(!menuShows(entry, String(root.contextValue)), `not shown for ${root.contextValue}`);
  });

  test('packs the skill into the chosen file: every file under <name>/', async () => {
    const target = vscode.Uri.joinPath(out(), 'release-notes.skill');
    const written = await vscode.commands.executeCommand<vscode.Uri | undefined>('skillkiln.packSkill', skillNode('.claude/skills', 'release-notes'), { target });
    assert.equal(written?.toString(), target.toString());
    const bytes = await vscode.workspace.fs.readFile(target);
    const names: string[] = [];
    // Zip central directory entries (0x02014b50): the name's length at +28, the name at +46.
    const buf = Buffer.from(bytes);
    for (let i = buf.indexOf('PK\x01\x02', 0, 'latin1'); i >= 0; i = buf.indexOf('PK\x01\x02', i + 4, 'latin1')) names.push(buf.subarray(i + 46, i + 46 + buf.readUInt16LE(i + 28)).toString('utf8'));
    assert.deepEqual(names.sort(), ['release-notes/SKILL.md', 'release-notes/assets/release-notes-template.md', 'release-notes/references/REFERENCE.md', 'release-notes/scripts/collect_commits.sh']);
  });
});
