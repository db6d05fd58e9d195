import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { contentWords, stem, tryRequest } from '../../../server/src/service/features/tryRequest';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const files = {
  '/ws/skills/greetings/SKILL.md': joinLines('---', 'name: greetings', 'description: Greet somebody with a festive message.', 'keywords: hello, saluer, bonjour', '---', ''),
  '/ws/skills/what-time-is-it/SKILL.md': joinLines('---', 'name: what-time-is-it', 'description: Give the current date and time.', 'keywords: a1, b2, c3, d4, e5, f6, g7, h8, heure', '---', ''),
};

describe('tryRequest (the lexical bridge)', () => {
  const service = serviceOn(files);
  const reach = (text: string) => tryRequest(service, '/ws/skills', text, 'en');

  test('« salue Bob » reaches greetings through the keyword saluer, not the name', () => {
    const r = reach('salue Bob');
    assert.deepEqual(r.reached.map((x) => x.name), ['greetings']);
    assert.deepEqual(r.reached[0]!.via, [{ word: 'salue', field: 'keyword' }]);
    assert.deepEqual(r.missed.map((x) => x.name), ['what-time-is-it']);
  });

  test('case- and accent-insensitive; description words count; stop words do not', () => {
    const r = reach('What is the CURRENT Date?');
    assert.deepEqual(r.reached.map((x) => x.name), ['what-time-is-it']);
    assert.deepEqual(r.reached[0]!.via.map((v) => `${v.field}:${v.word}`), ['description:current', 'description:date']);
    assert.deepEqual(reach('Bönjour !').reached[0]!.via, [{ word: 'bonjour', field: 'keyword' }]);
  });

  test('keywords past the cap never reach the model', () => {
    assert.deepEqual(reach('quelle heure est-il').reached, []);
  });

  test('`$name` mentions a skill by name', () => {
    const r = reach('use $greetings Bob');
    assert.deepEqual(r.reached[0]!.via.filter((v) => v.field === 'mention'), [{ word: '$greetings', field: 'mention' }]);
  });

  test('words and stems', () => {
    assert.deepEqual(contentWords('L’heure, the Time!'), ['heure', 'time']);
    assert.equal(stem('saluer'), stem('salue'));
    assert.equal(stem('greetings'), stem('greet'));
  });
});
