import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { PROFILE_IDS } from '../../server/src/service/config/serviceConfig';
import { parseSkill } from '../../server/src/service/parse/parseSkill';
import { assertRangesInside, findingsAt, joinLines, lintFolder, skill, withTree } from './hostileFixture';

/** Nine levels of nine aliases each: 9^9 strings if expanded. */
function billionLaughs(): string {
  const lines = ['name: lol', 'description: Laughs.', 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) {
    const prev = String.fromCharCode(96 + i);
    const cur = String.fromCharCode(97 + i);
    lines.push(`${cur}: &${cur} [${Array(9).fill(`*${prev}`).join(', ')}]`);
  }
  return joinLines('---', ...lines, '---', 'Body.');
}

const header = (...yaml: string[]) => joinLines('---', ...yaml, '---', '# Body', '');

/** A hostile header, the code it must produce and what its message must say. */
interface HostileHeader {
  readonly name: string;
  readonly text: () => string;
  readonly code: string;
  readonly message: RegExp;
}

const CASES: readonly HostileHeader[] = [
  { name: 'billion laughs (alias bomb)', text: billionLaughs, code: 'yaml-syntax', message: /alias/i },
  { name: '100,000 nested [', text: () => header('name: deep', `description: ${'['.repeat(100_000)}`), code: 'yaml-syntax', message: /larger than|nests more than/ },
  { name: '30,000 nested [ (under the size cap)', text: () => header('name: deep', `description: ${'['.repeat(30_000)}`), code: 'yaml-syntax', message: /nests more than 512 levels/ },
  { name: '15,000 nested { a:', text: () => header('name: deep', `description: ${'{a: '.repeat(15_000)}`), code: 'yaml-syntax', message: /nests more than 512 levels/ },
  { name: 'compact sequences - - - (10,000 deep)', text: () => header('name: deep', 'list:', `  ${'- '.repeat(10_000)}x`), code: 'yaml-syntax', message: /nests more than 512 levels/ },
  { name: 'explicit keys ? ? ? (1,000 deep)', text: () => header(`${'? '.repeat(1000)}x`), code: 'yaml-syntax', message: /nests more than 512 levels/ },
  { name: 'explicit keys ? ? ? (400 deep: parsed, not expanded)', text: () => header(`${'? '.repeat(400)}x`), code: 'yaml-syntax', message: /key is a list or a mapping/ },
  { name: 'block indentation 350 levels deep (parsed)', text: () => header('name: deep', ...Array.from({ length: 350 }, (_, i) => `${' '.repeat(i)}k${i}:`)), code: '', message: /^/ },
  { name: 'block indentation and flow brackets, 600 levels together', text: () => header('name: deep', ...Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}k${i}:`), `${' '.repeat(200)}${'['.repeat(400)}`), code: 'yaml-syntax', message: /nests more than 512 levels/ },
  { name: 'complex keys nested 40 deep, 100 times', text: () => header('name: keys', ...Array.from({ length: 100 }, () => `${'? '.repeat(40)}x`)), code: 'yaml-syntax', message: /key is a list or a mapping/ },
  { name: 'an unquoted {{{ x }}} template (a mapping key inside a mapping key)', text: () => header('name: tpl', 'description: d', 'body: {{{ raw }}}'), code: 'yaml-syntax', message: /key is a list or a mapping/ },
  { name: '3,000 duplicate keys', text: () => header('name: dup', ...Array(3000).fill('description: again')), code: 'yaml-syntax', message: /the key `description` appears a second time/ },
  { name: '5,000 tags on one node', text: () => header('name: tags', `description: ${'!t '.repeat(5000)}x`), code: 'yaml-syntax', message: /tag/i },
  { name: '6,000 anchors and aliases', text: () => header('name: anchors', 'description: &d x', ...Array.from({ length: 3000 }, (_, i) => `k${i}: &a${i} v`), ...Array.from({ length: 3000 }, (_, i) => `r${i}: *a${i}`)), code: 'yaml-syntax', message: /larger than 64 KiB and holds more than 200 anchors, aliases/ },
  { name: '30,000 repeated keys in 870 KB', text: () => header('name: dup', ...Array(30_000).fill('description: again and again')), code: 'yaml-syntax', message: /holds more than 200 .* repeated keys/ },
  { name: 'a 150 KB list of 2,000 mappings (parsed: keys repeat across items only)', text: () => header('name: list', 'description: d', 'tools:', ...Array.from({ length: 2000 }, (_, i) => [`  - name: tool${i}`, `    description: does ${i}`]).flat()), code: '', message: /^/ },
  { name: 'a 2 MB header', text: () => header('name: big', `description: ${'x'.repeat(2_000_000)}`), code: 'yaml-syntax', message: /larger than 1 MiB, so Skillkiln does not parse it/ },
  { name: 'a header that never closes', text: () => joinLines('---', 'name: open', 'description: never closed', '# Body', 'text'), code: 'frontmatter-unclosed', message: /never closes/ },
  { name: 'a header that never closes, 1 MB long', text: () => joinLines('---', 'name: open', ...Array(50_000).fill('description: never closed')), code: 'frontmatter-unclosed', message: /never closes/ },
];

describe('hostile headers: a clear finding, ranges inside, the other skills still served', () => {
  for (const c of CASES) {
    test(c.name, async (t) => {
      const text = c.text();
      await withTree({ 'skills/hostile/SKILL.md': text, 'skills/fine/SKILL.md': skill('fine') }, (dir) => {
        const file = path.join(dir, 'skills', 'hostile', 'SKILL.md');
        for (const profile of [undefined, ...PROFILE_IDS]) {
          const run = lintFolder(dir, profile ? { profile } : {});
          t.diagnostic(`${profile ?? 'auto'}: ${(text.length / 1024).toFixed(0)} KiB in ${run.ms.toFixed(0)} ms`);
          assertRangesInside(run);
          if (c.code) {
            const hits = findingsAt(run, file, c.code);
            assert.ok(hits.some((f) => c.message.test(f.message.en)), `${profile ?? 'auto'}: expected ${c.code} matching ${c.message}, got ${JSON.stringify(findingsAt(run, file).map((f) => `${f.code}: ${f.message.en}`))}`);
            // A flood of identical YAML errors helps nobody.
            assert.ok(hits.length <= 50, `${hits.length} ${c.code} findings`);
          }
          // The neighbour is still indexed and listed.
          const fine = run.service.index.skillAt(path.join(dir, 'skills', 'fine', 'SKILL.md'));
          assert.ok(fine, 'the other skill is still indexed');
          if (fine.status === 'served') assert.ok(run.catalogs.some((cat) => cat.text.includes('fine')), 'the other skill is still in the catalog');
        }
      });
    });
  }
});

describe('hostile headers in the parser alone', () => {
  test('a lone CR ends YAML lines too: the same data as with LF', () => {
    const lf = parseSkill('---\nname: a\ndescription: d\nkeywords: x, y\n---\nbody\n');
    const cr = parseSkill('---\rname: a\rdescription: d\rkeywords: x, y\r---\rbody\r');
    assert.deepEqual(cr.frontMatter!.problems, []);
    assert.deepEqual(cr.frontMatter!.data, lf.frontMatter!.data);
    assert.deepEqual(cr.entry('keywords')!.valueRange, lf.entry('keywords')!.valueRange);
  });

  test('an unquoted {{ x }} template (one level of mapping key) is still read', () => {
    const p = parseSkill(header('name: tpl', 'description: d', 'subject: {{ user.name }}'));
    assert.deepEqual(p.frontMatter!.problems, []);
    assert.equal(p.frontMatter!.data['name'], 'tpl');
  });

  test('a block value ends at its last character, not at the next line (an edit of it keeps the line break)', () => {
    for (const tail of ['---', 'name: x\n---']) {
      const text = `---\nallowed-tools:\n  - Read\n  - Grep\n${tail}\nbody`;
      const e = parseSkill(text).entry('allowed-tools')!;
      assert.equal(text.slice(e.valueSpan.start, e.valueSpan.end), '- Read\n  - Grep');
      assert.deepEqual(e.valueRange, { start: { line: 2, character: 2 }, end: { line: 3, character: 8 } });
      const edited = text.slice(0, e.valueSpan.start) + 'Read Grep' + text.slice(e.valueSpan.end);
      assert.deepEqual(parseSkill(edited).frontMatter!.problems, []);
    }
    const block = '---\nd: |\n  text\n\n---\n';
    const d = parseSkill(block).entry('d')!;
    assert.equal(block.slice(d.valueSpan.start, d.valueSpan.end), '|\n  text');
  });

  test('CRLF: an offset between \\r and \\n, and a key without a colon, stay inside their line', () => {
    const text = '---\r\nname: a\r\nNo colon here.\r\n\r## x\r\n---\r\n';
    const p = parseSkill(text);
    assert.deepEqual(p.lines.positionAt(text.indexOf('\r\n') + 1), { line: 0, character: 3 });
    const lengths = text.split(/\r\n|\r|\n/).map((l) => l.length);
    for (const e of p.frontMatter!.entries) for (const r of [e.keyRange, e.valueRange]) for (const pos of [r.start, r.end]) assert.ok(pos.character <= lengths[pos.line]!, `${e.key}: ${JSON.stringify(r)}`);
    const spaced = parseSkill('---\nkey :\n---\n').entry('key')!;
    assert.deepEqual(spaced.valueRange.start, { line: 1, character: 5 });
  });

  test('nesting below the limit still parses', () => {
    const p = parseSkill(header('name: a', `description: ${'['.repeat(20)}x${']'.repeat(20)}`, 'meta:', '  a:', '    b:', '      c: [1, {d: [2]}]'));
    assert.deepEqual(p.frontMatter!.problems, []);
    assert.equal(p.entry('name')!.value, 'a');
  });

  test('a 10 MB single-line header value is refused, not parsed', () => {
    const p = parseSkill(header('name: a', `description: ${'x'.repeat(10 * 1024 * 1024)}`));
    assert.equal(p.frontMatter!.yaml, undefined);
    assert.match(p.frontMatter!.problems[0]!.message, /larger than/);
  });
});
