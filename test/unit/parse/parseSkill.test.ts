import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compactSkill, parseSkill, rehydrateSkill } from '../../../server/src/service/parse/parseSkill';
import { LineIndex } from '../../../server/src/service/text/lineIndex';

const lines = (...l: string[]) => l.join('\n');

describe('parseSkill', () => {
  test('no header: body starts at 0, no front matter', () => {
    const p = parseSkill('# Title\ntext\n');
    assert.equal(p.frontMatter, undefined);
    assert.equal(p.bodyStart, 0);
  });

  test('exact key and value ranges', () => {
    const p = parseSkill(lines('---', 'name: greetings', 'description: Greet somebody.', '---', '# Body'));
    const name = p.entry('name')!;
    assert.deepEqual(name.keyRange, { start: { line: 1, character: 0 }, end: { line: 1, character: 4 } });
    assert.deepEqual(name.valueRange, { start: { line: 1, character: 6 }, end: { line: 1, character: 15 } });
    assert.equal(name.value, 'greetings');
    assert.equal(p.entry('description')!.value, 'Greet somebody.');
    assert.equal(p.bodyStartLine, 4);
    assert.deepEqual(p.frontMatter!.closeRange, { start: { line: 3, character: 0 }, end: { line: 3, character: 3 } });
  });

  test('CRLF: ranges are LSP positions in the original text', () => {
    const text = '---\r\nname: a\r\nkeywords: x, y\r\n---\r\nbody\r\n';
    const p = parseSkill(text);
    const kw = p.entry('keywords')!;
    assert.deepEqual(kw.valueRange, { start: { line: 2, character: 10 }, end: { line: 2, character: 14 } });
    assert.equal(text.slice(kw.valueSpan.start, kw.valueSpan.end), 'x, y');
    assert.equal(p.text.slice(p.bodyStart), 'body\r\n');
  });

  test('CR-only and mixed line endings', () => {
    const p = parseSkill('---\rname: a\r\ndescription: d\n---\rbody');
    assert.equal(p.entry('description')!.value, 'd');
    assert.deepEqual(p.entry('description')!.valueRange.start, { line: 2, character: 13 });
    assert.equal(p.text.slice(p.bodyStart), 'body');
  });

  test('leading BOM: header found, ranges count the BOM as one character', () => {
    const p = parseSkill('\uFEFF---\nname: x\n---\n');
    assert.ok(p.frontMatter);
    assert.equal(p.entry('name')!.value, 'x');
    assert.deepEqual(p.frontMatter!.openRange, { start: { line: 0, character: 1 }, end: { line: 0, character: 4 } });
  });

  test('unclosed header: no entries, closeRange undefined', () => {
    const p = parseSkill(lines('---', 'name: a', 'body'));
    assert.ok(p.frontMatter);
    assert.equal(p.frontMatter!.closeRange, undefined);
    assert.equal(p.frontMatter!.entries.length, 0);
  });

  test('empty header is a mapping with no entries', () => {
    const p = parseSkill(lines('---', '---', 'body'));
    assert.ok(p.frontMatter!.isMapping);
    assert.equal(p.frontMatter!.entries.length, 0);
    assert.equal(p.text.slice(p.bodyStart), 'body');
  });

  test('a --- later in the body is not a header; only the first line opens one', () => {
    const p = parseSkill(lines('# Title', '---', 'name: x', '---'));
    assert.equal(p.frontMatter, undefined);
  });

  test('delimiters tolerate trailing blanks but not other text', () => {
    assert.ok(parseSkill('---  \nname: a\n--- \n').frontMatter?.closeRange);
    assert.equal(parseSkill('---yaml\nname: a\n---\n').frontMatter, undefined);
    assert.equal(parseSkill(lines('---', 'name: a', '----', 'x')).frontMatter!.closeRange, undefined);
  });

  test('YAML errors carry the parser position, mapped into the document', () => {
    const p = parseSkill(lines('---', 'name: a', 'description: [unclosed', '---'));
    const problem = p.frontMatter!.problems.find((x) => x.kind === 'error');
    assert.ok(problem);
    assert.ok(problem!.range.start.line >= 2);
  });

  test('duplicate keys are a YAML error', () => {
    const p = parseSkill(lines('---', 'name: a', 'name: b', '---'));
    assert.ok(p.frontMatter!.problems.some((x) => x.yamlCode === 'DUPLICATE_KEY'));
  });

  test('a non-mapping header is flagged as such', () => {
    const p = parseSkill(lines('---', '- a', '- b', '---'));
    assert.equal(p.frontMatter!.isMapping, false);
  });

  test('alias bombs do not expand', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill('*' + String.fromCharCode(96 + i)).join(',')}]`);
    const p = parseSkill(['---', ...bomb, '---'].join('\n'));
    assert.ok(p.frontMatter!.problems.some((x) => x.yamlCode === 'ALIAS_LIMIT'));
    assert.deepEqual(p.frontMatter!.data, {});
  });

  test('empty value: an empty range right after the colon', () => {
    const p = parseSkill(lines('---', 'name:', '---'));
    const e = p.entry('name')!;
    assert.deepEqual(e.valueRange, { start: { line: 1, character: 5 }, end: { line: 1, character: 5 } });
    assert.equal(e.value, null);
  });

  test('nodeRange maps nested nodes', () => {
    const p = parseSkill(lines('---', 'metadata:', '  author: me', '---'));
    const node = p.entry('metadata')!.node;
    const r = p.nodeRange(node);
    assert.equal(r.start.line, 2);
  });
});

describe('LineIndex', () => {
  test('positionAt and offsetAt round-trip over \\n, \\r\\n and \\r', () => {
    const text = 'a\r\nbc\rd\ne';
    const idx = new LineIndex(text);
    for (let o = 0; o <= text.length; o++) {
      const pos = idx.positionAt(o);
      if (text[o - 1] === '\r' && text[o] === '\n') continue; // between \r and \n is not a position
      assert.equal(idx.offsetAt(pos), o, `offset ${o}`);
    }
    assert.equal(idx.lineCount, 4);
    assert.equal(idx.lineText(1), 'bc');
  });
});

describe('compact (header-only) parse', () => {
  const text = lines('---', 'name: greetings', 'metadata:', '  tags: [a, b]', 'description: Greet somebody.', '---', '# Body', 'text');

  test('keeps the header text, data and problems, not the body', () => {
    const full = parseSkill(text);
    const compact = compactSkill(full);
    assert.equal(compact.complete, false);
    assert.equal(compact.text, text.slice(0, full.bodyStart));
    assert.deepEqual(compact.frontMatter!.data, full.frontMatter!.data);
    assert.equal(compact.bodyStartLine, full.bodyStartLine);
  });

  test('parses its header again on demand: same entries, ranges, values and nodes', () => {
    const full = parseSkill(text);
    const compact = compactSkill(full);
    assert.deepEqual(compact.entry('description')!.valueRange, full.entry('description')!.valueRange);
    assert.deepEqual(compact.frontMatter!.entries.map((e) => [e.key, e.keyRange, e.value]), full.frontMatter!.entries.map((e) => [e.key, e.keyRange, e.value]));
    assert.deepEqual(compact.nodeRange(compact.entry('metadata')!.node), full.nodeRange(full.entry('metadata')!.node));
    assert.equal(compact.frontMatter!.yaml!.toString(), full.frontMatter!.yaml!.toString());
    // Asked twice, answered from the same parse.
    assert.equal(compact.frontMatter!.entries, compact.frontMatter!.entries);
  });

  test('the body comes back under the same header', () => {
    const again = rehydrateSkill(compactSkill(parseSkill(text)), text);
    assert.equal(again.complete, true);
    assert.equal(again.text, text);
    assert.equal(again.entry('name')!.value, 'greetings');
  });
});
