import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { agentService, catalogOf, lintSkill, skillPath, skillText, validHeader } from './agentSkillsFixture';
import { claudeHeaderRead } from '../../../server/src/service/agents/claudeFrontmatter';

const errors = (dir: string, text: string, targets: readonly AgentTarget[]) => lintSkill(dir, text, { targets }).filter((f) => f.severity === 'error');

describe('what the agent fuzzer found on unseen seeds, each checked against the real agent', () => {
  test('Factory Droid: a tag js-yaml does not know, with `metadata` read line by line, is js-yaml’s error', () => {
    const text = skillText([...validHeader('pdf'), 'unknown-key: !custom value', 'metadata:', '  a: b']);
    const f = errors('pdf', text, ['factory-droid']);
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /Factory Droid's \(js-yaml@4\.1\.1\) stops here \(“unknown tag !<!custom>”\)/);
  });
  test('Factory Droid: `key: a: b` where a nested `metadata` is then read line by line (real registries) is the colon’s', () => {
    const text = skillText(['name: pdf', 'description: Reads PDFs. Triggers: read a pdf', 'metadata:', '  author: me']);
    const f = errors('pdf', text, ['factory-droid']);
    assert.deepEqual(f.map((x) => x.code), ['unquoted-colon']);
    assert.match(f[0]!.message.en, /^Quote the value of `description` .* — Factory Droid rejects the skill\.$/);
    // Without a nested mapping its line reader takes the colon: it loads.
    assert.deepEqual(errors('pdf', skillText(['name: pdf', 'description: Reads PDFs. Triggers: read a pdf']), ['factory-droid']), []);
  });
  test('Gemini CLI: `"name": 42` is neither text to its YAML nor a `name:` line to its fallback', () => {
    const text = skillText(['"name": 42', 'description: Does pdf things.']);
    const f = errors('pdf', text, ['gemini-cli']);
    assert.deepEqual(f.map((x) => x.code), ['name-missing']);
    assert.match(f[0]!.message.en, /^Quote the name: `42` is read as a number, not text — Gemini CLI skips the skill/);
    // Unquoted, its fallback reads the `name:` line: it loads.
    assert.deepEqual(errors('pdf', skillText(['name: 42', 'description: Does pdf things.']), ['gemini-cli']), []);
  });
  test('opencode and Kilo: after a byte-order mark their retry finds no header, and `key: a: b` stays broken', () => {
    const text = `\uFEFF${skillText([...validHeader('pdf'), 'enabled: value: with colon'])}`;
    for (const target of ['opencode', 'kilo'] as const) {
      const f = errors('pdf', text, [target]);
      assert.equal(f.length, 1, target);
      assert.match(f[0]!.message.en, /skip(s)? the skill without a word/);
    }
    // Without the mark, their retry quotes the value: it loads.
    assert.deepEqual(errors('pdf', skillText([...validHeader('pdf'), 'enabled: value: with colon']), ['opencode']), []);
  });
  test('Cline and pi: `yaml` takes a quote left open when their cut ends the header on an escaped quote', () => {
    const text = skillText([...validHeader('pdf'), "unknown-key: 'value", "other: ''"]);
    assert.deepEqual(errors('pdf', text, ['cline', 'pi']), []);
    const f = errors('pdf', text, ['codex']);
    assert.match(f[0]!.message.en, /^Close the quote \(line 4\): the quote that opens the value of `unknown-key` never closes/);
  });
  test('Codex: a key it does not read, written twice once its second reading quotes a value (`\"k\": a: b`, `k: c`), still loads (seed 44)', () => {
    const text = skillText(['description: Does pdf things.', '"allowed-tools": allowed-tools value: with colon', 'allowed-tools: 12:30']);
    assert.deepEqual(errors('pdf', text, ['codex']), []);
    // A key it reads written twice is still refused (`duplicate field`), as observed.
    assert.equal(errors('pdf', skillText(['"description": Does: pdf things.', 'description: Other.']), ['codex']).length, 1);
  });
  test('Codex: its second reading (values quoted) takes a quoted value over lines, one at column 0, as libyaml does (seed 48)', () => {
    const text = skillText(["name: 'pdf", '# not a comment', "  still the name'", 'description: Does pdf things.', 'context: a value: with colon']);
    assert.deepEqual(errors('pdf', text, ['codex']), []);
    const entry = catalogOf({ [skillPath('pdf')]: text }, 'codex').entries[0]!;
    assert.equal(entry.name, 'pdf # not a comment still the name');
    // Without the colon the first reading loads it the same way.
    assert.deepEqual(errors('pdf', skillText(["name: 'pdf", '# not a comment', "  still the name'", 'description: Does pdf things.']), ['codex']), []);
  });
  test('Factory Droid cuts a long description in UTF-16 units, a half character shown as U+FFFD', () => {
    // One letter first: the 1,023rd unit is the first half of an emoji.
    const text = skillText(['name: pdf', `description: b${'a😀'.repeat(600)}`]);
    const line = catalogOf({ [skillPath('pdf')]: text }, 'factory-droid').entries.find((e) => e.name === 'pdf')!.line;
    const description = line.slice('pdf: '.length);
    assert.equal(description.length, 1024);
    assert.ok(description.endsWith('a\uFFFD…'), JSON.stringify(description.slice(-4)));
  });
  test('Cline reads `disabled` first: with it given, the type of `enabled` is not checked (seed 15, observed on 3.0.65)', () => {
    assert.deepEqual(errors('pdf', skillText([...validHeader('pdf'), "enabled: ''", 'disabled: false']), ['cline']), []);
    assert.deepEqual(errors('pdf', skillText([...validHeader('pdf'), "enabled: ''"]), ['cline']).map((f) => f.code), ['key-type']);
    // A null `disabled` counts as absent: `enabled` is checked again.
    assert.deepEqual(errors('pdf', skillText([...validHeader('pdf'), 'disabled: ~', "enabled: ''"]), ['cline']).map((f) => f.code), ['key-type']);
  });
  test('Qwen Code: a closing `---\t` is no closing line to its cut, whose `hooks:` header then holds a second YAML document (seed 13)', () => {
    const text = `---\n${validHeader('pdf').join('\n')}\nhooks: value\n---\t\n---\nnot: a header\n---\n# Body\n`;
    const f = errors('pdf', text, ['qwen-code']);
    assert.equal(f.length, 1);
    assert.match(f[0]!.message.en, /Qwen Code rejects the skill/);
    // Without `hooks:` its line reader is all it has: it loads.
    assert.deepEqual(errors('pdf', text.replace('hooks: value\n', ''), ['qwen-code']), []);
  });
  test('a header past 64 KiB is read as the agents read it, not refused by a limit of Skillkiln’s own (every agent loads a 180 KB one)', () => {
    const text = skillText([...validHeader('pdf'), 'metadata:', ...Array.from({ length: 6000 }, (_, i) => `  key${i}: value number ${i}`)]);
    assert.ok(text.length > 150_000);
    assert.deepEqual(errors('pdf', text, ['claude-code', 'codex', 'copilot-cli', 'gemini-cli', 'opencode', 'cline']), []);
    assert.equal(catalogOf({ [skillPath('pdf')]: text }, 'claude-code').entries[0]?.line, '- pdf: Does pdf things. Use when the user asks for pdf.');
  });
  test('a header past Skillkiln’s own limits is a warning that says so, and no agent is said to drop the skill', () => {
    const huge = skillText([...validHeader('pdf'), `license: "${'x'.repeat(1_100_000)}"`]);
    const anchors = skillText([...validHeader('pdf'), ...Array.from({ length: 3000 }, (_, i) => `k${i}: &a${i} v`), ...Array.from({ length: 3000 }, (_, i) => `r${i}: *a${i}`)]);
    for (const [text, why] of [[huge, /larger than 1 MiB, so Skillkiln does not parse it/], [anchors, /holds more than 200 anchors, aliases/]] as const) {
      const f = lintSkill('pdf', text, { targets: ['codex', 'copilot-cli', 'opencode'] }).filter((x) => x.code === 'yaml-syntax');
      assert.deepEqual(f.map((x) => x.severity), ['warning']);
      assert.match(f[0]!.message.en, why);
      // The listings show the entry an empty header gives, and say it is no more than that.
      for (const target of ['codex', 'opencode', 'claude-code'] as const) {
        const c = catalogOf({ [skillPath('pdf')]: text, [skillPath('other')]: skillText(validHeader('other')) }, target);
        const said = c.warnings.filter((w) => /^pdf: its entry is shown as if the skill had no header, and what the agent makes of it is not known/.test(w.en));
        assert.equal(said.length, 1, `${target}: ${JSON.stringify(c.warnings.map((w) => w.en))}`);
        assert.match(said[0]!.en, why);
        assert.ok(!c.warnings.some((w) => w.en.startsWith('other:')), target);
      }
    }
  });
  test('Copilot CLI: `!!binary` is text to it where libyaml alone reads the header (a `#` line inside quotes at the margin, seed 17)', () => {
    const text = skillText(['name: !!binary aGVsbG8=', 'description: Does pdf things.', "arguments: 'value", '# inside the quotes', "  end'"]);
    const f = errors('pdf', text, ['copilot-cli']);
    assert.deepEqual(f.map((x) => x.code), ['name-format']);
    assert.match(f[0]!.message.en, /`aGVsbG8=` is not one .*Copilot CLI rejects the skill/);
  });
});

describe('which of two skills sharing a name Factory Droid keeps', () => {
  const named = (dir: string, name: string) => skillText([`name: ${name}`, `description: From ${dir}.`]);
  const kept = (files: Record<string, string>) => {
    const s = agentService(Object.fromEntries(Object.entries(files).map(([dir, text]) => [skillPath(dir), text])), { targets: ['factory-droid'] });
    return Object.keys(files).filter((dir) => !s.findings(skillPath(dir)).some((f) => f.code === 'name-shared' && f.severity === 'error'));
  };
  test('its walk sorts each folder by localeCompare (observed on 0.225.2: `abc` over `Zed`, `mix` over `Mix`, `b_1` over `b-1`)', () => {
    assert.deepEqual(kept({ Zed: named('Zed', 'dup'), abc: named('abc', 'dup') }), ['abc']);
    assert.deepEqual(kept({ Mix: named('Mix', 'mixed'), mix: named('mix', 'mixed') }), ['mix']);
    assert.deepEqual(kept({ 'b-1': named('b-1', 'under'), b_1: named('b_1', 'under') }), ['b_1']);
  });
  test('a copy it finds no header in (a byte-order mark before `---`) holds no name: the next copy loads', () => {
    const files = { a: `\uFEFF${named('a', 'inner')}`, b: named('b', 'inner') };
    const s = agentService({ [skillPath('a')]: files.a, [skillPath('b')]: files.b }, { targets: ['factory-droid'] });
    assert.deepEqual(s.findings(skillPath('b')).filter((f) => f.code === 'name-shared'), []);
  });
});

describe('Claude Code: Bun.YAML and a flow collection over several lines', () => {
  // Observed on Claude Code 2.1.197: each header `name`, `description`, then these lines; true where Bun reads it.
  const SHAPES: readonly (readonly [string, boolean])[] = [
    ["metadata: {\n  \"a\": 1\n}", true],
    ["metadata: {\n  \"a\": 1\n  }", true],
    ["metadata: [\n  a\n]", true],
    ["metadata: {\n\"a\": 1}", true],
    ["metadata: {\"a\": 1,\n \"b\": 2}", true],
    ["metadata: {\n  \"c\": {\n    \"e\": \"x\"\n  }\n}", false],
    ["metadata: {\n  \"c\": {\n    \"e\": \"x\",\n    \"r\": {\n      \"b\": [\"n\", \"m\"]\n    }\n  }\n}", false],
    ["metadata: {\n  \"c\": {\n    \"e\": \"\ud83d\ude80\"\n  }\n}", false],
    ["metadata: {\n  \"r\": {\n      \"u\": false\n    }\n}", false],
    ["metadata: {\n  \"r\": {\n      \"b\": [\"n\"],\n      \"u\": false\n    }\n}", false],
    ["metadata: {\n  \"c\": {\n    \"e\": \"x\"\n  }\n  }", true],
    ["metadata: {\n  \"c\": {\"e\": \"x\"}\n}", false],
    ["metadata: {\"c\": {\n \"e\": 1}}", true],
    ["metadata: [\n  [\n  a\n  ]\n]", false],
    ["metadata: {\n  \"c\": {\n    \"e\": \"x\" }\n}", false],
    ["metadata: {\n  \"c\": {\n    \"e\": \"x\"\n   }\n }", true],
    ["metadata:\n  {\n    \"c\": {\n      \"e\": \"x\"\n    }\n  }", true],
    ["metadata: {\n  \"c\": [\n    1\n  ]\n}", false],
    ["metadata: {\n\"a\": 1,\n  \"b\": {\"c\": 2}\n }", false],
    ["metadata: {\n  \"b\": {\"c\": 2},\n\"a\": 1\n }", false],
    ["metadata: {\"b\": {\"c\": 2},\n\"a\": 1}", true],
    ["metadata: [\n [a],\nb]", false],
    ["metadata:\n  x: {\n    \"c\": {\"e\": 1}\n  }", false],
    ["metadata:\n  x: {\n    \"c\": 1\n  }", true],
    ["metadata: {\n  \"b\": {\"c\": 2}\n  }\nother: 1", true],
    ["metadata: {\n  \"b\": [1, {\"c\": 2}]}", true],
  ];
  test('refused where a later line is indented no more than its key and a collection inside opens on a later line', () => {
    for (const [lines, reads] of SHAPES) {
      const read = claudeHeaderRead(skillText(['name: pdf', 'description: Does pdf things.', ...lines.split('\n')]));
      assert.equal(read?.ok, reads, lines);
    }
  });
  test('a header it refuses is ignored: the description comes from the body (real registries)', () => {
    const text = skillText(['name: pdf', 'description: Does pdf things.', 'metadata: {', '  "c": {"e": 1}', '}'], ['# PDF tools', '', 'Body.']);
    const line = catalogOf({ [skillPath('pdf')]: text }, 'claude-code').entries.find((e) => e.name === 'pdf')!.line;
    assert.equal(line, '- pdf: PDF tools');
  });
});

describe('real registries, checked against the agents', () => {
  test('Cline lists a name holding `:` in lower case (observed on 3.0.65)', () => {
    const files = { a: skillText(['name: "Foo: Baz"', 'description: Does a.']), b: skillText(['name: Foo Bar', 'description: Does b.']) };
    const entries = catalogOf({ [skillPath('a')]: files.a, [skillPath('b')]: files.b }, 'cline').entries.map((e) => e.name).sort();
    assert.deepEqual(entries, ['Foo Bar', 'foo: baz']);
  });
  test('Qwen Code hides a skill on the `disable-model-invocation: true` its lines give, where YAML refuses the header (observed on 0.15.10)', () => {
    const text = skillText(['name: pdf', 'description: "Does pdf', 'over lines."', 'disable-model-invocation: true']);
    const catalog = catalogOf({ [skillPath('pdf')]: text }, 'qwen-code');
    assert.deepEqual(catalog.entries.filter((e) => e.status === 'full' || e.status === 'name-only'), []);
  });
  test('Factory Droid: a header js-yaml refuses and whose lines give no `key: value` has no name to its schema', () => {
    const text = skillText(['', '**Name: pdf**', '**Description:** reads PDFs']);
    const f = errors('pdf', text, ['factory-droid']);
    assert.deepEqual(f.map((x) => x.code).sort(), ['description-missing', 'name-missing']);
    assert.ok(f.every((x) => /Factory Droid rejects the skill/.test(x.message.en)));
  });
});
