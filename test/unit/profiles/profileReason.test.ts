import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SkillRoot } from '../../../server/src/service/discovery/skillRoot';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import { detectProfile } from '../../../server/src/service/profiles/detectProfile';

const root: SkillRoot = { folder: '/ws', path: '/ws/skills', label: 'skills', source: 'setting' };
const header = (...lines: string[]) => parseSkill(['---', ...lines, '---', 'Body.', ''].join('\n'));
const plain = (i: number) => header(`name: s${i}`, `description: Skill ${i}.`);

describe('the reason of the profile chosen automatically', () => {
  test('a few headers with the standard\'s keys among many plain ones: the counts, and only the keys used', () => {
    const headers = [...Array.from({ length: 15 }, (_, i) => header(`name: l${i}`, 'description: d', 'license: MIT')), ...Array.from({ length: 849 }, (_, i) => plain(i))];
    const c = detectProfile(root, headers);
    assert.equal(c.profile, 'agent-skills');
    assert.equal(c.reason.en, '15 of 864 headers use `license`; the other 849 use no key that belongs to one format only');
    assert.equal(c.reason.fr, '15 en-têtes sur 864 utilisent `license` ; les 849 autres n’utilisent aucune clé propre à un seul format');
    assert.doesNotMatch(c.reason.en, /most/);
  });
  test('a plurality against another format: both counts', () => {
    const headers = [header('name: a', 'license: MIT'), header('name: b', 'metadata:', '  k: v'), header('name: c', 'keywords: x'), plain(1), plain(2), plain(3)];
    assert.equal(detectProfile(root, headers).reason.en, '2 of 6 headers use `license` or `metadata`, more than use another format’s keys (1 uses `keywords`)');
  });
  test('a majority keeps its short reason', () => {
    assert.equal(detectProfile(root, [header('name: a', 'keywords: x'), header('name: b', 'keywords: y'), plain(1)]).reason.en, '2 of 3 headers use `keywords`');
  });
});
