import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Disagreement } from '../../conformance/fuzz/disagreement';
import { kindOf, signatureOf } from '../../conformance/fuzz/disagreement';
import { caseBytes, caseText, type FuzzCase } from '../../conformance/fuzz/fuzzCase';
import { generateCases } from '../../conformance/fuzz/generateCases';
import { sidesHash, standing, type KnownClass } from '../../conformance/fuzz/knownDisagreements';
import { shrinkSteps } from '../../conformance/fuzz/shrinkSteps';

const plain: FuzzCase = { id: 's9-1', dir: 'f9-1', fileName: 'SKILL.md', probes: [], header: ['name: f9-1', 'description: Does it.', 'metadata:', '  a: b'], lead: '', unclosed: false, body: '# T\n\nBody of some length, long enough to be cut down.\n', bom: false, eol: '\n', symlinked: false };

describe('agent fuzzer: generator, shrinker and known disagreements', () => {
  test('a seed gives the same skills every time, each in a folder of its own', () => {
    const a = generateCases(7, 500);
    assert.deepEqual(a.map(caseText), generateCases(7, 500).map(caseText));
    assert.notDeepEqual(a.map(caseText), generateCases(8, 500).map(caseText));
    assert.equal(a.length, 500);
    assert.equal(new Set(a.map((c) => `${c.dir}/${c.fileName}`)).size, 500);
    assert.equal(new Set(a.map((c) => c.id)).size, 500);
    assert.ok(a.every((c) => c.dir !== '.' && !c.dir.startsWith('/')), 'nothing directly in the skills folder');
  });

  test('2,000 skills cover the header features and layouts the agents disagree on', () => {
    const probes = [1, 2].flatMap((s) => generateCases(s, 1000)).flatMap((c) => c.probes).join('\n');
    for (const want of ['block |+', 'block >-', 'with trailing blanks', 'single-quoted', 'double-quoted with escapes', 'anchor', 'description from an alias', 'description from a merge key', 'custom tag', 'tag !!str', 'flow mapping', 'description as a complex key', 'reserved first character', 'trailing comment', 'every header line indented', 'BOM', 'CRLF', 'UTF-16', 'text before ---', 'no closing ---', 'no header', 'name of 65 code points of "😀"', '1025 code points', "inside another skill's folder", 'folders deeper', 'in a dot-folder', 'SKILL.md symlinked to a file', 'file named skill.md', 'same name as another folder', 'body of 66000 bytes', 'no name', 'no description', 'user-invocable: ', 'disable-model-invocation: ', 'allowed-tools: ', 'argument-hint: ', 'when_to_use: ', 'metadata: ', 'a blank before the colon of', 'a tab before the colon of', 'in capitals beside', 'on the line below its key', 'below its key, after a comment', 'below its key, not indented']) {
      assert.ok(probes.includes(want), `no generated skill probes ${want}`);
    }
  });

  test('what a case says it probes is what its file holds', () => {
    const cases = generateCases(1, 1000);
    const has = (c: FuzzCase, p: string) => c.probes.includes(p);
    for (const c of cases) {
      const bytes = caseBytes(c);
      assert.equal(has(c, 'UTF-16'), (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff), c.id);
      if (!c.utf16) assert.equal(has(c, 'BOM'), caseText(c).startsWith('\uFEFF'), c.id);
      assert.equal(has(c, 'CRLF'), caseText(c).includes('\r\n'), c.id);
      assert.equal(has(c, 'SKILL.md symlinked to a file'), c.symlinked, c.id);
      assert.equal(has(c, 'no header'), c.header === undefined, c.id);
      // A case written with no header keeps the probes of the header it would have had.
      if (c.header) for (const key of ['name', 'description']) {
        const Key = key[0]!.toUpperCase() + key.slice(1);
        const lines = c.header ?? [];
        if (has(c, `${key} on the line below its key`)) assert.ok(lines.some((l, i) => l.trimStart() === `${key}:` && /^\s+[A-Za-z]/.test(lines[i + 1] ?? '')), c.id);
        if (has(c, `${Key} in capitals beside ${key}`)) assert.ok(lines.some((l) => l.trimStart().startsWith(`${Key}: `)) && lines.some((l) => l.trimStart().startsWith(`${key}: `)), c.id);
        if (has(c, `a tab before the colon of ${key}`)) assert.ok(lines.some((l) => l.trimStart().startsWith(`${key}\t: `)), c.id);
      }
    }
  });

  test('UTF-16 files are written with their byte-order mark, in either byte order', () => {
    assert.deepEqual([...caseBytes({ ...plain, utf16: 'le' }).subarray(0, 4)], [0xff, 0xfe, 0x2d, 0x00]);
    assert.deepEqual([...caseBytes({ ...plain, utf16: 'be' }).subarray(0, 4)], [0xfe, 0xff, 0x00, 0x2d]);
    assert.ok(caseText({ ...plain, eol: '\r\n' }).includes('name: f9-1\r\ndescription'));
  });

  test('every shrink step is smaller than the case, and the steps run out', () => {
    const steps = shrinkSteps({ ...plain, bom: true, eol: '\r\n' });
    assert.ok(steps.length >= 5);
    for (const s of steps) assert.ok(caseBytes(s).length < caseBytes({ ...plain, bom: true, eol: '\r\n' }).length, caseText(s));
    // The metadata block goes whole, then line by line.
    assert.ok(steps.some((s) => s.header?.join('\n') === 'name: f9-1\ndescription: Does it.'));
    let c: FuzzCase = plain;
    for (let i = 0; i < 50 && shrinkSteps(c).length; i++) c = shrinkSteps(c)[0]!;
    assert.equal(shrinkSteps(c).length, 0);
  });

  test('a disagreement is new, changed, known or gone against the known classes', () => {
    const d = (caseId: string, agent = 'loads it as `x`'): Disagreement => ({ caseId, kind: 'false-error', agent, skillkiln: 'error: yaml-syntax (…)' });
    const known: KnownClass[] = [{ agent: 'pi', kind: 'false-error', why: 'r', shrunk: { file: '', agentSays: '', skillkilnSays: '' }, cases: { 's1-1': sidesHash(d('s1-1')), 's1-2': sidesHash(d('s1-2')), 's1-3': sidesHash(d('s1-3')), 's5-1': 'x' } }];
    const st = standing('pi', [d('s1-1'), d('s1-2', 'loads it as `y`'), d('s1-4')], known, new Set(['s1-1', 's1-2', 's1-3', 's1-4']));
    assert.equal(st.known, 1);
    assert.deepEqual(st.changed.map((x) => x.caseId), ['s1-2']);
    assert.deepEqual(st.fresh.map((x) => x.caseId), ['s1-4']);
    assert.deepEqual(st.gone, ['false-error on s1-3'], 'a case of another seed is not gone');
    assert.equal(standing('codex', [d('s1-1')], known, new Set(['s1-1'])).fresh.length, 1, 'classes are per agent');
  });

  test('kinds and shrink signatures keep what must not change while a case shrinks', () => {
    assert.equal(kindOf({ file: 'a', agent: 'loads it as `a`', skillkiln: 'error: x (y)' }), 'false-error');
    assert.equal(kindOf({ file: 'a', agent: 'does not load it: no', skillkiln: 'no error' }), 'missed');
    assert.equal(kindOf({ file: 'a', agent: 'not listed', skillkiln: '- a: b' }), 'ours-only-entry');
    assert.equal(kindOf({ file: 'listing entry a', agent: '- a: b', skillkiln: 'not listed' }), 'agent-only-entry');
    const e = (s: string): Disagreement => ({ caseId: 'x', kind: 'false-error', agent: 'loads it', skillkiln: s });
    assert.equal(signatureOf(e('error: b-rule (m); a-rule (n)')), signatureOf(e('error: a-rule (other words); b-rule (p)')));
    assert.notEqual(signatureOf(e('error: a-rule (m)')), signatureOf(e('error: b-rule (m)')));
  });
});
