// What a new user still tripped on in the editor (second round), done as the user does it: the
// walkthrough's buttons clicked and names typed in the real browser, and what the page shows
// afterwards read back. Each test fails when its fix is undone.
import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import { doOnPage, readPageText, takeScreenshot, waitFor, waitForDiagnostics } from './helpers';
import { activateSkillkiln, closeAllAndPreviews, codeOf, EXTENSION_ID, revertAndCloseAll, tidyForScreenshot, treeWhere, workspaceFolder, workspaceUri } from './skillkilnFixture';

const WALKTHROUGH = `${EXTENSION_ID}#firstSkill`;
const QUICK_INPUT = '.quick-input-widget';
const QUICK_INPUT_BOX = '.quick-input-widget .quick-input-box input';
const QUICK_INPUT_ROW = '.quick-input-widget .monaco-list-row';
/** The shared corpus of real skills, beside the repository (out/test/e2e/suite → ../shared/corpus). */
const CORPUS = process.env['SKILLKILN_CORPUS'] ?? resolve(__dirname, '..', '..', '..', '..', '..', 'shared', 'corpus');
/** Anthropic-style skills of the corpus (Sentry's collection follows Anthropic's): the preview is photographed on them. */
const CORPUS_SKILLS = ['brand-guidelines', 'doc-coauthoring', 'security-review', 'skill-writer'];

async function remove(uri: vscode.Uri): Promise<void> {
  await vscode.workspace.fs.delete(uri, { recursive: true, useTrash: false }).then(undefined, () => undefined);
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  return vscode.workspace.fs.stat(uri).then(
    () => true,
    () => false,
  );
}

/** Opens the walkthrough on one of its steps, as the Welcome page's link does. */
async function openStep(step: string): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH, false);
  await vscode.commands.executeCommand('walkthroughs.selectStep', `${WALKTHROUGH}#${step}`);
}

/** The titles of the walkthrough's ticked steps, once `title` is among them (or whatever is ticked after the wait). */
async function tickedSteps(title: string): Promise<readonly string[] | undefined> {
  return readPageText(`ticked-${title.replace(/\W+/g, '-')}`, 'button.getting-started-step[aria-checked="true"] h3', title, 10_000);
}

/** Waits until the walkthrough shows the selected step's media (it renders after the steps: a screenshot taken before showed an empty column). */
async function mediaShown(phrase: string): Promise<void> {
  await readPageText(`media-${phrase.split(' ').slice(0, 3).join('-')}`, 'vertically-centered', phrase, 10_000);
}

suite('a new user in the editor', function () {
  this.timeout(120_000);
  let api: SkillkilnApi;
  suiteSetup(async () => {
    api = await activateSkillkiln();
    await api.tree.refresh();
  });
  teardown(() => closeAllAndPreviews(api));

  test('the walkthrough ticks “Create a first skill” in a workspace that has skills; its New Skill… survives the focus going back to the page, and ticks “Pick your agent”', async () => {
    const created = workspaceUri('.claude', 'skills', 'e2e-walkthrough-skill', 'SKILL.md');
    try {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await openStep('createSkill');
      const ticked = await tickedSteps('Create a first skill');
      if (ticked === undefined) return; // outside the code-server runner nothing can click
      assert.ok(ticked.includes('Create a first skill'), `the demo has skills: the step is ticked; ticked: ${JSON.stringify(ticked)}`);

      const opened = waitFor(vscode.window.onDidChangeActiveTextEditor, (editor) => editor?.document.uri.toString() === created.toString(), 90_000, 'the new skill to open');
      await doOnPage('walkthrough-new-skill-pick', [
        { click: '.getting-started-step[aria-expanded="true"] .monaco-button', contains: 'New Skill' },
        { waitFor: QUICK_INPUT_ROW, contains: '.claude/skills' },
        // The walkthrough page may take the focus back as the question opens (a busy machine):
        // the user clicks into the box before typing, as anyone whose keys went nowhere would.
        { click: QUICK_INPUT_BOX },
        { type: '.claude' },
        // Enter takes the highlighted row: wait until the filter has made it .claude/skills (an Enter
        // before that takes the first folder, whose next question is its layout, not the name).
        { waitFor: `${QUICK_INPUT_ROW}.focused`, contains: '.claude/skills' },
        { press: 'Enter' },
        { waitFor: QUICK_INPUT, contains: 'as the model will call it' },
      ]);
      // .claude/skills takes one layout: that question is skipped and the name is the last step.
      const stepTitle = await readPageText('walkthrough-new-skill-title', '.quick-input-widget .quick-input-title', 'New Skill', 10_000);
      assert.deepEqual(stepTitle, ['New Skill (2/2)']);
      await takeScreenshot('new-skill-name-box');
      // The focus goes back to the walkthrough (the workbench does it after a pick; a click does it
      // for sure): the name box stays, and the user clicks back into it to type.
      await doOnPage('walkthrough-new-skill-name', [
        { click: '[x-category-title-for]', contains: 'Write your first skill' },
        { click: QUICK_INPUT_BOX },
        { type: 'e2e-walkthrough-skill' },
        { press: 'Enter' },
      ]);
      await takeScreenshot('new-skill-after-enter');
      await opened;
      assert.match(vscode.window.activeTextEditor?.document.getText() ?? '', /^---\nname: e2e-walkthrough-skill\n/);

      await openStep('pickAgent');
      const afterPick = await tickedSteps('Pick your agent');
      assert.ok(afterPick?.includes('Pick your agent'), `picking the skills folder in New Skill… picks the agent; ticked: ${JSON.stringify(afterPick)}`);
      await tidyForScreenshot();
      await mediaShown('Skillkiln finds these folders by itself');
      await takeScreenshot('walkthrough-ticked');
    } finally {
      await revertAndCloseAll();
      await remove(vscode.Uri.joinPath(created, '..'));
    }
  });

  test('New Skill… run again while its questions are open (the walkthrough button’s Enter released on it, a second click) keeps the open question instead of starting over', async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const first = Promise.resolve(vscode.commands.executeCommand<vscode.Uri | undefined>('skillkiln.newSkill'));
    try {
      if (!(await doOnPage('new-skill-twice-open', [{ waitFor: QUICK_INPUT_ROW, contains: '.claude/skills' }]))) return;
      // Started over, the second run's question would replace the first's, which then ends unanswered.
      const second = Promise.resolve(vscode.commands.executeCommand<vscode.Uri | undefined>('skillkiln.newSkill'));
      const ended = await Promise.race([second.then(() => 'the second run'), first.then(() => 'the first run')]);
      assert.equal(ended, 'the second run', 'the second run does nothing; the first one’s question stays');
      assert.equal(await second, undefined);
      await doOnPage('new-skill-twice-answer', [
        { type: '.claude' },
        { waitFor: `${QUICK_INPUT_ROW}.focused`, contains: '.claude/skills' },
        { press: 'Enter' },
        { waitFor: QUICK_INPUT, contains: 'as the model will call it' },
        { press: 'Escape' },
      ]);
      assert.equal(await first, undefined, 'cancelled at the name: nothing created');
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      await first;
    }
  });

  test('“Choose Your Agents” is a checklist of agent names with their folders, saved in .skillkiln.json; Switch Profile saves there too', async () => {
    const config = workspaceUri('.skillkiln.json');
    try {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await openStep('pickAgent');
      const shown = await doOnPage('choose-agents-open', [
        { click: '.getting-started-step[aria-expanded="true"] .monaco-button', contains: 'Choose Your Agents' },
        { waitFor: QUICK_INPUT_ROW, contains: 'Claude Code' },
      ]);
      if (!shown) return;
      const rows = (await readPageText('choose-agents-rows', QUICK_INPUT_ROW, 'Claude Code')) ?? [];
      const claude = rows.find((row) => row.includes('Claude Code'));
      assert.ok(claude?.includes('.claude/skills'), `each agent with the folders it reads: ${JSON.stringify(rows)}`);
      assert.ok(!rows.some((row) => /^(spec|claude-code|copilot-cli)\b/.test(row.trim())), `names, not ids: ${JSON.stringify(rows)}`);
      await takeScreenshot('choose-agents');
      // By default every agent is checked but the reference validator: "check all" checks it too,
      // a second click clears them all; then check Claude Code and save in the team file.
      await doOnPage('choose-agents-pick', [
        { click: '.quick-input-widget .quick-input-header .monaco-checkbox, .quick-input-widget input.quick-input-check-all' },
        { click: '.quick-input-widget .quick-input-header .monaco-checkbox, .quick-input-widget input.quick-input-check-all' },
        { click: QUICK_INPUT_ROW, contains: 'Claude Code' },
        { press: 'Enter' },
        { waitFor: QUICK_INPUT_ROW, contains: 'Team file' },
        { type: 'Team' },
        { press: 'Enter' },
      ]);
      const saved = await waitFor(vscode.workspace.onDidSaveTextDocument, (d) => d.uri.path.endsWith('/.skillkiln.json'), 10_000, '.skillkiln.json').catch(async () => undefined);
      const text = saved?.getText() ?? new TextDecoder().decode(await vscode.workspace.fs.readFile(config));
      assert.deepEqual((JSON.parse(text) as { targets: string[] }).targets, ['claude-code']);
      const message = await readPageText('choose-agents-saved', '.notification-list-item-message', 'Claude Code');
      assert.ok(message?.some((m) => m.includes('Claude Code') && m.includes('.skillkiln.json')), `says what was saved where: ${JSON.stringify(message)}`);

      assert.equal(await vscode.commands.executeCommand('skillkiln.switchProfile', workspaceFolder().uri, 'skill-api', { root: 'agent-app', scope: 'file' }), 'skill-api');
      const both = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(config))) as { targets: string[]; rootProfiles: Record<string, string> };
      assert.deepEqual(both, { targets: ['claude-code'], rootProfiles: { 'agent-app': 'skill-api' } }, 'the same file, the earlier choice kept');
      await treeWhere(api, () => api.tree.provider.getChildren().some((n) => n.kind === 'root' && n.root.label === 'agent-app' && n.root.choice.profile === 'skill-api'), 'the tree to show agent-app as skill-api');
    } finally {
      await revertAndCloseAll();
      await remove(config);
      await treeWhere(api, () => api.tree.provider.getChildren().some((n) => n.kind === 'root' && n.root.label === 'agent-app' && n.root.choice.profile === 'agent-app'), 'agent-app back to its format');
    }
  });

  test('Delete Skill asks before closing the tab: cancelling “delete permanently?” leaves the skill and its tab', async () => {
    const skill = workspaceUri('skills', 'e2e-keep-me', 'SKILL.md');
    await vscode.workspace.fs.writeFile(skill, new TextEncoder().encode('---\nname: e2e-keep-me\ndescription: Check that cancelling a delete keeps the tab.\nkeywords: keep\n---\n\n# Keep me\n'));
    try {
      await vscode.window.showTextDocument(skill, { preview: false });
      let node: unknown;
      await treeWhere(api, () => {
        for (const root of api.tree.provider.getChildren()) {
          if (root.kind !== 'root') continue;
          node = api.tree.provider.getChildren(root).find((n) => n.kind === 'skill' && n.skill.name === 'e2e-keep-me') ?? node;
        }
        return node !== undefined;
      }, 'the tree to list e2e-keep-me');
      // Tests may not show modal dialogs (the workbench refuses them): the answers are given.
      // code-server has no trash: the second question comes, and the user cancels it.
      const answer = vscode.commands.executeCommand<boolean>('skillkiln.deleteSkill', node, { confirmed: true, permanently: false });
      assert.equal(await answer, false);
      assert.ok(await exists(skill), 'the skill is still there');
      const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === skill.toString());
      assert.equal(tabs.length, 1, 'its tab is still open');
    } finally {
      await revertAndCloseAll();
      await remove(vscode.Uri.joinPath(skill, '..'));
    }
  });

  test('the Skills view’s title is not cut by its actions: New Skill, the preview and the safety filter inline, the rest under “…”', async () => {
    await vscode.commands.executeCommand('workbench.view.extension.skillkiln');
    const rows = await readPageText('skills-view-rows', '.part.sidebar .monaco-list-row', '.claude/skills', 10_000);
    if (rows === undefined) return;
    const actions = await readPageText('skills-view-actions', '.part.sidebar .composite.title .actions-container > .action-item', '', 5_000);
    // Three of ours, the tree's Collapse All, and “More Actions…” (there were six of ours).
    assert.ok(actions && actions.length > 0 && actions.length <= 5, `inline actions: ${actions?.length}`);
    const title = await readPageText('skills-view-title', '.part.sidebar .composite.title h2', 'SKILLS', 5_000);
    assert.ok(title?.some((t) => /SKILLKILN: SKILLS/i.test(t)), `title: ${JSON.stringify(title)}`);
    await tidyForScreenshot();
    await takeScreenshot('skills-view-title');
  });

  test('the first start opens the walkthrough, once', async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await api.firstStart.forget();
    assert.equal(await api.firstStart.open(), true);
    const shown = await readPageText('first-start-walkthrough', '.gettingStartedSlideDetails', 'Write your first skill', 10_000);
    if (shown !== undefined) assert.ok(shown.some((t) => t.includes('Write your first skill') && t.includes('Pick your agent')), `the walkthrough shows: ${JSON.stringify(shown)}`);
    await tidyForScreenshot();
    await mediaShown('The preview shows which skills get a full entry');
    await takeScreenshot('first-start');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    assert.equal(await api.firstStart.open(), false, 'not a second time');
  });

  test('the Problems panel shows messages as plain text: no literal backticks', async () => {
    const skill = workspaceUri('.claude', 'skills', 'e2e-wrong-dir', 'SKILL.md');
    await vscode.workspace.fs.writeFile(skill, new TextEncoder().encode('---\nname: e2e-ticks\ndescription: Check the Problems rows.\nfoo: bar\n---\n\n# Ticks\n'));
    try {
      await vscode.window.showTextDocument(skill, { preview: false });
      const diagnostics = await waitForDiagnostics(skill, (all) => all.some((d) => codeOf(d) === 'name-dir-mismatch'), 20_000);
      const mismatch = diagnostics.find((d) => codeOf(d) === 'name-dir-mismatch')!;
      assert.match(mismatch.message, /name is e2e-ticks but the folder is e2e-wrong-dir/, mismatch.message);
      for (const d of diagnostics) assert.doesNotMatch(d.message, /`/, d.message);
      await vscode.commands.executeCommand('workbench.actions.view.problems');
      const rows = await readPageText('problems-rows', '.markers-panel .monaco-list-row', 'e2e-ticks', 10_000);
      if (rows === undefined) return;
      assert.ok(rows.some((r) => r.includes('but the folder is e2e-wrong-dir')), `the Problems panel: ${JSON.stringify(rows)}`);
      assert.ok(!rows.some((r) => r.includes('`')), `no backticks: ${JSON.stringify(rows)}`);
      await takeScreenshot('problems-panel');
    } finally {
      await revertAndCloseAll();
      await vscode.commands.executeCommand('workbench.action.closePanel');
      await remove(vscode.Uri.joinPath(skill, '..'));
    }
  });

  test('the preview on Anthropic-style skills, narrow and wide, light and dark (screenshots)', async () => {
    const token = `https://example.com/${'brand-palette-without-any-space'.repeat(5)}`;
    const skills: Record<string, string> = {
      'e2e-brand': `---\nname: e2e-brand\ndescription: Apply the brand colours to documents; the palette lives at ${token} exactly.\nlicense: Complete terms in LICENSE.txt\n---\n\n# Brand\n`,
    };
    const root = workspaceUri('.claude', 'skills');
    const theme = vscode.workspace.getConfiguration('workbench').inspect<string>('colorTheme')?.globalValue;
    // Real skills of the shared corpus (long descriptions, a license, reference files), beside ours.
    const copied = existsSync(CORPUS) ? CORPUS_SKILLS : [];
    try {
      for (const [name, text] of Object.entries(skills)) await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(root, name, 'SKILL.md'), new TextEncoder().encode(text));
      for (const name of copied) await vscode.workspace.fs.copy(vscode.Uri.file(join(CORPUS, 'getsentry__skills', name)), vscode.Uri.joinPath(root, name), { overwrite: true });
      await vscode.window.showTextDocument(vscode.Uri.joinPath(root, 'e2e-brand', 'SKILL.md'), { preview: false });
      await treeWhere(api, () => api.tree.provider.getChildren().some((n) => n.kind === 'root' && n.root.label === '.claude/skills' && n.root.skills.some((k) => k.name === 'e2e-brand')), 'the tree to list e2e-brand');
      const rendered = waitFor(api.previews.onDidRender, (e) => e.rootUri === root.toString() && e.text.includes('e2e-brand'), 30_000, 'the preview of .claude/skills');
      await vscode.commands.executeCommand('skillkiln.openPreview');
      await rendered;
      for (const [themeName, label] of [['Default Light Modern', 'light'], ['Default Dark Modern', 'dark']] as const) {
        await vscode.workspace.getConfiguration('workbench').update('colorTheme', themeName, vscode.ConfigurationTarget.Global);
        for (const width of ['narrow', 'wide'] as const) {
          if (width === 'wide') {
            await vscode.commands.executeCommand('workbench.action.focusSecondEditorGroup');
            await vscode.commands.executeCommand('workbench.action.toggleMaximizeEditorGroup');
          }
          const page = await readPageText(`preview-${label}-${width}`, 'section.portability', 'e2e-brand', 15_000);
          if (page === undefined) return;
          assert.ok(page.some((t) => t.includes('e2e-brand')), `the preview shows the skills: ${JSON.stringify(page).slice(0, 300)}`);
          await tidyForScreenshot();
          // The listing from its top (the page keeps its scroll across themes and widths).
          await doOnPage(`preview-${label}-${width}-top`, [{ scrollTo: '.summary' }]);
          await takeScreenshot(`preview-anthropic-${label}-${width}`);
          // Which agents load each skill: the per-agent rows next to their detail.
          const agents = [{ scrollTo: 'section.portability', contains: 'e2e-brand' }] as const;
          // Opened once: the page keeps it open across themes and widths.
          await doOnPage(`preview-${label}-${width}-scroll`, label === 'light' && width === 'narrow' ? [{ click: 'section.portability summary > span.muted', contains: 'as written' }, ...agents] : agents);
          await takeScreenshot(`preview-anthropic-${label}-${width}-agents`);
          if (width === 'wide') await vscode.commands.executeCommand('workbench.action.toggleMaximizeEditorGroup');
        }
      }
    } finally {
      await vscode.workspace.getConfiguration('workbench').update('colorTheme', theme, vscode.ConfigurationTarget.Global);
      await closeAllAndPreviews(api);
      for (const name of [...Object.keys(skills), ...copied]) await remove(vscode.Uri.joinPath(root, name));
    }
  });
});
