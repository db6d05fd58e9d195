import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import { agentProgram, binFolder, type RecordingServer } from '../../triggers/agentTriggers';
import { startScriptedAnthropic } from '../../triggers/scriptedModel';
import { SCRIPT } from '../../triggers/scriptedCases';
import { doOnPage, readPageText, takeScreenshot, waitFor } from './helpers';
import { activateSkillkiln, openFile, revertAndCloseAll, setText, tidyForScreenshot, workspaceUri } from './skillkilnFixture';

/** The cases written into two example skills: two pass, two fail, as SCRIPT makes the model choose. */
const CASES: Record<string, { query: string; should_trigger: boolean }[]> = {
  'what-time-is-it': [
    { query: 'can you tell me what hour it is', should_trigger: true },
    { query: 'say hello to Bob from me', should_trigger: false },
    { query: 'what is the date today', should_trigger: true },
  ],
  greetings: [{ query: 'greet Alice warmly', should_trigger: true }],
};

suite('trigger tests in the Test Explorer (the real Claude Code against a scripted model)', () => {
  let api: SkillkilnApi;
  let model: RecordingServer;
  let cache = '';
  const saved = { ...process.env };
  suiteSetup(async function () {
    this.timeout(300_000);
    api = await activateSkillkiln();
    const claude = await agentProgram('claude-code', 'node_modules/@anthropic-ai/claude-code-linux-x64/claude');
    model = await startScriptedAnthropic(SCRIPT);
    // The language server runs the agent with the environment it was started with: the user's
    // sign-in there, the scripted model here. A restart hands it over.
    // Results are cached between runs: in a folder of this test's, emptied before the run.
    cache = mkdtempSync(join(tmpdir(), 'skillkiln-e2e-cache-'));
    Object.assign(process.env, { XDG_CACHE_HOME: cache, PATH: `${binFolder('claude', claude)}:${process.env.PATH}`, ANTHROPIC_BASE_URL: model.baseUrl, ANTHROPIC_API_KEY: 'sk-ant-skillkiln-test', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' });
    await vscode.workspace.getConfiguration('skillkiln.triggers').update('runs', 1, vscode.ConfigurationTarget.Global);
    await vscode.workspace.getConfiguration('skillkiln.triggers').update('timeout', 60, vscode.ConfigurationTarget.Global);
    for (const [skill, cases] of Object.entries(CASES)) await vscode.workspace.fs.writeFile(workspaceUri('skills', skill, 'evals', 'triggers.json'), new TextEncoder().encode(JSON.stringify(cases, null, 2)));
    await vscode.commands.executeCommand('skillkiln.restartServer');
    assert.ok(await api.whenReady());
  });
  suiteTeardown(async () => {
    process.env = saved;
    await model?.close();
    rmSync(cache, { recursive: true, force: true });
    for (const skill of Object.keys(CASES)) await vscode.workspace.fs.delete(workspaceUri('skills', skill, 'evals'), { recursive: true, useTrash: false }).then(undefined, () => undefined);
    await vscode.workspace.getConfiguration('skillkiln.triggers').update('runs', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace.getConfiguration('skillkiln.triggers').update('timeout', undefined, vscode.ConfigurationTarget.Global);
    await revertAndCloseAll();
    await vscode.commands.executeCommand('skillkiln.restartServer');
  });

  test('the user opens the Testing view and clicks Run: the scripted choices show, asked for first', async function () {
    this.timeout(300_000);
    const { controller } = api.triggers;
    const dir = (skill: string) => workspaceUri('skills', skill).toString();
    // The skills and their cases come from the server; the profiles from the agents installed.
    for (let i = 0; i < 100 && (!controller.item(dir('greetings')) || !controller.runProfiles.length); i++) {
      await controller.refreshAgents();
      await controller.refresh();
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(controller.item(dir('what-time-is-it'))?.children.size, 3, 'skill → its three queries');
    assert.deepEqual(controller.runProfiles.map((p) => p.agent.label), ['Claude Code'], 'one run profile per installed agent');

    // The CodeLens over description: says how many queries.
    const editor = await vscode.window.showTextDocument(workspaceUri('skills', 'what-time-is-it', 'SKILL.md'));
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', editor.document.uri);
    assert.ok(lenses.some((l) => l.command?.title === 'Run trigger tests: 3 queries'), JSON.stringify(lenses.map((l) => l.command?.title)));

    rmSync(join(cache, 'skillkiln', 'triggers'), { recursive: true, force: true }); // a retry runs again
    const finished = waitFor(controller.onDidFinishRun, () => true, 240_000, 'the trigger run');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const clicked = await doOnPage('triggers-run', [
      // The palette, as a user would (a click on the activity bar would close the view on a retry).
      { press: 'F1' },
      { waitFor: '.quick-input-widget' },
      { type: 'Testing: Focus on Test Explorer View' },
      { waitFor: '.quick-input-widget .monaco-list-row', contains: 'Focus on Test Explorer View' },
      { press: 'Enter' },
      { waitFor: '.test-explorer .monaco-list-row', contains: 'what-time-is-it' },
      { click: 'a.action-label[aria-label^="Run Tests"]' },
    ]);
    if (!clicked) return; // outside the code-server runner nobody can click
    // The question comes once the server has asked the agent its version and counted the calls.
    await doOnPage('triggers-dialog', [{ waitFor: '.quick-input-widget', contains: 'model calls' }], 120_000).catch(async (err: unknown) => { await takeScreenshot('trigger-tests-no-dialog'); throw err; });
    const dialog = (await readPageText('triggers-confirm', '.quick-input-widget', 'model calls')) ?? [];
    await takeScreenshot('trigger-tests-confirm');
    assert.ok(dialog.some((t) => /4 model calls through Claude Code 2\.1\.197 \(its default model\)/.test(t)), `says how many calls on which agent, first: ${JSON.stringify(dialog)}`);
    await doOnPage('triggers-confirm-run', [{ click: '.quick-input-widget .monaco-list-row', contains: 'Run' }]);
    const { results } = await finished;
    const got = Object.fromEntries(results.map((r) => [r.query, [r.verdict, r.triggered, r.runs, Object.keys(r.others).join(','), r.noSkill]]));
    assert.deepEqual(got, {
      'can you tell me what hour it is': ['pass', 1, 1, '', 0],
      'say hello to Bob from me': ['pass', 0, 1, 'greetings', 0],
      'what is the date today': ['fail', 0, 1, '', 1],
      'greet Alice warmly': ['fail', 0, 1, 'vulcan-salute', 0],
    });

    // What the Test Explorer shows: each query with the skill the agent chose.
    // Each skill expanded, when it is not yet (a retry finds them as the first try left them).
    for (const skill of ['greetings', 'what-time-is-it']) await doOnPage(`triggers-expand-${skill}`, [{ click: '.test-explorer .monaco-list-row[aria-expanded="false"]', contains: skill }], 3_000).catch(() => undefined);
    const rows = (await readPageText('triggers-rows', '.test-explorer .monaco-list-row', 'chose greetings')) ?? [];
    assert.ok(rows.some((t) => t.includes('say hello to Bob from me') && t.includes('chose greetings')), `the chosen skill beside the query: ${JSON.stringify(rows)}`);
    assert.ok(rows.some((t) => t.includes('greet Alice warmly') && t.includes('chose vulcan-salute')), JSON.stringify(rows));
    await tidyForScreenshot();
    await takeScreenshot('trigger-tests');

    // The catalog preview shows the last results per agent, and marks them stale once a
    // sibling's description changes (the model would choose among other texts).
    const greetings = await openFile('skills', 'greetings', 'SKILL.md');
    await vscode.commands.executeCommand('skillkiln.openPreview', greetings.document.uri);
    const shownResults = (await readPageText('triggers-preview', '.trigger-results', 'Claude Code: 2 passed, 1 failed')) ?? [];
    assert.ok(shownResults.some((t) => t.includes('what-time-is-it') && t.includes('Claude Code: 2 passed, 1 failed, 0 could not run') && !t.includes('stale')), JSON.stringify(shownResults));
    await setText(greetings.document, greetings.document.getText().replace(/^description: .*$/m, 'description: Says hello, goodbye and good night in many languages.'));
    const stale = (await readPageText('triggers-preview-stale', '.trigger-results', 'stale')) ?? [];
    assert.ok(stale.some((t) => /what-time-is-it[\s\S]*stale/.test(t)), `a sibling's new description makes them stale: ${JSON.stringify(stale)}`);
    await takeScreenshot('trigger-tests-preview');
  });
});
