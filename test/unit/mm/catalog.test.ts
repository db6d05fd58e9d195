import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LanguageService } from '../../../server/src/service/languageService';
import type { Catalog } from '../../../server/src/service/model/catalog';
import { MM_CATALOG_PREAMBLE } from '../../../server/src/service/profiles/mm/renderMmCatalog';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

/** SPEC §1.1 / seed 000, byte for byte. */
const PREAMBLE = 'Load a skill: the step-by-step procedure to follow for this kind of task. Call it BEFORE doing the work, with the name of the matching skill, and then follow what it says. Available skills:';

const skill = (name: string | undefined, description: string | undefined, keywords?: string) =>
  joinLines('---', ...(name !== undefined ? [`name: ${name}`] : []), ...(description !== undefined ? [`description: ${description}`] : []), ...(keywords !== undefined ? [`keywords: ${keywords}`] : []), '---', '# Body', '');

/** The seed's three shipped skills, folder layout. */
const SHIPPED = {
  '/ws/skills/greetings/SKILL.md': skill('greetings', 'Greet somebody with a festive message.', 'saluer, bonjour, hello'),
  '/ws/skills/vulcan-salute/SKILL.md': skill('vulcan-salute', 'Send a vulcan salute to somebody.'),
  '/ws/skills/what-time-is-it/SKILL.md': skill('what-time-is-it', 'Give the current date and time.', 'time, date, clock, now, today, heure, date du jour, quelle heure'),
};

function catalogOf(s: LanguageService, label = 'skills'): Catalog {
  const state = s.roots().find((r) => r.root.label === label);
  assert.ok(state, `root ${label}`);
  assert.equal(state.profile.id, 'mm');
  return s.catalog(state.root);
}

describe('mm catalog', () => {
  test('the preamble is the seed’s text', () => {
    assert.equal(MM_CATALOG_PREAMBLE, PREAMBLE);
  });

  test('the seed’s three shipped skills, exact text (auto mode picks mm)', () => {
    const c = catalogOf(serviceOn(SHIPPED));
    assert.equal(c.text, [
      PREAMBLE,
      'greetings — Greet somebody with a festive message. (saluer, bonjour, hello)',
      'vulcan-salute — Send a vulcan salute to somebody.',
      'what-time-is-it — Give the current date and time. (time, date, clock, now, today, heure, date du jour, quelle heure)',
    ].join('\n'));
    assert.equal(c.chars, c.text.length);
    assert.equal(c.warnings[0]!.en, 'skills: 3');
    assert.equal(c.warnings.length, 1);
    assert.deepEqual(c.excluded, []);
  });

  test('entries are sorted by served name, not by file', () => {
    const c = catalogOf(serviceOn({ '/ws/skills/a.md': skill('zulu', 'Z.'), '/ws/skills/b/SKILL.md': skill('alpha', 'A.'), '/ws/skills/m.md': skill(undefined, 'M.') }));
    assert.deepEqual(c.entries.map((e) => e.name), ['alpha', 'm', 'zulu']);
    assert.equal(c.text.split('\n').slice(1).join('\n'), joinLines('alpha — A.', 'm — M.', 'zulu — Z.'));
  });

  test('no description: no “ — ” part; no keywords: no “(…)” part; the banner warns', () => {
    const c = catalogOf(serviceOn({ '/ws/skills/bare.md': skill(undefined, undefined), '/ws/skills/kw.md': skill(undefined, '', 'a, b') }));
    assert.deepEqual(c.text.split('\n').slice(1), ['bare', 'kw (a, b)']);
    assert.ok(c.warnings.some((w) => w.en === 'bare has no description: the model sees a bare name'));
  });

  test('keywords past the 8th never reach the model', () => {
    const c = catalogOf(serviceOn({ '/ws/skills/t.md': skill(undefined, 'T.', 'a, b, c, d, e, f, g, h, i, j') }));
    assert.equal(c.text.split('\n')[1], 't — T. (a, b, c, d, e, f, g, h)');
    assert.deepEqual(c.entries[0]!.droppedKeywords, ['i', 'j']);
    assert.ok(c.warnings.some((w) => /truncated to 8, dropped: i, j/.test(w.en)));
  });

  test('a root with no skill: no tool at all', () => {
    const c = catalogOf(serviceOn({ '/ws/skills/README.md': '# Docs\n' }));
    assert.equal(c.text, '');
    assert.equal(c.entries.length, 0);
    assert.deepEqual(c.warnings.map((w) => w.en), ['skills: 0', 'no skills: the read_skill tool is not declared']);
  });

  test('flat wins: the folder form of the same name is excluded as shadowed', () => {
    const c = catalogOf(serviceOn({ '/ws/skills/greetings.md': skill(undefined, 'Flat one.'), '/ws/skills/greetings/SKILL.md': skill(undefined, 'Folder one.') }));
    assert.deepEqual(c.text.split('\n').slice(1), ['greetings — Flat one.']);
    assert.equal(c.excluded.length, 1);
    assert.equal(c.excluded[0]!.path, '/ws/skills/greetings/SKILL.md');
    assert.match(c.excluded[0]!.reason.en, /shadowed/);
  });
});
