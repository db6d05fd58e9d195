// The walkthrough as the user sees it: each step opened in the real workbench, its text and its
// media read from the page (the media is a webview that loads after the step), then a
// screenshot of each step — taken only once the step shows what it is about.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { readPageText, takeScreenshot } from './helpers';
import { EXTENSION_ID, activateSkillkiln, revertAndCloseAll, tidyForScreenshot } from './skillkilnFixture';

interface Step {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly media: { readonly markdown: string };
}

/** The walkthrough's steps as contributed, with their English strings filled in. */
function contributedSteps(): { category: string; steps: Step[] } {
  const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
  const nls = JSON.parse(readFileSync(join(extension.extensionPath, 'package.nls.json'), 'utf8')) as Record<string, string>;
  const text = (value: string): string => value.replace(/^%(.+)%$/, (_, key: string) => nls[key] ?? value);
  const walkthrough = (extension.packageJSON as { contributes: { walkthroughs: { id: string; steps: Step[] }[] } }).contributes.walkthroughs[0]!;
  const steps = walkthrough.steps.map((step) => ({ ...step, title: text(step.title), description: text(step.description) }));
  return { category: `${EXTENSION_ID}#${walkthrough.id}`, steps };
}

/** The first sentence of a description, as the page shows it (a line of `[label](command:…)` is a button). */
function prose(description: string): string {
  return description.split('\n').filter((line) => !/^\[.+\]\(command:.+\)$/.test(line)).join(' ');
}

/** A phrase of the step's media, as rendered: its first line of prose, without Markdown marks. */
function mediaPhrase(extensionPath: string, step: Step): string {
  const lines = readFileSync(join(extensionPath, step.media.markdown), 'utf8').split('\n');
  const first = lines.find((line) => line.trim() !== '' && !line.startsWith('#') && !line.startsWith('|')) ?? '';
  return first.replace(/\*\*|`/g, '').trim().slice(0, 40);
}

suite('the walkthrough', function () {
  this.timeout(120_000);
  suiteSetup(async () => {
    await activateSkillkiln();
  });
  teardown(() => revertAndCloseAll());

  test('each step shows its text and its media, and the media adds to the text instead of repeating it (screenshots)', async () => {
    const { category, steps } = contributedSteps();
    const extensionPath = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    assert.deepEqual(steps.map((s) => s.id), ['pickAgent', 'createSkill', 'openPreview', 'tryRequest']);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', category, false);
    for (const step of steps) {
      const stepId = `${category}#${step.id}`;
      await vscode.commands.executeCommand('walkthroughs.selectStep', stepId);
      const description = prose(step.description);
      const shown = await readPageText(`walkthrough-${step.id}-text`, `.getting-started-step[aria-expanded="true"][data-step-id="${stepId}"]`, description);
      // Outside the code-server runner nothing can look at the page.
      if (shown === undefined) return;
      assert.ok(shown.some((text) => text.includes(step.title) && text.includes(description)), `step ${step.id} shows its title and text; the page shows: ${JSON.stringify(shown)}`);
      // The workbench adds a keyboard tip to a button whose command has a key; it does not wrap, so
      // in a narrow column it widens the step and cuts its text off. The key is in the media.
      assert.ok(!shown.some((text) => /Tip:/.test(text)), `step ${step.id} has no keyboard tip cutting its text: ${JSON.stringify(shown)}`);

      const phrase = mediaPhrase(extensionPath, step);
      assert.ok(phrase.length > 10, `the media of ${step.id} has prose`);
      const media = await readPageText(`walkthrough-${step.id}-media`, 'vertically-centered', phrase);
      const rendered = media?.find((text) => text.includes(phrase));
      assert.ok(rendered, `the media of ${step.id} is rendered; the page shows: ${JSON.stringify(media)}`);
      // The step's title and text are on the left, next to the media: said once is enough.
      assert.ok(!rendered.trimStart().startsWith(step.title), `the media of ${step.id} does not repeat the step's title: ${JSON.stringify(rendered.slice(0, 80))}`);
      const firstSentence = description.split(/[.:]/)[0]!;
      assert.ok(!rendered.includes(firstSentence), `the media of ${step.id} does not repeat “${firstSentence}”`);

      await tidyForScreenshot();
      await takeScreenshot(`walkthrough-${step.id}`);
    }
  });
});
