import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readmeNotSkillRule } from '../../../server/src/service/profiles/mm/rules/readmeNotSkillRule';
import { codesOf, joinLines, serviceOn, withCode } from '../helpers/serviceFixture';

const skill = (name: string | undefined, description = 'Does a thing.') =>
  joinLines('---', ...(name === undefined ? [] : [`name: ${name}`]), `description: ${description}`, '---', '# Body', '');

describe('name-conflict', () => {
  test('two served skills with one name: an error on each, pointing at the other', () => {
    const s = serviceOn({
      '/ws/skills/hello.md': skill('greetings'),
      '/ws/skills/greetings/SKILL.md': skill(undefined),
      '/ws/skills/other.md': skill('other'),
    });
    const flat = withCode(s.findings('/ws/skills/hello.md'), 'name-conflict');
    const folder = withCode(s.findings('/ws/skills/greetings/SKILL.md'), 'name-conflict');
    assert.equal(flat.length, 1);
    assert.equal(folder.length, 1);
    assert.equal(flat[0]!.severity, 'error');
    assert.deepEqual(flat[0]!.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 15 } });
    assert.deepEqual(folder[0]!.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } });
    assert.equal(flat[0]!.related?.[0]?.path, '/ws/skills/greetings/SKILL.md');
    assert.equal(folder[0]!.related?.[0]?.path, '/ws/skills/hello.md');
    assert.match(flat[0]!.message.en, /greetings\/SKILL\.md.*read_skill can load only one/);
    assert.deepEqual(withCode(s.findings('/ws/skills/other.md'), 'name-conflict'), []);
  });

  test('distinct names, or a conflict only with a shadowed skill: nothing', () => {
    const s = serviceOn({ '/ws/skills/a.md': skill('a'), '/ws/skills/b.md': skill('b') });
    assert.deepEqual(withCode([...s.findings('/ws/skills/a.md'), ...s.findings('/ws/skills/b.md')], 'name-conflict'), []);
    const t = serviceOn({ '/ws/skills/a.md': skill('a'), '/ws/skills/a/SKILL.md': skill('a') });
    assert.deepEqual(withCode([...t.findings('/ws/skills/a.md'), ...t.findings('/ws/skills/a/SKILL.md')], 'name-conflict'), []);
  });
});

describe('skill-shadowed', () => {
  test('the folder form next to a flat file of the same name', () => {
    const s = serviceOn({ '/ws/skills/greetings.md': skill(undefined, 'Flat.'), '/ws/skills/greetings/SKILL.md': skill(undefined, 'Folder.') });
    const [f, ...rest] = withCode(s.findings('/ws/skills/greetings/SKILL.md'), 'skill-shadowed');
    assert.equal(rest.length, 0);
    assert.equal(f!.severity, 'warning');
    assert.match(f!.message.en, /^This SKILL\.md is never loaded: the flat file greetings\.md has the same name, and read_skill serves that one instead\.$/);
    assert.equal(f!.related?.[0]?.path, '/ws/skills/greetings.md');
    assert.deepEqual(codesOf(s.findings('/ws/skills/greetings.md')), []);
  });

  test('a folder alone: nothing', () => {
    const s = serviceOn({ '/ws/skills/greetings/SKILL.md': skill(undefined) });
    assert.deepEqual(codesOf(s.findings('/ws/skills/greetings/SKILL.md')), []);
  });
});

describe('readme-not-skill', () => {
  const readme = joinLines('---', 'name: readme', 'description: Docs.', '---', '# Skills', '');

  test('a README.md with a header at the root of the skills folder', () => {
    const s = serviceOn({ '/ws/skills/README.md': readme, '/ws/skills/a.md': skill('a') });
    s.openDocument('/ws/skills/README.md', readme);
    const [f, ...rest] = s.findings('/ws/skills/README.md');
    assert.equal(rest.length, 0);
    assert.equal(f!.code, 'readme-not-skill');
    assert.equal(f!.severity, 'information');
    assert.deepEqual(f!.range, { start: { line: 0, character: 0 }, end: { line: 3, character: 3 } });
    assert.match(f!.message.fr, /pas un skill/);
  });

  test('appliesTo lets the engine skip every other document unread', () => {
    const s = serviceOn({ '/ws/skills/README.md': readme, '/ws/skills/a/notes.md': readme, '/ws/skills/a/SKILL.md': skill('a') });
    assert.equal(readmeNotSkillRule.appliesTo!('/ws/skills/README.md', s.index), true);
    assert.equal(readmeNotSkillRule.appliesTo!('/ws/skills/a/notes.md', s.index), false);
  });

  test('an empty root still reads as mm', () => {
    const s = serviceOn({ '/ws/skills/README.md': readme });
    s.openDocument('/ws/skills/README.md', readme);
    assert.deepEqual(codesOf(s.findings('/ws/skills/README.md')), ['readme-not-skill']);
  });

  test('without a header, inside a skill folder, or under another profile: nothing', () => {
    const s = serviceOn({ '/ws/skills/README.md': '# Skills\n', '/ws/skills/a/README.md': readme, '/ws/skills/a/SKILL.md': skill('a') });
    s.openDocument('/ws/skills/README.md', '# Skills\n');
    s.openDocument('/ws/skills/a/README.md', readme);
    assert.deepEqual(codesOf(s.findings('/ws/skills/README.md')), []);
    assert.deepEqual(codesOf(s.findings('/ws/skills/a/README.md')), []);
    const t = serviceOn({ '/ws/skills/README.md': readme, '/ws/skills/a/SKILL.md': skill('a') }, { profile: 'agent-skills' });
    t.openDocument('/ws/skills/README.md', readme);
    assert.deepEqual(withCode(t.findings('/ws/skills/README.md'), 'readme-not-skill'), []);
  });
});
