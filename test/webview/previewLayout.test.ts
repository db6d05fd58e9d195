// The preview's layout in the real page (headless Chromium), on Anthropic-style skills the real
// language service lists (`.claude/skills/<name>/SKILL.md` with a `license`, one description
// carrying a long unbroken token): nothing runs past the right edge of a narrow or a wide panel,
// and in "Which agents load each skill" the status never runs into the detail next to it.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../server/src/service/config/serviceConfig';
import { catalogResult } from '../../server/src/service/features/catalogDto';
import { pathToUri } from '../../server/src/service/features/uris';
import { createNodeFileSystem } from '../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';
import { REPO_ROOT } from '../e2e/runner/repoRoot';
import { openPreviewOn, type SyntheticPreview } from './syntheticPreview';

const SHOTS = join(REPO_ROOT, 'test-results', 'screenshots');
const TOKEN = `https://example.com/${'a-very-long-path-segment-without-spaces'.repeat(4)}`;
const SKILLS: Record<string, string> = {
  'pdf-forms': `---\nname: pdf-forms\ndescription: Fill in PDF forms, extract their fields and merge documents. Use when the user hands over a PDF form to complete.\nlicense: Proprietary. LICENSE.txt has complete terms\n---\n\n# PDF forms\n`,
  'brand-guidelines': `---\nname: brand-guidelines\ndescription: Apply the brand's colours and type to documents; the palette lives at ${TOKEN} and must be followed exactly.\nlicense: Complete terms in LICENSE.txt\n---\n\n# Brand\n`,
  'no-description': `---\nname: no-description\nlicense: Apache-2.0\n---\n\n# Nothing said\n`,
};

/** What overflows: elements whose right edge passes the page's, and status cells that run into their detail. */
interface Overflow {
  readonly pageWidth: number;
  readonly scrollWidth: number;
  readonly pastEdge: readonly string[];
  readonly statusIntoDetail: readonly string[];
  readonly rows: number;
}

describe('preview layout: narrow and wide panels (headless Chromium)', { skip: process.env.SKILLKILN_SKIP_BROWSER ? 'SKILLKILN_SKIP_BROWSER is set' : false }, () => {
  let folder: string;
  let preview: SyntheticPreview;

  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'skillkiln-layout-'));
    for (const [name, text] of Object.entries(SKILLS)) {
      mkdirSync(join(folder, '.claude', 'skills', name), { recursive: true });
      writeFileSync(join(folder, '.claude', 'skills', name, 'SKILL.md'), text);
    }
    const service = createLanguageService({ fs: createNodeFileSystem(), configFor: () => DEFAULT_CONFIG });
    service.setFolders([folder]);
    preview = await openPreviewOn(pathToUri(folder), catalogResult(service, { folder }, 'en'));
  });
  after(async () => {
    await preview?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const measure = (): Promise<Overflow> => preview.session.page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pastEdge: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      // An element inside a scrolling box (the catalog's text) may be wider: its box scrolls.
      if (box.width === 0 || element.closest('pre, .scroll-x')) continue;
      // What a clipping ancestor (an ellipsis) hides is not shown past the edge.
      let right = box.right;
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') right = Math.min(right, up.getBoundingClientRect().right);
      }
      if (right > width + 1) pastEdge.push(`${element.tagName.toLowerCase()}.${element.className} (${Math.round(right)} > ${width}): ${(element.textContent ?? '').slice(0, 60)}`);
    }
    const statusIntoDetail: string[] = [];
    const rows = Array.from(document.querySelectorAll('tr.portability-row'));
    for (const row of rows) {
      const status = row.querySelector('.portability-status span:last-child');
      const detail = row.querySelector('.portability-detail');
      if (!status || !detail || !detail.textContent) continue;
      const range = document.createRange();
      range.selectNodeContents(status);
      // The status text's last line must end before the detail's text starts, on the same lines.
      const statusRight = Math.max(...Array.from(range.getClientRects(), (r) => r.right));
      const detailRange = document.createRange();
      detailRange.selectNodeContents(detail);
      const detailLeft = Math.min(...Array.from(detailRange.getClientRects(), (r) => r.left));
      // Side by side, a space's width at least between them (stacked, the detail starts further down).
      const sideBySide = detail.getBoundingClientRect().top < status.getBoundingClientRect().bottom;
      if (sideBySide && statusRight > detailLeft - 6) statusIntoDetail.push(`${row.getAttribute('data-agent')}: “${status.textContent}” ends at ${Math.round(statusRight)}, “${detail.textContent.slice(0, 30)}” starts at ${Math.round(detailLeft)}`);
    }
    return { pageWidth: width, scrollWidth: document.documentElement.scrollWidth, pastEdge, statusIntoDetail, rows: rows.length };
  });

  for (const width of [320, 480, 1100]) {
    test(`${width} px wide: nothing past the right edge, no status running into its detail`, async () => {
      const { page } = preview.session;
      await page.setViewportSize({ width, height: 900 });
      await page.waitForSelector('section.portability tr.portability-row');
      // Every skill's details open, so that every row is laid out.
      await page.evaluate(() => document.querySelectorAll('section.portability details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
      await page.screenshot({ path: join(SHOTS, `webview-layout-${width}.png`), fullPage: true });
      const shown = await measure();
      assert.ok(shown.rows > 10, `portability rows: ${shown.rows}`);
      assert.ok((await page.textContent('body'))?.includes(TOKEN.slice(0, 40)), 'the long token is shown');
      assert.deepEqual(shown.pastEdge, [], `page ${shown.pageWidth} px, scroll width ${shown.scrollWidth} px`);
      assert.ok(shown.scrollWidth <= shown.pageWidth, `no horizontal scroll: ${shown.scrollWidth} > ${shown.pageWidth}`);
      assert.deepEqual(shown.statusIntoDetail, []);
      // The notes do not repeat the command line's count line (the summary says it), nor in monospace.
      const notes = await page.evaluate(() => Array.from(document.querySelectorAll('.banner li'), (li) => ({ text: li.textContent ?? '', font: getComputedStyle(li).fontFamily })));
      assert.ok(notes.length > 0, 'the notes are shown');
      assert.deepEqual(notes.filter((n) => /^skills ?: \d/.test(n.text)), []);
      assert.equal(notes[0]!.font, await page.evaluate(() => getComputedStyle(document.body).fontFamily), 'the body font');
    });
  }
});
