import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { SkillsNode } from '../../../client/src/tree/treeNodes';
import { takeScreenshot, waitFor } from './helpers';
import { activateSkillkiln, openFile, revertAndCloseAll, setText, tidyForScreenshot, treeWhere } from './skillkilnFixture';

function label(item: vscode.TreeItem): string {
  return typeof item.label === 'string' ? item.label : item.label?.label ?? '';
}

suite('skills tree', () => {
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
    await api.tree.refresh();
  });
  teardown(revertAndCloseAll);

  test('shows the example workspace’s roots, skills, reference files and README', async () => {
    const { provider } = api.tree;
    // Other suites create and delete `e2e-*` skills: wait until the tree has taken their deletion in.
    const leftovers = () => provider.getChildren().flatMap((root) => (root.kind === 'root' ? provider.getChildren(root) : [])).filter((n) => n.kind === 'skill' && n.skill.name.startsWith('e2e-'));
    await treeWhere(api, () => leftovers().length === 0, 'the tree to drop the other suites\' e2e-* skills').catch((err: Error) => {
      const open = vscode.workspace.textDocuments.map((d) => vscode.workspace.asRelativePath(d.uri)).filter((p) => p.includes('e2e-'));
      throw new Error(`${err.message}; still listed: ${leftovers().map((n) => (n.kind === "skill" ? n.skill.uri : "")).join(', ')}; documents the editor still holds: ${open.join(', ') || 'none'}`);
    });
    const roots = provider.getChildren();
    const rootLabels = roots.map((node) => label(provider.getTreeItem(node)));
    assert.ok(rootLabels.includes('skills'), `roots: ${rootLabels.join(', ')}`);
    assert.ok(rootLabels.includes('.claude/skills'), `roots: ${rootLabels.join(', ')}`);

    const skillsRoot = roots[rootLabels.indexOf('skills')]!;
    assert.match(String(provider.getTreeItem(skillsRoot).description), /mm/, 'the root shows its profile');
    const children = provider.getChildren(skillsRoot);
    const skills = children.filter((node): node is Extract<SkillsNode, { kind: 'skill' }> => node.kind === 'skill');
    assert.deepEqual(skills.map((node) => node.skill.name).sort(), ['greetings', 'vulcan-salute', 'what-time-is-it']);
    const greetings = provider.getTreeItem(skills.find((node) => node.skill.name === 'greetings')!);
    assert.equal(greetings.description, 'Greet somebody with a festive message.');
    assert.ok(greetings.tooltip instanceof vscode.MarkdownString && greetings.tooltip.value.includes('greetings — Greet somebody'), 'the tooltip shows the catalog line');
    assert.ok(children.some((node) => node.kind === 'ignored' && /README\.md$/.test(node.uri)), 'the README is listed as not a skill');

    const claudeRoot = roots[rootLabels.indexOf('.claude/skills')]!;
    const releaseNotes = provider.getChildren(claudeRoot).find((node) => node.kind === 'skill' && node.skill.name === 'release-notes')!;
    const files = provider.getChildren(releaseNotes).map((node) => label(provider.getTreeItem(node)));
    assert.ok(files.some((name) => name.includes('collect_commits.sh')), `reference files: ${files.join(', ')}`);
  });

  test('shows problems as they are typed, and reveals the active skill (screenshot)', async () => {
    await vscode.commands.executeCommand('workbench.view.extension.skillkiln');
    const editor = await openFile('skills', 'greetings', 'SKILL.md');
    const hasProblems = (): boolean => {
      const node = api.tree.provider.findSkillNode(editor.document.uri);
      return !!node && node.skill.problems.warnings > 0;
    };
    const flagged = waitFor(api.tree.onDidChange, hasProblems, 10_000, 'the tree to flag greetings');
    await setText(editor.document, editor.document.getText().replace(/^description: .*\n/m, ''));
    await flagged;
    const node = api.tree.provider.findSkillNode(editor.document.uri)!;
    const item = api.tree.provider.getTreeItem(node);
    assert.equal(item.resourceUri?.scheme, 'skillkiln-tree', 'decorated through the tree-only scheme');
    assert.match(item.resourceUri?.query ?? '', /warnings=[1-9]/);

    const claude = api.tree.provider.getChildren().find((n) => n.kind === 'root' && n.root.label === '.claude/skills');
    const releaseNotes = claude && api.tree.provider.getChildren(claude).find((n) => n.kind === 'skill' && n.skill.name === 'release-notes');
    if (releaseNotes) await api.tree.view.reveal(releaseNotes, { expand: true, select: false, focus: false });
    // A wider sidebar shows the descriptions: shrink the editor (the focused view) first.
    await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
    for (let i = 0; i < 4; i++) await vscode.commands.executeCommand('workbench.action.decreaseViewWidth');
    await api.tree.view.reveal(node, { select: true, focus: true });
    await tidyForScreenshot();
    await takeScreenshot('skills-tree');
    // The width back, for the suites after this one (the walkthrough stacked its steps in the
    // narrower editor and cut the last step's button off).
    await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
    for (let i = 0; i < 4; i++) await vscode.commands.executeCommand('workbench.action.increaseViewWidth');
  });
});
