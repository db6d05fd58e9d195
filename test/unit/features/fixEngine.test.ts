import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fixAllAction } from '../../../server/src/service/features/codeActions/fixAll';
import { composeEdits } from '../../../server/src/service/features/composeEdits';
import { documentContext } from '../../../server/src/service/features/documentContext';
import { runFixes } from '../../../server/src/service/features/fixEngine';
import { FULL_EDIT_CAPABILITIES } from '../../../server/src/service/features/workspaceEdit';
import { applyOffsetEdits, codesOf, joinLines, serviceOn } from '../helpers/serviceFixture';
import { applied } from './featureFixture';

const FILE = '/ws/skills/a.md';
/** Two fixes of one keyword (repeated, and already in the description) whose edits overlap: one round can take only one. */
const ADJACENT = joinLines('---', 'name: a', 'description: Greet with a festive message.', 'keywords: festive, festive, hola', '---', '# A', '');
const CONVERGED = joinLines('---', 'name: a', 'description: Greet with a festive message.', 'keywords: hola', '---', '# A', '');

describe('fix engine', () => {
  test('adjacent keyword fixes converge in one run, and the edits of every round compose on the original text', () => {
    const service = serviceOn({ [FILE]: ADJACENT });
    assert.notEqual(runFixes(service, [FILE], { maxPasses: 1 }).files[0]!.after, CONVERGED, 'one round is not enough here');
    const run = runFixes(service, [FILE]);
    assert.equal(run.files.length, 1);
    const [file] = run.files;
    assert.equal(file!.after, CONVERGED);
    assert.equal(applyOffsetEdits(ADJACENT, file!.edits), file!.after);
    assert.deepEqual(run.applied.map((a) => a.code), ['keywords-in-description', 'keywords-in-description']);
    // The service is left as it was: the file still has its problems until the edit is applied.
    assert.deepEqual(codesOf(service.findings(FILE)), ['keywords-in-description', 'keywords-duplicate']);
  });

  test('a second run finds nothing to do (idempotent)', () => {
    const service = serviceOn({ [FILE]: ADJACENT });
    const first = runFixes(service, [FILE], { keep: true });
    assert.equal(first.files.length, 1);
    const second = runFixes(service, [FILE], { keep: true });
    assert.deepEqual(second.files, []);
    assert.deepEqual(second.applied, []);
  });

  test('`keep` leaves the fixed text in the service, so what remains is checked', () => {
    const service = serviceOn({ [FILE]: ADJACENT });
    runFixes(service, [FILE], { keep: true });
    assert.deepEqual(codesOf(service.findings(FILE)), []);
  });

  test('CRLF is kept', () => {
    const crlf = ADJACENT.replace(/\n/g, '\r\n');
    const service = serviceOn({ [FILE]: crlf });
    const [file] = runFixes(service, [FILE]).files;
    assert.equal(file!.after, CONVERGED.replace(/\n/g, '\r\n'));
  });

  test('unsafe fixes only with `unsafe`: a missing description gets a placeholder', () => {
    const text = joinLines('---', 'name: a', 'keywords: x', '---', '');
    const safe = runFixes(serviceOn({ [FILE]: text }), [FILE]);
    assert.deepEqual(safe.files, []);
    const unsafe = runFixes(serviceOn({ [FILE]: text }), [FILE], { unsafe: true });
    assert.match(unsafe.files[0]!.after, /^---\nname: a\ndescription: .+\nkeywords: x\n---\n$/);
  });

  test('a run re-checks the workspace once per round, not once per file: its cost grows linearly with the files', () => {
    // Each change of a header makes the next findings re-run the rules that look at every skill
    // of the folder (shared names, overlapping descriptions); one such re-check per file fixed
    // made a run over thousands of skills quadratic.
    const rechecks = (files: number): number => {
      const texts = Object.fromEntries(Array.from({ length: files }, (_, i) => [`/ws/skills/s${i}/SKILL.md`, ADJACENT.replace('name: a', `name: s${i}`)]));
      const service = serviceOn(texts);
      let dirty = true;
      let count = 0;
      const counted = {
        ...service,
        openDocument: (p: string, text: string) => ((dirty = true), service.openDocument(p, text)),
        findings: (p: string) => (dirty && count++, (dirty = false), service.findings(p)),
      };
      const run = runFixes(counted, Object.keys(texts), { keep: true });
      assert.equal(run.files.length, files);
      return count;
    };
    assert.equal(rechecks(16), rechecks(4));
  });

  test('a name freed by another file\'s fix is taken in the same run: a second run changes nothing', () => {
    // `kubernetes` is the other skill's name until that skill's own fix renames it: the first
    // file's fix can only come once the second's is applied.
    const texts = {
      '/ws/.claude/skills/kubernetes/SKILL.md': joinLines('---', 'name: cluster-agent-swarm', 'description: Runs a swarm of cluster agents.', '---', '# K', ''),
      '/ws/.claude/skills/kubernetes-2/SKILL.md': joinLines('---', 'name: kubernetes', 'description: Manages kubernetes clusters.', '---', '# K2', ''),
    };
    const service = serviceOn(texts);
    const first = runFixes(service, Object.keys(texts), { unsafe: true, keep: true });
    assert.deepEqual(Object.fromEntries(first.files.map((f) => [f.path, f.after.split('\n')[1]])), { '/ws/.claude/skills/kubernetes/SKILL.md': 'name: kubernetes', '/ws/.claude/skills/kubernetes-2/SKILL.md': 'name: kubernetes-2' });
    assert.deepEqual(runFixes(service, Object.keys(texts), { unsafe: true, keep: true }).files, []);
  });

  test('editor fix all: one action gives the converged text', () => {
    const service = serviceOn({ [FILE]: ADJACENT });
    const action = fixAllAction(service, documentContext(service, FILE)!, FULL_EDIT_CAPABILITIES);
    assert.equal(applied(ADJACENT, action!.edit, FILE), CONVERGED);
    service.openDocument(FILE, applied(ADJACENT, action!.edit, FILE));
    assert.equal(fixAllAction(service, documentContext(service, FILE)!, FULL_EDIT_CAPABILITIES), undefined);
  });
});

describe('composeEdits', () => {
  test('a later edit inside, around and next to earlier ones', () => {
    const original = 'abcdefghij';
    const base = [{ start: 2, end: 4, newText: 'XY' }, { start: 7, end: 7, newText: '!' }];
    const current = applyOffsetEdits(original, base); // abXYefg!hij
    const next = [{ start: 3, end: 8, newText: '-' }, { start: 0, end: 1, newText: 'A' }];
    const edits = composeEdits(original, base, next);
    assert.equal(applyOffsetEdits(original, edits), applyOffsetEdits(current, next));
  });

  test('an edit undone later leaves no edit', () => {
    const original = 'one two';
    const base = [{ start: 3, end: 4, newText: ', ' }];
    const edits = composeEdits(original, base, [{ start: 3, end: 5, newText: ' ' }]);
    assert.deepEqual(edits, []);
  });

  test('never cuts a CRLF in two', () => {
    const original = 'a\r\nb';
    const edits = composeEdits(original, [], [{ start: 1, end: 3, newText: '\r\nx\r\n' }]);
    for (const e of edits) assert.notEqual(original[e.start - 1], '\r', JSON.stringify(edits));
    assert.equal(applyOffsetEdits(original, edits), 'a\r\nx\r\nb');
  });
});
