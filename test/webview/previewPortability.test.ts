// The preview's "Which agents load each skill" section in the real page (headless Chromium),
// on catalogs the real language service built from the conformance edge cases: one row per
// agent that reads the folder, the fix, the agents that never look there — and a screenshot.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { CatalogResult } from '../../server/src/lsp/protocol';
import { DEFAULT_CONFIG } from '../../server/src/service/config/serviceConfig';
import { catalogResult } from '../../server/src/service/features/catalogDto';
import { pathToUri } from '../../server/src/service/features/uris';
import { createNodeFileSystem } from '../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';
import { EDGE_CASES, writeEdgeCases } from '../conformance/edgeCases';
import { REPO_ROOT } from '../e2e/runner/repoRoot';
import type { PreviewSession } from './previewHarness';
import { openPreviewOn, type SyntheticPreview } from './syntheticPreview';

const SHOTS = join(REPO_ROOT, 'test-results', 'screenshots');
/** A few edge cases that agents take differently, and one that every agent takes as written. */
const PICKED = new Set(['plain', 'unquoted-colon', 'bom', 'no-description', 'description-2000']);

/** What the page shows for one skill of the section. */
interface ShownSkill {
  readonly name: string;
  readonly open: boolean;
  readonly summary: string;
  readonly fix: string;
  readonly rows: readonly { agent: string; status: string; detail: string }[];
  readonly elsewhere: string;
}

describe('preview: which agents load each skill (headless Chromium)', { skip: process.env.SKILLKILN_SKIP_BROWSER ? 'SKILLKILN_SKIP_BROWSER is set' : false }, () => {
  let folder: string;
  let catalog: CatalogResult;
  let preview: SyntheticPreview;
  let session: PreviewSession;

  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'skillkiln-portability-'));
    writeEdgeCases(join(folder, '.claude', 'skills'), EDGE_CASES.filter((c) => PICKED.has(c.dir)));
    const service = createLanguageService({ fs: createNodeFileSystem(), configFor: () => DEFAULT_CONFIG });
    service.setFolders([folder]);
    catalog = catalogResult(service, { folder }, 'en');
    preview = await openPreviewOn(pathToUri(folder), catalog);
    session = preview.session;
  });
  after(async () => {
    await preview?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const shown = (): Promise<ShownSkill[]> => session.page.evaluate(() => Array.from(document.querySelectorAll('section.portability details'), (d) => ({
    name: d.querySelector('.portability-skill')?.textContent ?? '',
    open: (d as HTMLDetailsElement).open,
    summary: d.querySelector('summary')?.textContent ?? '',
    fix: d.querySelector('.portability-fix')?.textContent ?? '',
    rows: Array.from(d.querySelectorAll('tr.portability-row'), (r) => ({ agent: r.getAttribute('data-agent') ?? '', status: r.querySelector('.portability-status')?.textContent ?? '', detail: r.querySelector('.portability-detail')?.textContent ?? '' })),
    elsewhere: d.querySelector('.portability-elsewhere')?.textContent ?? '',
  })));

  test('the server sends each skill\'s rows with its catalog entry, and the folder\'s readers with the root', () => {
    const root = catalog.catalog!.root;
    assert.ok(root.readers?.includes('Claude Code'), `readers: ${root.readers?.join(', ')}`);
    assert.ok(!root.readers?.includes('Codex'), 'Codex never looks in .claude/skills');
    const bom = catalog.catalog!.entries.find((e) => e.uri.endsWith('/bom/SKILL.md'))!;
    const claude = bom.portability!.rows.find((r) => r.agent === 'claude-code')!;
    assert.equal(claude.status, 'otherwise');
    assert.match(claude.detail ?? '', /byte-order mark/);
    assert.equal(bom.portability!.rows.find((r) => r.agent === 'codex')!.readsFolder, false);
    assert.match(bom.portability!.fixes[0]!.text, /remove the byte-order mark/);
  });

  test('each skill shows one row per agent that reads the folder; troubled skills come first, open, with their fix', async () => {
    await session.page.waitForSelector('section.portability details');
    const skills = await shown();
    assert.deepEqual(skills.map((s) => s.name).sort(), [...PICKED].sort());
    const firstPortable = skills.findIndex((s) => s.fix === '');
    assert.ok(skills.slice(firstPortable).every((s) => s.fix === '' && !s.open), 'skills every reader takes as written come last, closed');
    const readers = catalog.catalog!.root.readers!.length + 1; // + the reference validator, which reads any folder (the upload check, unselected, is not shown)
    for (const s of skills) assert.equal(s.rows.length, readers, `${s.name}: ${s.rows.map((r) => r.agent).join(', ')}`);
    const colon = skills.find((s) => s.name === 'unquoted-colon')!;
    assert.ok(colon.open);
    assert.match(colon.fix, /quote the value that contains `?: `?/);
    assert.match(colon.rows.find((r) => r.agent === 'copilot-cli')!.status, /not loaded/);
    assert.match(colon.rows.find((r) => r.agent === 'claude-code')!.status, /loaded as written/);
    assert.match(colon.elsewhere, /Codex/);
    const tally = await session.page.textContent('section.portability .portability-tally');
    assert.equal(tally, '4 of 5 skills are loaded otherwise, or not at all, by an agent that reads this folder.');
    const plain = skills.find((s) => s.name === 'plain')!;
    // The counts are of the agents the folder's line lists; the reference validator is said apart.
    const agents = catalog.catalog!.root.readers!.length;
    assert.match(plain.summary, new RegExp(`Loaded as written by all ${agents} agents that read this folder$`));
    for (const s of skills.filter((k) => k.open)) assert.match(s.summary, new RegExp(`of ${agents} agents that read this folder`), s.name);
    const refused = skills.filter((k) => k.rows.some((r) => r.agent === 'spec' && !/loaded as written/.test(r.status)));
    assert.ok(refused.length > 0, 'the validator refuses one of the picked skills');
    for (const s of refused) assert.match(s.summary, /· the reference validator \(skills-ref\): (not loaded|loaded otherwise)$/, s.name);
    await session.page.setViewportSize({ width: 760, height: 900 });
    await session.page.screenshot({ path: join(SHOTS, 'webview-portability.png'), fullPage: true });
  });
});
