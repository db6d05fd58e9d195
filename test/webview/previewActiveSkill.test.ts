// The preview brings the skill being edited into view, in the real page (headless Chromium): in
// a listing of 419 skills (as many as github/awesome-copilot has), in the structured view and in
// the exact text, without taking the focus, and without moving when the document is not listed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { WebviewMessage } from '../../client/src/preview/messages';
import { syntheticCatalog, syntheticEntries } from './syntheticCatalog';
import { openSyntheticPreview, type SyntheticPreview } from './syntheticPreview';

type Shown = Extract<WebviewMessage, { type: 'activeSkillShown' }>;

/** What the user sees of the marked element: its text, whether it is on screen below the toolbar, and the scroll. */
interface Seen {
  readonly marked: readonly string[];
  readonly visible: boolean;
  readonly scrollY: number;
  readonly focus: string;
}

describe('catalog preview follows the edited skill (headless Chromium)', { skip: process.env.SKILLKILN_SKIP_BROWSER ? 'SKILLKILN_SKIP_BROWSER is set' : false }, () => {
  const entries = syntheticEntries(419);
  const uriOf = (i: number): string => entries[i]!.uri;
  let preview: SyntheticPreview | undefined;

  /** Reports the document `uri` as the host does, and waits for the page's answer. */
  async function activate(uri: string | null): Promise<Shown> {
    const shown = preview!.session.next((m) => m.type === 'activeSkillShown', 'the active skill report');
    await preview!.post({ type: 'activeSkill', uri });
    return (await shown) as Shown;
  }

  function seen(): Promise<Seen> {
    return preview!.session.page.evaluate(() => {
      const marked = Array.from(document.querySelectorAll('.active-skill'));
      const toolbar = document.querySelector('.toolbar-host')!.getBoundingClientRect().bottom;
      const rect = marked[0]?.getBoundingClientRect();
      const visible = rect !== undefined && rect.top >= toolbar - 1 && rect.bottom <= window.innerHeight + 1;
      return { marked: marked.map((e) => (e.querySelector('.entry-name') ?? e).textContent ?? ''), visible, scrollY: window.scrollY, focus: document.activeElement?.tagName ?? '' };
    });
  }

  before(async () => {
    preview = await openSyntheticPreview(entries);
  });
  after(() => preview?.close());

  test('switching to a skill far down the list scrolls its entry into view and marks it, focus untouched', async () => {
    assert.equal((await seen()).scrollY, 0, 'the page starts at the top');
    const shown = await activate(uriOf(300));
    assert.deepEqual({ ...shown, scrollY: 0 }, { type: 'activeSkillShown', uri: uriOf(300), view: 'structured', inView: true, scrollY: 0 });
    assert.equal(shown.scrollY, (await seen()).scrollY, 'the report gives the scroll');
    const now = await seen();
    assert.deepEqual(now.marked, ['skill-300'], 'one entry marked: the active skill');
    assert.ok(now.visible, 'the marked entry is on screen, below the toolbar');
    assert.ok(now.scrollY > 10_000, `scrolled down to it (${now.scrollY})`);
    assert.equal(now.focus, 'BODY', 'the page did not take the focus');
  });

  test('a file of a skill folder (a reference) marks its skill', async () => {
    await activate(uriOf(350).replace(/SKILL\.md$/, 'references/notes.md'));
    const now = await seen();
    assert.deepEqual(now.marked, ['skill-350']);
    assert.ok(now.visible);
  });

  test('an edit brings the entry back after the user scrolled away; a render alone does not move the page', async () => {
    await preview!.session.page.evaluate(() => window.scrollTo(0, 0));
    // A catalog update (the same catalog, whole) re-renders: the user's scroll stays.
    const rendered = preview!.session.next((m) => m.type === 'rendered', 'the re-render');
    await preview!.post({ type: 'catalog', seq: 1000, result: syntheticCatalog(entries) });
    await rendered;
    assert.equal((await seen()).scrollY, 0, 'no jump on a render');
    // The host reports each edit of the active document: the entry comes back.
    await activate(uriOf(350));
    const now = await seen();
    assert.ok(now.visible && now.scrollY > 10_000, `back at the entry (${now.scrollY})`);
  });

  test('a document the catalog does not list (another skills folder) marks nothing and does not move', async () => {
    const was = (await seen()).scrollY;
    const shown = await activate('file:///work/synthetic/.claude/skills/elsewhere/SKILL.md');
    assert.deepEqual(shown, { type: 'activeSkillShown', uri: null, view: 'structured', inView: false, scrollY: was });
    const now = await seen();
    assert.deepEqual(now.marked, []);
    assert.equal(now.scrollY, was, 'the page stays where it was');
  });

  test('in the exact text, the active skill’s line is marked and scrolled to', async () => {
    await activate(uriOf(10));
    const toText = preview!.session.next((m) => m.type === 'activeSkillShown' && m.view === 'text', 'the mark in the text view');
    await preview!.session.page.click('[data-key="view:text"]');
    assert.equal(((await toText) as Shown).uri, uriOf(10));
    const shown = await activate(uriOf(400));
    assert.deepEqual({ ...shown, scrollY: 0 }, { type: 'activeSkillShown', uri: uriOf(400), view: 'text', inView: true, scrollY: 0 });
    const now = await seen();
    assert.deepEqual(now.marked, [entries[400]!.line], 'the line of the active skill is marked');
    assert.ok(now.visible && now.scrollY > 5_000, `scrolled to it (${now.scrollY})`);
    const text = await preview!.session.page.locator('pre.catalog-text').textContent();
    assert.equal(text, `Load a skill: \n${entries.map((e) => e.line).join('\n')}\n`, 'the text shown is still the exact catalog');
  });
});
