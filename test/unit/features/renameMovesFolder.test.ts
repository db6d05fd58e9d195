import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rename } from '../../../server/src/service/features/rename';
import { joinLines, serviceOn } from '../helpers/serviceFixture';
import { withCursor } from './featureFixture';

const SKILL = '/ws/.claude/skills/pdf-tools/SKILL.md';

function renameResult(files: Record<string, string>, file: string, marked: string, newName: string) {
  const { text, position } = withCursor(marked);
  const service = serviceOn({ ...files, [file]: text });
  const r = rename(service, file, position, newName);
  assert.ok(!('error' in r), 'the rename is allowed');
  return r;
}

const renameAt = (files: Record<string, string>, file: string, marked: string, newName: string) => renameResult(files, file, marked, newName).changes;

describe('rename keeps the on-disk name in step', () => {
  const header = joinLines('---', 'name: pdf-<|>tools', 'description: Fill PDF forms.', '---', '');

  test('the folder that carries the name moves first; the edit then names the moved file', () => {
    const changes = renameAt({}, SKILL, header, 'pdf-forms');
    assert.deepEqual(changes.map((c) => c.kind), ['rename', 'edit']);
    assert.deepEqual(changes[0], { kind: 'rename', from: '/ws/.claude/skills/pdf-tools', to: '/ws/.claude/skills/pdf-forms' });
    assert.equal(changes[1]!.kind === 'edit' && changes[1]!.path, '/ws/.claude/skills/pdf-forms/SKILL.md');
  });

  test('for a client that cannot move files, the edits name the files where they are', () => {
    const { editsOnly } = renameResult({}, SKILL, header, 'pdf-forms');
    assert.deepEqual(editsOnly.map((c) => (c.kind === 'edit' ? c.path : c.kind)), [SKILL]);
  });

  test('a flat file that carries the name is renamed', () => {
    const changes = renameAt({}, '/ws/skills/clock.md', joinLines('---', 'name: clo<|>ck', 'description: Time.', '---', ''), 'time');
    assert.deepEqual(changes.find((c) => c.kind === 'rename'), { kind: 'rename', from: '/ws/skills/clock.md', to: '/ws/skills/time.md' });
  });

  test('no move when the folder has another name, or the destination exists', () => {
    const other = '/ws/.claude/skills/tools/SKILL.md';
    assert.ok(!renameAt({}, other, header, 'pdf-forms').some((c) => c.kind === 'rename'));
    const taken = { '/ws/.claude/skills/pdf-forms/notes.md': 'x' };
    assert.ok(!renameAt(taken, SKILL, header, 'pdf-forms').some((c) => c.kind === 'rename'));
  });
});
