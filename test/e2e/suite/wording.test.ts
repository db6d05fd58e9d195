// The words a user reads in the editor, read back from the page: hovers, the status bar, Switch
// Profile, New Skill's step titles and the delete question name things as people say them
// (agents' and formats' names), never by the ids the settings store. Each test fails when its
// fix is undone.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import { doOnPage, readPageText, takeScreenshot, waitFor } from './helpers';
import { activateSkillkiln, closeAllAndPreviews, openFile, revertAndCloseAll, treeWhere, workspaceUri } from './skillkilnFixture';

const QUICK_INPUT = '.quick-input-widget';
const QUICK_INPUT_ROW = '.quick-input-widget .monaco-list-row';
const QUICK_INPUT_TITLE = '.quick-input-widget .quick-input-title';
const STATUS_ITEM = '.statusbar-item[id$="skillkiln.status"]';
/** Settings ids of agents and formats: none may show where a name is meant. */
const IDS = /\b(claude-code|gemini-cli|copilot-cli|qwen-code|factory-droid|agent-skills|agent-app|skill-api|undefined)\b|\bmm\b(?! app)|`/;

async function remove(uri: vscode.Uri): Promise<void> {
  await vscode.workspace.fs.delete(uri, { recursive: true, useTrash: false }).then(undefined, () => undefined);
}

async function write(uri: vscode.Uri, text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
}

suite('the words a user reads', function () {
  this.timeout(120_000);
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
    await api.tree.refresh();
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await closeAllAndPreviews(api);
  });

  test('a key’s hover names the agents that read it (“Claude Code”), as the messages do', async () => {
    const skill = workspaceUri('.claude', 'skills', 'e2e-hover', 'SKILL.md');
    await write(skill, '---\nname: e2e-hover\ndescription: Check the hover of a key. Use when testing.\nlicense: MIT\n---\n\n# Hover\n');
    try {
      const editor = await vscode.window.showTextDocument(skill, { preview: false });
      await treeWhere(api, () => api.tree.provider.getChildren().some((n) => n.kind === 'root' && n.root.skills.some((k) => k.name === 'e2e-hover')), 'the tree to list e2e-hover');
      editor.selection = new vscode.Selection(3, 2, 3, 2);
      await vscode.commands.executeCommand('editor.action.showHover');
      const hover = await readPageText('hover-license', '.monaco-hover-content', 'Claude Code', 15_000);
      if (hover === undefined) return; // outside the code-server runner nothing can look
      const text = hover.join('\n');
      assert.match(text, /Read by: .*Claude Code, Copilot CLI, VS Code \(Copilot\)/, text);
      assert.doesNotMatch(text, IDS, text);
      await takeScreenshot('hover-agent-names');
    } finally {
      await revertAndCloseAll();
      await remove(vscode.Uri.joinPath(skill, '..'));
    }
  });

  test('the status bar names each skills folder’s format, never its settings id', async () => {
    const files: [string[], string][] = [
      [['skills', 'greetings', 'SKILL.md'], 'mm app'],
      [['agent-app', 'code-review.md'], 'Agent app'],
      [['tajo', 'customer-sync.md'], 'Tajo automations'],
      [['skill-api', 'meeting-notes', 'SKILL.md'], 'Skill API'],
      [['.claude', 'skills', 'commit-message', 'SKILL.md'], 'Agent Skills'],
    ];
    for (const [segments, name] of files) {
      await openFile(...segments);
      const shown = await readPageText(`status-${segments[0]!.replace(/\W/g, '')}`, STATUS_ITEM, name, 15_000);
      if (shown === undefined) return;
      const text = shown.join(' ');
      assert.ok(text.includes(name), `${segments.join('/')}: the status bar says ${JSON.stringify(text)}`);
      assert.doesNotMatch(text, IDS, text);
      assert.match(text, /characters/, text);
    }
  });

  test('Switch Profile lists the formats by name', async () => {
    const done = vscode.commands.executeCommand('skillkiln.switchProfile');
    const shown = await doOnPage('switch-profile-formats', [
      { waitFor: QUICK_INPUT_ROW, contains: 'Every skills folder' },
      { click: QUICK_INPUT_ROW, contains: 'Every skills folder' },
      { waitFor: QUICK_INPUT_ROW, contains: 'Skill API' },
    ]);
    if (!shown) return;
    const rows = (await readPageText('switch-profile-rows', QUICK_INPUT_ROW, 'Skill API')) ?? [];
    const names = ['Detected from the headers', 'mm app', 'Agent Skills', 'Agent app', 'Tajo automations', 'Skill API'];
    assert.equal(rows.length, names.length, JSON.stringify(rows));
    for (const [i, row] of rows.entries()) assert.ok(row.trim().startsWith(names[i]!), `row ${i + 1} is the name ${names[i]}, not an id: ${row}`);
    await takeScreenshot('switch-profile');
    await doOnPage('switch-profile-cancel', [{ press: 'Escape' }]);
    assert.equal(await done, undefined);
  });

  test('New Skill numbers its steps: (1/3) where, (2/3) layout, (3/3) name', async () => {
    const created = workspaceUri('skills', 'e2e-steps', 'SKILL.md');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const opened = waitFor(vscode.window.onDidChangeActiveTextEditor, (e) => e?.document.uri.toString() === created.toString(), 60_000, 'the new skill to open');
    const done = vscode.commands.executeCommand('skillkiln.newSkill');
    try {
      const titles: string[] = [];
      const title = async (step: string): Promise<void> => {
        const shown = await readPageText(`new-skill-title-${step.replace('/', '-of-')}`, QUICK_INPUT_TITLE, `(${step})`, 10_000);
        titles.push((shown ?? []).join(''));
      };
      const started = await doOnPage('new-skill-step-1', [{ waitFor: QUICK_INPUT_ROW, contains: 'mm app' }]);
      if (!started) {
        await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
        return;
      }
      await title('1/3');
      await takeScreenshot('new-skill-1-where');
      await doOnPage('new-skill-step-2', [{ click: QUICK_INPUT_ROW, contains: 'mm app' }, { waitFor: QUICK_INPUT_ROW, contains: '<name>/SKILL.md' }]);
      await title('2/3');
      await takeScreenshot('new-skill-2-layout');
      await doOnPage('new-skill-step-3', [{ click: QUICK_INPUT_ROW, contains: '<name>/SKILL.md' }, { waitFor: QUICK_INPUT, contains: 'as the model will call it' }]);
      await title('3/3');
      await doOnPage('new-skill-type', [{ type: 'e2e-steps' }]);
      await takeScreenshot('new-skill-3-name');
      assert.deepEqual(titles, ['New Skill (1/3)', 'New Skill (2/3)', 'New Skill (3/3)']);
      await doOnPage('new-skill-enter', [{ press: 'Enter' }]);
      await opened;
      assert.equal((await done as vscode.Uri | undefined)?.toString(), created.toString());
    } finally {
      await revertAndCloseAll();
      await remove(vscode.Uri.joinPath(created, '..'));
    }
  });

  test('Delete Skill: the question comes while the tab is open, says what goes (no “0 other files”), and cancelling keeps skill and tab', async () => {
    const skill = workspaceUri('.claude', 'skills', 'e2e-delete-words', 'SKILL.md');
    await write(skill, '---\nname: e2e-delete-words\ndescription: Check the delete question. Use when testing.\n---\n\n# Delete words\n');
    const tabOpen = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === skill.toString());
    try {
      await vscode.window.showTextDocument(skill, { preview: false });
      let node: unknown;
      await treeWhere(api, () => {
        for (const root of api.tree.provider.getChildren()) if (root.kind === 'root') node = api.tree.provider.getChildren(root).find((n) => n.kind === 'skill' && n.skill.name === 'e2e-delete-words') ?? node;
        return node !== undefined;
      }, 'the tree to list e2e-delete-words');
      // The workbench refuses modal dialogs in tests: the command's `ask` shows us the question.
      const asked: { question: string; detail?: string; answers: string[]; tabOpen: boolean }[] = [];
      const cancel = (question: string, options: vscode.MessageOptions, ...answers: string[]) => {
        asked.push({ question, detail: options.detail, answers, tabOpen: tabOpen() });
        return Promise.resolve(undefined);
      };
      assert.equal(await vscode.commands.executeCommand<boolean>('skillkiln.deleteSkill', node, { ask: cancel }), false);
      assert.equal(asked.length, 1);
      assert.equal(asked[0]!.question, 'Delete the skill “e2e-delete-words”?');
      assert.equal(asked[0]!.detail, 'The folder .claude/skills/e2e-delete-words, which holds only the skill, will be moved to the trash.');
      assert.doesNotMatch(asked[0]!.detail ?? '', /\b0 other files?\b/);
      assert.ok(asked[0]!.tabOpen, 'the tab is open while the question is asked');
      assert.ok(tabOpen(), 'cancelled: the tab stays');

      // Yes to the trash; where there is none (code-server), the second question, cancelled.
      asked.length = 0;
      const trashThenCancel = (question: string, options: vscode.MessageOptions, ...answers: string[]) => {
        asked.push({ question, detail: options.detail, answers, tabOpen: tabOpen() });
        return Promise.resolve(asked.length === 1 ? answers[0] : undefined);
      };
      const deleted = await vscode.commands.executeCommand<boolean>('skillkiln.deleteSkill', node, { ask: trashThenCancel });
      if (!deleted) {
        assert.equal(asked.length, 2);
        assert.match(asked[1]!.question, /^\.claude\/skills\/e2e-delete-words cannot be moved to the trash\. Delete it permanently\?$/);
        assert.ok(asked[1]!.tabOpen, 'the tab is open while “delete permanently?” is asked');
        assert.ok(tabOpen(), 'cancelled: the tab stays');
        assert.ok(await vscode.workspace.fs.stat(skill).then(() => true, () => false), 'cancelled: the skill stays');
      }
    } finally {
      await revertAndCloseAll();
      await remove(vscode.Uri.joinPath(skill, '..'));
    }
  });
});
