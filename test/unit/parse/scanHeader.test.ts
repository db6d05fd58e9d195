import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compactSkill, parseSkill, parseSkillByYaml } from '../../../server/src/service/parse/parseSkill';
import { parse } from 'yaml';
import { ScannedFrontMatter, scannedData } from '../../../server/src/service/parse/scannedFrontMatter';
import { parsedDocument } from '../../../server/src/service/parse/parsedDocument';
import { CORPUS, corpusSkip } from '../shared/corpusCounts';
import { markdownFiles } from '../shared/markdownFiles';
import { seededRandom } from '../helpers/seededRandom';
import { jsYamlReadsAlike } from '../../../server/src/service/agents/jsYamlAlike';
import { ownYamlValue, yamlReadWith } from '../../../server/src/service/agents/agentYaml';
import { kiloHeaderRead, opencodeHeaderRead } from '../../../server/src/service/agents/opencodeHeaderRead';

let jsYamlAlike = 0;

/**
 * Parses `text` both ways and asserts the same answer: header, entries (keys, ranges,
 * values, YAML nodes and pairs), data, problems, and the document when it is asked for.
 * Returns whether the scanner read the header.
 */
function assertSameParse(text: string): boolean {
  const fast = parseSkill(text);
  const slow = parseSkillByYaml(text);
  assert.equal(fast.bodyStart, slow.bodyStart);
  assert.equal(fast.bodyBlank, slow.bodyBlank);
  const f = fast.frontMatter;
  const s = slow.frontMatter;
  if (!f || !s) {
    assert.equal(f, s);
    return false;
  }
  assert.ok(!(s instanceof ScannedFrontMatter));
  // The YAML package's own parse of the same text, without a \r, loads to the document's toJS (agentYaml.ts takes it instead).
  const raw = text.slice(s.split.content.start, s.split.content.end);
  const parsedDoc = parsedDocument(s);
  if (parsedDoc && parsedDoc.errors.length === 0 && !raw.includes('\r')) assert.deepStrictEqual(loadOutcome(() => parsedDoc.toJS()), loadOutcome(() => parse(raw, { logLevel: 'error' })));
  assert.deepStrictEqual(f.split, s.split);
  assert.deepStrictEqual(f.openRange, s.openRange);
  assert.deepStrictEqual(f.closeRange, s.closeRange);
  assert.equal(f.hasYaml, s.hasYaml);
  assert.equal(f.isMapping, s.isMapping);
  assert.deepStrictEqual(f.problems, s.problems);
  assert.deepStrictEqual(f.data, s.data);
  assert.equal(f.headerText, s.headerText);
  assert.deepStrictEqual(f.entries, s.entries);
  if (!(f instanceof ScannedFrontMatter)) {
    assert.equal(scannedData(f), undefined);
    return false;
  }
  // What an agent on the same `yaml` loads from the header, line breaks as `\n`, called as agentYaml.ts calls it (which takes this instead).
  assert.deepStrictEqual(scannedData(f), parse(text.slice(f.split.content.start, f.split.content.end).replace(/\r\n?/g, '\n'), { logLevel: 'error' }));
  // Where js-yaml 4 and 3 are said to read it alike (agents on them take the scanner's value), they do.
  if (jsYamlReadsAlike(f)) {
    jsYamlAlike++;
    const header = text.slice(f.split.content.start, f.split.content.end);
    for (const spec of ['js-yaml@4.1.1', 'js-yaml@4.3.1', 'gray-matter@4.0.3']) assert.deepStrictEqual(yamlReadWith(spec, header), { ok: true, value: scannedData(f) }, spec);
    // opencode and Kilo take it where gray-matter cuts the same header: what gray-matter itself reads.
    for (const read of [opencodeHeaderRead, kiloHeaderRead]) assert.deepStrictEqual(read(text, ownYamlValue(fast)), read(text), read.name);
  }
  const doc = f.yaml;
  assert.deepStrictEqual(doc.contents, s.yaml!.contents);
  assert.deepStrictEqual(doc.errors, []);
  assert.deepStrictEqual(doc.warnings, []);
  assert.equal(doc.toString(), s.yaml!.toString());
  // The document holds the entries' own nodes.
  f.entries.forEach((e, i) => assert.equal((doc.contents as { items: unknown[] }).items[i], e.pair));
  return true;
}

/** What a load gives: its value, or the message it throws (an unresolved alias, too many aliases). */
function loadOutcome(load: () => unknown): { value: unknown } | { thrown: string } {
  try {
    return { value: load() };
  } catch (err) {
    return { thrown: String((err as Error).message) };
  }
}

const header = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n# Body\n`;

/** Flow collections written as a key's value: read alike, or declined. */
const FLOW_VALUES: readonly string[] = [
  '{"a": "b" , "c":[ x ] }', '{"a":b}', '{"a":}', '{"a"}', '{a:b}', '{a: }', '{"a" :1}', '{ "a": 1 }', '{"a": [ ]}', '{"a":[]}',
  '{"a": 1, "a": 2}', '{"__proto__": 1}', '{true: 1}', '{"true": 1}', '{"a": "b\\"c"}', '{"a": "b\\\\c"}', '{"a": {"b": [1.0.2]}}', '{"a": 01}', '{"a": 010}',
  '{"a": [1, 2], "b": {"c": {"d": {"e": {"f": {"g": {"h": {"i": 1}}}}}}}}', '{"a": {"b": {"c": {"d": {"e": {"f": {"g": 1}}}}}}}',
  '{"a": "x", }', '{"a": "x"} ', '{"a": "b"}}', '[{"a": 1}, [2]]', '{"a": [{"b": "c"}, {"d": [true, false, null]}]}',
  '{"k": -1}', '{"k": .5}', '{"k": +2}', '{"k": 0x1f}', '{"k": 1e3}', '{"k": 12:30}', '{"k": 2024-01-01}', '{"k": 1.}', '{"k": 1.50}',
  '{"k": ~}', '{"k": yes}', '{"k": Null}', '{"k": x y z}', '{"k": x  y}', '{"k": a:b}', '{"k": http://x}', '{"k": é}', '{"é": "🎉"}',
  '{\'k\': \'v\'}', '{\'k\':v}', '{"k": \'it\'\'s\'}', '{"": 1}', '{"k": ""}', '{a-b_c: d}', '{"a b": c}', '{"k": [a, b], }',
];

/** Headers of every shape the scanner reads, and of shapes next to them it must decline. */
const CASES: readonly string[] = [
  header('name: greet', 'description: Greets somebody.'),
  header('name: greet', '', 'description: Greets', '  somebody', '', '  politely.  ', '', '', 'license: MIT'),
  header("name: 'greet'  ", 'description: "Greets somebody."'),
  header('name: greet', 'description: |', '  line one', '', '  line two', '    deeper', '', 'x: y'),
  header('name: greet', 'description: >-', '  folded', '  text', '', '  para'),
  header('description: |+', '  kept', '', '', 'name: n'),
  header('description: >+', '  kept'),
  header('description: |-', '  stripped', '', 'name: n'),
  header('name:', 'description:   ', '', 'license: MIT'),
  header('name: a:b', 'url: http://x.y/z', 'd: C# [x] {y}, z'),
  header('name: true', 'n: 12', 'x: null', 'y: ~', 'z: .inf', 'w: 2024-01-01', 'v: yes'),
  header('True: x', 'null: y'),
  header('name: a', 'name: b'),
  header('name: a # comment'),
  header('# comment', 'name: a'),
  header('name: &a x', 'other: *a', 't: !!str 1'),
  header('name: [a, b]', 'm: {a: 1}'),
  header('metadata:', '  version: 1', 'tools:', '- a', '- b'),
  header('name: "a\\"b"', "d: 'it''s'"),
  header('name: a: b'),
  header('name: a', '  - b', 'c: d'),
  header('? name', ': a'),
  header('name:\ta'),
  header('"name": a'),
  header('description: |2', '   indented'),
  header('description: >', '  a', '    deeper', '  b'),
  header('description: |', '', '  late'),
  header('description: |', 'name: a'),
  '---\r\nname: a\r\ndescription: b\r\n---\r\nbody\r\n',
  '\ufeff---\nname: a\n---\n',
  '---\nname: a\n',
  '---\n---\n',
  '---\n\nname: a\n---\n',
  '---\nname: a\ndescription: b',
  header('name: a\u2028b'),
  header('name: ünïcødé ✓', 'description: 日本語の説明', 'emoji: 🎉 party'),
  header('name: n', 'metadata:', '  author: someone  ', '', '  version: "1.0"', '  long: a', '    b', '', 'license: MIT'),
  header('metadata:', '  a:', '  b: |', '    text', '  c:', '    deep: x', 'tools:', '  - Read', '', '  - "Grep"  ', "  - 'it''s'", 'x: y'),
  header('tools:', '- a', '- b', '', 'x: false', 'y: 1.2.0', 'z: TRUE', 'w: Null', 'v: 2024-01-01', 'u: 1e3', 'm:', '  k: tRUE'),
  header('tools:', '  - a', '    continued', '  - b: c', 'x: y'),
  header('tools:', '  -', '  - x'),
  header('tools:', '- a', '  - b'),
  header('m:', '  a: 1', 'n: 0x1f'),
  header('m:', '    a: x', '  b: y'),
  header('m:', '', '  a: x'),
  header('m:', '  a: x', '  a: y'),
  header('d: \'a\'\'\'', "e: 'a''b'''"),
  header('version: 1.0', 'n: 10', 'z: 007', 'f: 2.50', 'g: 3.', 'h: 0.0', 'big: 123456789012345678901234567890', 'tools:', '- 1.10', '- 2'),
  header('name: n', 'description: |', '  ends the header'),
  header('name: n', 'description: >', '  ends', '  the header'),
  header('name: n', 'description: |+', '  ends the header', '', ''),
  header('metadata:', '  version: 1.0', '  count: 0', 'v: 1.0.0', 'w: 1.5e3', 'x: 0o17', 'y: 1_000'),
  header('name: n', 'allowed-tools: [Read, Grep,  "Web fetch", \'it\', Bash(git *), a-b_c/d.e]', 'tags: []', 'm:', '  k: [x y, "", \'\']', 'last: [ a, b]'),
  header('t: [a, b]  ', 'u: [a ,b]', 'v: [a, b,]', 'w: [a, , b]', 'x: [ ]', 'y: [a, [b]]', 'z: [a, {b: c}]'),
  header('t: [true, null, Null, FALSE]', 'u: [1, 2.0]', 'v: [a: b]', 'w: [http://x.y]', 'x: [a # c]', 'y: ["a\\"b"]', 'z: [\'a\'\'b\']'),
  header('t: [-a, ?b, *c, &d, !e, |f, >g, %h, @i, `j]', 'u: [a-, b?, c*, d&, e!, f|, g>, h%, i@, j`]', 'v: [ü, 日本, 🎉 x]'),
  header('t: [a', '  , b]', 'u: ["a b', '  c"]'),
  header('t: [a, b] # c', 'u: [a]x', 'v: [a]]'),
  header('t: [a]'),
  header('t: []'),
  header('metadata: {"openclaw":{"emoji":"🔊","requires":{"bins":["ffmpeg","ffprobe"]},"os":["linux","darwin","win32"]}}', 'name: n'),
  header('metadata: { "openclaw": { "requires": { "bins": ["ampersend"] } } }', 'm: {a: b, \'c\': true, d: 1.0, e: null, f: [1, 2.50, x y]}', 'e: {}'),
  header('m: {"a": "b"}'),
  header('metadata:', '  author: maton', '  clawdbot:', '    emoji: 🧠', '    requires:', '      env:', '        - MATON_API_KEY', 'name: n'),
  header('a:', ' b:', '  c:', '   d:', '    e:', '     f:', '      g:', '       h:', '        i: deep', 'name: n'),
  // Each on its own, so one declined value does not hide what the scanner makes of the others.
  ...FLOW_VALUES.map((v) => header(`m: ${v}`, 'n: x')),
];

describe('scanHeader', () => {
  test('reads simple headers exactly as the YAML package, and declines the rest', () => {
    const alikeBefore = jsYamlAlike;
    const read = CASES.filter(assertSameParse).length;
    // Enough of them are read for the comparison to mean something.
    assert.ok(read >= 10, `only ${read} headers read`);
    assert.ok(jsYamlAlike - alikeBefore >= 8, `only ${jsYamlAlike - alikeBefore} headers read alike by js-yaml`);
    // A date, an octal-looking `010` and `1_000` are typed otherwise by js-yaml: never taken as alike.
    for (const value of ['2024-01-01', '010', '1_000', '1:30']) assert.equal(jsYamlReadsAlike(parseSkill(header(`v: ${value}`)).frontMatter), false, value);
    for (const value of ['1.0', '1.2.0', '2 hours', 'x']) assert.equal(jsYamlReadsAlike(parseSkill(header(`v: ${value}`)).frontMatter), true, value);
  });

  test('reads the common header shapes', () => {
    assert.ok(parseSkill(CASES[0]!).frontMatter instanceof ScannedFrontMatter);
    assert.ok(parseSkill(CASES[3]!).frontMatter instanceof ScannedFrontMatter);
    // A decimal number (`version: 1.0`, in half the real headers) is read, and flow lists and mappings (JSON `metadata`); anchors are not.
    assert.ok(parseSkill(CASES[17]!).frontMatter instanceof ScannedFrontMatter);
    assert.equal(parseSkill(CASES.find((c) => c.startsWith('---\nversion: 1.0'))!).frontMatter!.data['version'], 1);
    assert.ok(parseSkill(CASES[16]!).frontMatter instanceof ScannedFrontMatter);
    const json = parseSkill(CASES.find((c) => c.startsWith('---\nmetadata: {"openclaw"'))!).frontMatter!;
    assert.ok(json instanceof ScannedFrontMatter);
    assert.deepStrictEqual(json.data['metadata'], { openclaw: { emoji: '🔊', requires: { bins: ['ffmpeg', 'ffprobe'] }, os: ['linux', 'darwin', 'win32'] } });
    assert.ok(jsYamlReadsAlike(json));
    assert.ok(!(parseSkill(CASES[15]!).frontMatter instanceof ScannedFrontMatter));
  });

  test('a compact parse of a scanned header keeps the same entries', () => {
    const full = parseSkill(CASES[1]!);
    const compact = compactSkill(full);
    assert.deepStrictEqual(compact.frontMatter!.entries, full.frontMatter!.entries);
    assert.deepStrictEqual(compact.frontMatter!.data, full.frontMatter!.data);
    assert.equal(compact.frontMatter!.yaml!.toString(), parseSkillByYaml(CASES[1]!).frontMatter!.yaml!.toString());
  });

  test('every header of the real corpus: the same parse both ways', { skip: corpusSkip() }, (t) => {
    const files = markdownFiles(CORPUS);
    let headers = 0;
    let read = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      try {
        if (assertSameParse(text)) read++;
      } catch (err) {
        assert.fail(`${file}: ${(err as Error).message}`);
      }
      if (parseSkill(text).frontMatter) headers++;
    }
    t.diagnostic(`scanner read ${read} of ${headers} headers (${files.length} files)`);
    assert.ok(headers === 0 || read > 0);
  });

  // Its bases are the corpus's headers too: without the corpus it is told apart, as its sibling above, not failed on a count.
  test('mutated headers: the scanner declines or agrees exactly', { skip: corpusSkip() }, () => {
    const random = seededRandom(0x5eed);
    const bases = [...CASES, ...markdownFiles(CORPUS).slice(0, 200).map((f) => headerOf(readFileSync(f, 'utf8')))];
    let read = 0;
    const runs = 4000;
    for (let run = 0; run < runs; run++) {
      let text = bases[Math.floor(random() * bases.length)]!;
      const edits = 1 + Math.floor(random() * 3);
      for (let k = 0; k < edits; k++) {
        // Inside the header mostly: after the opening line, before the closing one.
        const end = Math.max(4, text.indexOf('\n---', 4));
        const at = 4 + Math.floor(random() * (end - 3));
        const insert = INSERTS[Math.floor(random() * INSERTS.length)]!;
        text = random() < 0.2 && at < text.length ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + insert + text.slice(at);
      }
      try {
        if (assertSameParse(text)) read++;
      } catch (err) {
        assert.fail(`run ${run}, ${JSON.stringify(text)}: ${(err as Error).message}`);
      }
    }
    assert.ok(read > runs / 10, `only ${read} mutants read`);
  });
});

const INSERTS = [':', ': ', '#', ' #', "'", '"', ' ', '  ', '\t', '\n', '\n  ', '\n\n', '- ', '-', '>', '|', '|-', '>+', '\r\n', '\r', 'é', '✓', '🎉', '\u2028', '\u0085', '\ufeff', '\\', 'null', 'true', '12', '1.0', '0', '~', '&a ', '*a', '!', '%', '@', '[', '{', '?', ',', 'x', 'key: v\n', '...', '---'];

function headerOf(text: string): string {
  const end = text.indexOf('\n---', 3);
  return end < 0 ? text.slice(0, 400) : text.slice(0, end + 5);
}


