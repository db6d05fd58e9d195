import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { CatalogResult, TreeResult, TryRequestResult } from '../../server/src/lsp/protocol';
import { LspSession, makeWorkspace, uriOf } from './lspHarness';

describe('custom requests over stdio', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace('mm'));
    await s.start();
  });
  after(() => s.stop());

  test('skillkiln/catalog: the exact text the model receives, per-skill status', async () => {
    const r = await s.request<CatalogResult>('skillkiln/catalog', { folderUri: uriOf(s.root) });
    assert.deepEqual(r.roots.map((x) => [x.label, x.choice.profile]), [['skills', 'mm']]);
    assert.equal(r.catalog!.text, [
      'Load a skill: the step-by-step procedure to follow for this kind of task. Call it BEFORE doing the work, with the name of the matching skill, and then follow what it says. Available skills:',
      'greetings — Greet somebody with a festive message. (hello, hi, bonjour, salut, saluer, hola, festive greeting)',
      'vulcan-salute — Send a vulcan salute to somebody. (spock, star trek, live long and prosper, 🖖)',
      'what-time-is-it — Give the current date and time. (time, date, clock, now, today, heure, date du jour, quelle heure)',
    ].join('\n'));
    assert.equal(r.catalog!.chars, r.catalog!.text.length);
    assert.deepEqual(r.catalog!.entries.map((e) => [e.name, e.status, e.uri.endsWith('/SKILL.md')]), [['greetings', 'full', true], ['vulcan-salute', 'full', true], ['what-time-is-it', 'full', true]]);
  });

  test('skillkiln/tree: roots, skills with layout and catalog line, ignored files', async () => {
    const r = await s.request<TreeResult>('skillkiln/tree', {});
    const root = r.folders[0]!.roots[0]!;
    assert.equal(root.label, 'skills');
    assert.deepEqual(root.skills.map((k) => [k.name, k.layout, k.status]), [['greetings', 'folder', 'served'], ['vulcan-salute', 'folder', 'served'], ['what-time-is-it', 'folder', 'served']]);
    assert.equal(root.skills[0]!.catalogLine, 'greetings — Greet somebody with a festive message. (hello, hi, bonjour, salut, saluer, hola, festive greeting)');
    assert.deepEqual(root.ignored.map((i) => path.basename(i.uri)), ['README.md']);
  });

  test('skillkiln/tryRequest: which skills a request reaches, and through which words', async () => {
    const r = await s.request<TryRequestResult>('skillkiln/tryRequest', { rootUri: uriOf(path.join(s.root, 'skills')), text: 'salue Bob' });
    assert.deepEqual(r.reached.map((x) => [x.name, x.via]), [['greetings', [{ word: 'salue', field: 'keyword' }]]]);
    assert.deepEqual(r.missed.map((x) => x.name), ['vulcan-salute', 'what-time-is-it']);
  });

  test('skillkiln/didChange follows an edit, after the debounce', async () => {
    const file = path.join(s.root, 'skills', 'greetings', 'SKILL.md');
    const before = s.notifications.length;
    s.open(file, '---\nname: greetings\ndescription: Hello.\n---\n');
    await s.until(() => s.notifications.length > before, 'skillkiln/didChange');
    assert.deepEqual(s.notifications[s.notifications.length - 1]!.params, { rootUris: [uriOf(path.join(s.root, 'skills'))] });
    const r = await s.request<CatalogResult>('skillkiln/catalog', {});
    assert.equal(r.catalog!.entries[0]!.line, 'greetings — Hello.');
  });
});
