import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EnableSkillFix, ReplaceSkillReferenceFix } from '../../../server/src/service/profiles/agentApp/fixData';
import { codesOf, joinLines, serviceOn, withCode } from '../helpers/serviceFixture';

const APP = { profile: 'agent-app' as const };
const skill = (...header: string[]) => joinLines('---', ...header, '---', '# Body', '');

function workspace(extra: Record<string, string> = {}) {
  return serviceOn({
    '/ws/skills/review.md': skill('name: code-review', 'category: code'),
    '/ws/skills/deploy.md': skill('name: deploy', 'category: workflow', 'enabled: false'),
    '/ws/skills/triage/SKILL.md': joinLines('---', 'name: triage', 'category: analysis', '---', 'Then follow {{skill:code-reveiw}}.'),
    ...extra,
  }, APP);
}

describe('{{skill:name}} references', () => {
  test('a reference to an enabled skill passes, in a prompt and in a skill', () => {
    const svc = workspace({ '/ws/prompts/start.md': 'Read {{skill:code-review}} first.', '/ws/skills/x.md': joinLines('---', 'name: x', '---', 'See {{skill:triage}}.') });
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/start.md')), []);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/x.md')), []);
  });

  test('skill-reference-unknown on the reference range, with the nearest name as a fix', () => {
    const text = joinLines('# Prompt', 'Before you start, read {{skill:code-reviw}}.');
    const svc = workspace({ '/ws/prompts/start.md': text });
    const [f] = svc.findings('/ws/prompts/start.md');
    assert.equal(f?.code, 'skill-reference-unknown');
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.range, { start: { line: 1, character: 23 }, end: { line: 1, character: 43 } });
    const data = f.data as ReplaceSkillReferenceFix;
    assert.equal(data.fix, 'replace-skill-reference');
    assert.equal(data.replacement, 'code-review');
    assert.deepEqual(data.edit.range, { start: { line: 1, character: 31 }, end: { line: 1, character: 41 } });
    assert.match(f.message.en, /Did you mean "code-review"/);
  });

  test('references in a skill body are checked too', () => {
    const svc = workspace();
    const f = withCode(svc.findings('/ws/skills/triage/SKILL.md'), 'skill-reference-unknown');
    assert.equal(f.length, 1);
    assert.equal((f[0]!.data as ReplaceSkillReferenceFix).replacement, 'code-review');
  });

  test('no suggestion when nothing is close; empty name; padded name suggests the trimmed one', () => {
    const svc = workspace({ '/ws/prompts/p.md': '{{skill:zzzzzz}} {{skill:}} {{skill: deploy2}} {{skill: code-review }}' });
    const found = svc.findings('/ws/prompts/p.md');
    assert.deepEqual(codesOf(found), ['skill-reference-unknown', 'skill-reference-unknown', 'skill-reference-unknown', 'skill-reference-unknown']);
    assert.equal(found[0]!.data, undefined);
    assert.match(found[1]!.message.en, /names no skill/);
    assert.equal((found[3]!.data as ReplaceSkillReferenceFix).replacement, 'code-review');
  });

  test('skill-reference-disabled, with a fix that enables the skill in its own file', () => {
    const svc = workspace({ '/ws/prompts/p.md': 'Then {{skill:deploy}}.' });
    const [f] = svc.findings('/ws/prompts/p.md');
    assert.equal(f?.code, 'skill-reference-disabled');
    const data = f.data as EnableSkillFix;
    assert.equal(data.path, '/ws/skills/deploy.md');
    assert.deepEqual(data.edit, { range: { start: { line: 3, character: 9 }, end: { line: 3, character: 14 } }, newText: 'true' });
    assert.equal(f.related![0]!.path, '/ws/skills/deploy.md');
  });

  test('references in code are still reported, and say why', () => {
    const svc = workspace({ '/ws/prompts/p.md': 'Write `{{skill:nope}}`.' });
    const [f] = svc.findings('/ws/prompts/p.md');
    assert.equal(f?.code, 'skill-reference-unknown');
    assert.match(f.message.en, /inside code/);
  });

  test('only agent-app skills count: a skill of an mm root is not a target', () => {
    const svc = serviceOn({
      '/ws/skills/review.md': skill('name: code-review', 'category: code'),
      '/ws/other/mmskill.md': skill('name: helper', 'keywords: a, b'),
      '/ws/prompts/p.md': '{{skill:helper}} {{skill:code-review}}',
    }, { skillsDirs: ['skills', 'other'] });
    const roots = svc.roots().map((r) => [r.root.label, r.profile.id]);
    assert.deepEqual(roots, [['skills', 'agent-app'], ['other', 'mm']]);
    assert.deepEqual(svc.findings('/ws/prompts/p.md').map((f) => f.code), ['skill-reference-unknown']);
  });

  test('editing a skill re-checks references elsewhere (cross-file)', () => {
    const svc = workspace({ '/ws/prompts/p.md': 'Then {{skill:deploy}}.' });
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/p.md')), ['skill-reference-disabled']);
    svc.openDocument('/ws/skills/deploy.md', skill('name: deploy', 'category: workflow', 'enabled: true'));
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/p.md')), []);
    svc.openDocument('/ws/skills/deploy.md', skill('name: deploy-v2', 'category: workflow'));
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/p.md')), ['skill-reference-unknown']);
  });

  test('references in the header are not prompt text', () => {
    const svc = workspace({ '/ws/skills/h.md': skill('name: h', 'description: "{{skill:nope}}"') });
    assert.deepEqual(codesOf(svc.findings('/ws/skills/h.md')), []);
  });
});

describe('{{skill:name}} references after header edits', () => {
  const files = () => ({
    '/ws/skills/review.md': skill('name: code-review', 'category: code'),
    '/ws/skills/deploy.md': skill('name: deploy', 'category: workflow'),
    '/ws/skills/triage/SKILL.md': joinLines('---', 'name: triage', 'category: analysis', '---', 'Then follow {{skill:code-review}}.'),
    '/ws/prompts/start.md': 'Read {{skill:deploy}} first.',
  });

  test('renaming a skill in its header flags the references to it, and renaming it back clears them', () => {
    const svc = serviceOn(files(), APP);
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/start.md')), []);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/triage/SKILL.md')), []);
    svc.openDocument('/ws/skills/deploy.md', skill('name: ship', 'category: workflow'));
    svc.openDocument('/ws/skills/review.md', skill('name: code-review', 'category: code', 'enabled: false'));
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/start.md')), ['skill-reference-unknown']);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/triage/SKILL.md')), ['skill-reference-disabled']);
    svc.openDocument('/ws/skills/deploy.md', skill('name: deploy', 'category: workflow'));
    svc.openDocument('/ws/skills/review.md', skill('name: code-review', 'category: code'));
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/start.md')), []);
    assert.deepEqual(codesOf(svc.findings('/ws/skills/triage/SKILL.md')), []);
  });

  test('a header edit reads no other file again: the references of each text are kept per version', () => {
    const svc = serviceOn(files(), APP);
    const all = [...svc.index.skillPaths(), ...svc.index.otherDocuments()];
    for (const p of all) svc.findings(p);
    const reads: string[] = [];
    const readFile = svc.fs.readFile.bind(svc.fs);
    svc.fs.readFile = (p: string) => {
      reads.push(p);
      return readFile(p);
    };
    svc.openDocument('/ws/skills/deploy.md', skill('name: ship', 'category: workflow'));
    for (const p of all) svc.findings(p);
    assert.deepEqual(reads, []);
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/start.md')), ['skill-reference-unknown']);
  });
});
