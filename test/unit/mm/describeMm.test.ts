import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readKeywords } from '../../../server/src/service/profiles/mm/describeMm';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const infoOf = (path: string, text: string) => serviceOn({ [path]: text }, { profile: 'mm' }).index.skillAt(path)!.info;

describe('describeMm', () => {
  test('name, description and comma keywords as the runtime reads them', () => {
    const info = infoOf('/ws/skills/x/SKILL.md', joinLines('---', 'name: " greetings "', 'description: "  Greet somebody. "', 'keywords: saluer,  bonjour ,, hello,', '---', ''));
    assert.equal(info.name, 'greetings');
    assert.deepEqual(info.nameRange, { start: { line: 1, character: 6 }, end: { line: 1, character: 19 } });
    assert.equal(info.description, 'Greet somebody.');
    assert.deepEqual(info.keywords, ['saluer', 'bonjour', 'hello']);
  });

  test('an empty name keeps the folder name, or the file name without .md', () => {
    const folder = infoOf('/ws/skills/vulcan-salute/SKILL.md', joinLines('---', 'name:', 'description: d', '---', ''));
    assert.equal(folder.name, 'vulcan-salute');
    assert.equal(folder.nameRange, undefined);
    assert.equal(infoOf('/ws/skills/greetings.md', joinLines('---', 'name: ""', '---', '')).name, 'greetings');
    assert.equal(infoOf('/ws/skills/greetings.md', '# no header\n').name, 'greetings');
  });

  test('keywords written as a YAML list are read item by item', () => {
    const info = infoOf('/ws/skills/x.md', joinLines('---', 'keywords:', '  - time', '  - " date "', '  -', '  - 2024', '---', ''));
    assert.deepEqual(info.keywords, ['time', 'date', '2024']);
    assert.deepEqual(infoOf('/ws/skills/x.md', joinLines('---', 'keywords: [a, b]', '---', '')).keywords, ['a', 'b']);
  });

  test('no header: on-disk name, no description, no keywords', () => {
    const info = infoOf('/ws/skills/x.md', 'description: not metadata\n');
    assert.deepEqual({ name: info.name, description: info.description, keywords: info.keywords }, { name: 'x', description: '', keywords: [] });
  });

  test('readKeywords: scalars read as numbers or booleans are still text; maps give nothing', () => {
    assert.deepEqual(readKeywords(42), ['42']);
    assert.deepEqual(readKeywords(true), ['true']);
    assert.deepEqual(readKeywords({ a: 1 }), []);
    assert.deepEqual(readKeywords(undefined), []);
  });
});
