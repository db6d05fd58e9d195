// The preview's budget section (headless Chromium) on catalogs the real language service builds:
// it speaks of what the listing budget costs, never of skills the agent does not load at all.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../server/src/service/config/serviceConfig';
import { catalogResult } from '../../server/src/service/features/catalogDto';
import { pathToUri } from '../../server/src/service/features/uris';
import { createNodeFileSystem } from '../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';
import { REPO_ROOT } from '../e2e/runner/repoRoot';
import { openPreviewOn, type SyntheticPreview } from './syntheticPreview';

const SHOTS = join(REPO_ROOT, 'test-results', 'screenshots');

const LONG = 'Fill in PDF forms, extract their fields, merge documents and check every signature block. '.repeat(4);

/** What the budget section shows: its warning, the badges of its lists and the names after them. */
interface BudgetView {
  readonly present: boolean;
  readonly warning: string;
  readonly losers: readonly string[];
}

describe('preview: the budget section counts only what the budget costs (headless Chromium)', { skip: process.env.SKILLKILN_SKIP_BROWSER ? 'SKILLKILN_SKIP_BROWSER is set' : false }, () => {
  let folder: string;
  let open: SyntheticPreview | undefined;

  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'skillkiln-budget-'));
    for (const name of ['pdf-forms', 'pdf-merge', 'pdf-sign']) {
      mkdirSync(join(folder, '.claude', 'skills', name), { recursive: true });
      writeFileSync(join(folder, '.claude', 'skills', name, 'SKILL.md'), `---\nname: ${name}\ndescription: ${LONG}\n---\n\n# ${name}\n`);
    }
    // Directly in the skills folder: Claude Code never finds it (it is not listed, and no budget is the cause).
    writeFileSync(join(folder, '.claude', 'skills', 'SKILL.md'), `---\nname: stray\ndescription: A skill with no folder of its own.\n---\n\n# Stray\n`);
  });
  after(async () => {
    await open?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const budgetOf = async (config: ServiceConfig, target: string): Promise<BudgetView> => {
    const service = createLanguageService({ fs: createNodeFileSystem(), configFor: () => config });
    service.setFolders([folder]);
    const root = join(folder, '.claude', 'skills');
    await open?.close();
    open = await openPreviewOn(pathToUri(folder), catalogResult(service, { folder, root, target }, 'en'));
    return open.session.page.evaluate(() => {
      const section = document.querySelector('section.budget');
      return {
        present: section !== null,
        warning: section?.querySelector('.flag.warning')?.textContent ?? '',
        losers: Array.from(section?.querySelectorAll('.losers') ?? []).map((p) => p.textContent ?? ''),
      };
    });
  };

  test('a skill the agent never finds is neither "over budget" nor "left out" by the budget', async () => {
    const view = await budgetOf(DEFAULT_CONFIG, 'claude-code');
    assert.ok(view.present, 'Claude Code has a listing budget');
    assert.equal(view.warning, '');
    assert.deepEqual(view.losers, []);
    // Its entry says why, and not that the model sees a bare name: the model sees nothing of it.
    const stray = await open!.session.page.evaluate(() => Array.from(document.querySelectorAll('li.entry.status-omitted')).map((li) => li.textContent ?? ''));
    assert.equal(stray.length, 1);
    assert.match(stray[0]!, /not listed/);
    assert.match(stray[0]!, /does not look there/);
    assert.doesNotMatch(stray[0]!, /No description/);
    mkdirSync(SHOTS, { recursive: true });
    await open!.session.page.screenshot({ path: join(SHOTS, 'preview-budget-not-found.png'), fullPage: true });
  });

  test('over the budget, the skills that lose their description are named', async () => {
    const view = await budgetOf({ ...DEFAULT_CONFIG, contextWindowTokens: 1_000 }, 'claude-code');
    assert.match(view.warning, /^Over budget/);
    assert.equal(view.losers.length, 1);
    assert.match(view.losers[0]!, /^loses its description pdf-/);
  });
});
