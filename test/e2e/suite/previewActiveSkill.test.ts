// The preview brings the skill being edited into view: switching to a skill deep in a long
// listing (the 419 skills of github/awesome-copilot), editing it, a reference file of it — and
// no jump while the preview is locked on another skills folder. What is checked is what the
// webview reports it shows (the marked entry, on screen, the page's scroll), not only that a
// message was sent; the editor keeps the focus throughout.
import * as assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as vscode from 'vscode';
import type { SkillkilnApi } from '../../../client/src/api';
import type { ActiveSkillShownEvent, CatalogPreview } from '../../../client/src/preview/catalogPreview';
import type { CatalogDto } from '../../../server/src/lsp/protocol';
import { takeScreenshot, waitFor } from './helpers';
import { EXTENSION_ID, activateSkillkiln, closeAllAndPreviews, nextRender, setText, tidyForScreenshot, treeWhere, workspaceFolder, workspaceUri } from './skillkilnFixture';

/** A long listing: a real collection when the corpus is there, as many made-up skills otherwise. */
function writeLongListing(dir: string): string[] {
  const extensionPath = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
  const corpus = resolve(process.env.SKILLKILN_CORPUS ?? join(extensionPath, '..', 'shared', 'corpus'), 'github__awesome-copilot');
  if (existsSync(corpus)) {
    const names = readdirSync(corpus).filter((name) => existsSync(join(corpus, name, 'SKILL.md')));
    for (const name of names) cpSync(join(corpus, name, 'SKILL.md'), join(dir, name, 'SKILL.md'));
    return names.sort();
  }
  const names = Array.from({ length: 419 }, (_, i) => `made-up-${String(i).padStart(3, '0')}`);
  for (const name of names) {
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, 'SKILL.md'), `---\nname: ${name}\ndescription: Does task ${name} when the user asks for it.\n---\n\n# ${name}\n`);
  }
  return names;
}

/** Resolves with the next report of the preview's active skill satisfying `predicate` (subscribe before acting). */
function nextShown(api: SkillkilnApi, predicate: (event: ActiveSkillShownEvent) => boolean, what: string, timeoutMs = 20_000): Promise<ActiveSkillShownEvent> {
  return waitFor(api.previews.onDidShowActiveSkill, predicate, timeoutMs, what);
}

suite('the preview follows the edited skill', function () {
  this.timeout(180_000);
  let api: SkillkilnApi;
  const root = workspaceUri('.agents', 'skills');
  let names: string[] = [];
  const skill = (name: string): vscode.Uri => vscode.Uri.joinPath(root, name, 'SKILL.md');

  suiteSetup(async () => {
    api = await activateSkillkiln();
    names = writeLongListing(root.fsPath);
    // The new skills folder is known (the preview opens on it, and follows to it) once the tree lists it.
    const skillsIn = (): number => api.tree.provider.getChildren().filter((n) => n.kind === 'root' && n.root.uri === root.toString()).flatMap((n) => api.tree.provider.getChildren(n)).length;
    // Hundreds of folders made at once outrun the file watcher: a restarted server reads them all.
    assert.equal(await vscode.commands.executeCommand('skillkiln.restartServer'), true, 'the server restarts');
    await treeWhere(api, () => skillsIn() >= names.length, 'the tree to list the long listing', 60_000);
    assert.ok(names.length >= 400, `a long listing (${names.length} skills)`);
  });
  suiteTeardown(async () => {
    await closeAllAndPreviews(api);
    await vscode.workspace.fs.delete(workspaceUri('.agents'), { recursive: true, useTrash: false }).then(undefined, () => undefined);
  });

  test('switching to a skill deep in a long listing scrolls the preview to its entry, then edits keep it in view', async () => {
    const deep = names[Math.floor(names.length * 0.75)]!;
    await vscode.window.showTextDocument(skill(deep), { viewColumn: vscode.ViewColumn.One });
    // The whole folder indexed: the listing is long before the preview is asked to follow.
    const catalog = (): CatalogDto | null | undefined => api.previews.get(workspaceFolder().uri.toString())?.result?.catalog;
    const listed = nextRender(api, () => (catalog()?.entries.length ?? 0) + (catalog()?.excluded.length ?? 0) >= names.length, 'the long listing', 60_000);
    const shown = nextShown(api, (e) => e.uri === skill(deep).toString() && e.inView, `the entry of ${deep} on screen`, 60_000);
    const preview = await vscode.commands.executeCommand<CatalogPreview>('skillkiln.openPreview');
    await listed;
    const first = await shown;
    assert.ok(first.scrollY > 1_000, `the page scrolled down to ${deep} (${first.scrollY} px)`);
    assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), skill(deep).toString(), 'the editor keeps the focus');
    assert.equal(preview?.panel.active, false, 'the preview did not take the focus');
    await tidyForScreenshot();
    await takeScreenshot('preview-scrolls-to-skill');

    // Another skill, near the top: the page scrolls back up to it.
    const early = names[5]!;
    const back = nextShown(api, (e) => e.uri === skill(early).toString() && e.inView, `the entry of ${early} on screen`);
    await vscode.window.showTextDocument(skill(early), { viewColumn: vscode.ViewColumn.One });
    assert.ok((await back).scrollY < first.scrollY, 'scrolled back up');

    // Typing in it: its entry is reported on screen after the edit.
    const edited = nextShown(api, (e) => e.uri === skill(early).toString() && e.inView, 'the edited entry on screen');
    const document = vscode.window.activeTextEditor!.document;
    await setText(document, document.getText().replace(/^description: /m, 'description: Edited. '));
    await edited;
  });

  test('a locked preview on another skills folder does not move; unlocking catches up', async () => {
    const deep = names[names.length - 3]!;
    const first = nextShown(api, (e) => e.uri === skill(deep).toString() && e.inView, `the entry of ${deep} on screen`, 60_000);
    await vscode.window.showTextDocument(skill(deep), { viewColumn: vscode.ViewColumn.One });
    await vscode.commands.executeCommand('skillkiln.openPreview');
    const at = await first;
    const preview = api.previews.get(workspaceFolder().uri.toString())!;
    try {
      assert.equal(await vscode.commands.executeCommand('skillkiln.togglePreviewLock'), true, 'locked');
      // A skill of another folder: nothing of the locked listing is marked, and the page stays.
      const none = nextShown(api, (e) => e.uri === null, 'the mark to go');
      await vscode.window.showTextDocument(workspaceUri('skills', 'greetings', 'SKILL.md'), { viewColumn: vscode.ViewColumn.One });
      const report = await none;
      assert.equal(report.scrollY, at.scrollY, 'the locked preview did not jump');
      assert.equal(preview.selectedRootUri, root.toString(), 'still on the locked folder');
    } finally {
      const followed = nextShown(api, (e) => e.uri === workspaceUri('skills', 'greetings', 'SKILL.md').toString() && e.inView, 'greetings marked after unlocking');
      await vscode.commands.executeCommand('skillkiln.togglePreviewLock');
      await followed;
    }
  });
});
