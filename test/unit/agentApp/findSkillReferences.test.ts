import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findSkillReferences, openSkillReferenceAt } from '../../../server/src/service/profiles/agentApp/findSkillReferences';
import { joinLines } from '../helpers/serviceFixture';

describe('findSkillReferences', () => {
  test('names and exact offsets', () => {
    const text = 'First {{skill:code-review}}, then {{skill:deploy_v2}}.';
    const refs = findSkillReferences(text);
    assert.deepEqual(refs.map((r) => r.name), ['code-review', 'deploy_v2']);
    const [a] = refs;
    assert.equal(text.slice(a!.start, a!.end), '{{skill:code-review}}');
    assert.equal(text.slice(a!.nameStart, a!.nameEnd), 'code-review');
    assert.equal(a!.inCode, false);
  });

  test('empty and spaced names are references too (they are reported, not hidden)', () => {
    const refs = findSkillReferences('{{skill:}} {{skill: x }}');
    assert.deepEqual(refs.map((r) => r.name), ['', ' x ']);
    assert.equal(refs[0]!.nameStart, refs[0]!.nameEnd);
  });

  test('not references: other templates, unclosed, across lines, nested braces', () => {
    assert.deepEqual(findSkillReferences('{{ skill:x }} {{skill:x} {{skill:a\nb}} {{skill:{{y}}}} {{var}}'), []);
  });

  test('inCode marks references in code spans and fences', () => {
    const text = joinLines('`{{skill:a}}`', '```', '{{skill:b}}', '```', '{{skill:c}}');
    assert.deepEqual(findSkillReferences(text).map((r) => [r.name, r.inCode]), [['a', true], ['b', true], ['c', false]]);
  });

  test('from/to bound the search', () => {
    const text = '{{skill:head}} body {{skill:body}} tail {{skill:tail}}';
    assert.deepEqual(findSkillReferences(text, 15, 35).map((r) => r.name), ['body']);
  });

  test('openSkillReferenceAt: completion context while typing', () => {
    const typing = 'Use {{skill:rev';
    assert.deepEqual(openSkillReferenceAt(typing, typing.length), { nameStart: 12, prefix: 'rev', nameEnd: typing.length });
    const closed = 'Use {{skill:review}} now';
    assert.deepEqual(openSkillReferenceAt(closed, 14), { nameStart: 12, prefix: 're', nameEnd: 18 });
    assert.equal(openSkillReferenceAt('{{skill:a}} b', 13), undefined);
    assert.equal(openSkillReferenceAt('{{skill:\nx', 10), undefined);
  });
});
