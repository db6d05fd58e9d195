import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { agentService, catalogOf, lintSkill, skillPath, skillText } from '../agentSkills/agentSkillsFixture';
import { WS } from '../helpers/serviceFixture';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { kiloHeaderRead, opencodeHeaderRead } from '../../../server/src/service/agents/opencodeHeaderRead';
import { ownYamlValue } from '../../../server/src/service/agents/agentYaml';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';

const errorsFor = (target: AgentTarget, dir: string, header: readonly string[]) =>
  lintSkill(dir, skillText(header), { targets: [target] }).filter((f) => f.severity === 'error');
const element = (name: string, description: string, dir: string) =>
  `  <skill>\n    <name>${name}</name>\n    <description>${description}</description>\n    <location>${skillPath(dir)}</location>\n  </skill>`;
const INTRO = 'Skills provide specialized instructions and workflows for specific tasks.\nUse the skill tool to load a skill when a task matches its description.\n<available_skills>\n';

/** opencode 1.18.33 as observed: its listing template, what it skips, what it loads but does not list. */
describe('opencode', () => {
  test('the block: two intro lines, one element per skill sorted by name, name and description as written', () => {
    const c = catalogOf({
      [skillPath('zeta')]: skillText(['name: zeta', 'description: "Compare <a> & <b>"']),
      [skillPath('Alpha')]: skillText(['name: Alpha Tool', 'description: First.']),
    }, 'opencode');
    assert.equal(c.text, `${INTRO}${element('Alpha Tool', 'First.', 'Alpha')}\n${element('zeta', 'Compare <a> & <b>', 'zeta')}\n</available_skills>`);
  });
  test('only the location is escaped, with `&#39;` for a quote', () => {
    const c = catalogOf({ [skillPath("a&b's")]: skillText(['name: amp', 'description: x & y']) }, 'opencode');
    assert.ok(c.text.includes('<description>x & y</description>'));
    assert.ok(c.text.includes(`<location>${skillPath('a&amp;b&#39;s')}</location>`));
  });
  test('a folded description keeps its last line break; an empty one is listed empty', () => {
    const c = catalogOf({
      [skillPath('folded')]: skillText(['name: folded', 'description: >', '  Two', '  lines.']),
      [skillPath('empty')]: skillText(['name: empty', 'description: ""']),
    }, 'opencode');
    assert.ok(c.text.includes('<description>Two lines.\n</description>'));
    assert.ok(c.text.includes('<description></description>'));
  });
  test('no description: loaded (no error) but left out of the listing', () => {
    assert.deepEqual(errorsFor('opencode', 'nodesc', ['name: nodesc']), []);
    const e = catalogOf({ [skillPath('nodesc')]: skillText(['name: nodesc']) }, 'opencode').entries[0]!;
    assert.equal(e.status, 'omitted');
    assert.match(e.reason!.en, /opencode loads it but leaves it out of the listing: no description/);
  });
  test('a top-level `Use when: x` is read as text; the same inside a nested mapping skips the skill', () => {
    assert.deepEqual(errorsFor('opencode', 'colon', ['name: colon', 'description: Use when: x']), []);
    assert.ok(catalogOf({ [skillPath('colon')]: skillText(['name: colon', 'description: Use when: x']) }, 'opencode').text.includes('<description>Use when: x</description>'));
    assert.ok(errorsFor('opencode', 'nested', ['name: nested', 'description: Fine.', 'metadata:', '  note: see: here']).length > 0);
  });
  test('a byte-order mark is fine; a duplicate key, no name or a numeric description skip the skill', () => {
    assert.deepEqual(lintSkill('bom', `\uFEFF${skillText(['name: bom', 'description: Fine.'])}`, { targets: ['opencode'] }).filter((f) => f.severity === 'error'), []);
    assert.ok(errorsFor('opencode', 'dup', ['name: dup', 'description: A.', 'description: B.']).length > 0);
    assert.ok(errorsFor('opencode', 'noname', ['description: No name.']).length > 0);
    assert.ok(errorsFor('opencode', 'num', ['name: num', 'description: 42']).length > 0);
  });
  test('no rule on the name: 65 characters, capitals and a name other than the folder are listed as written', () => {
    const long = 'a'.repeat(65);
    assert.deepEqual(errorsFor('opencode', 'long', [`name: ${long}`, 'description: Long.']), []);
    const c = catalogOf({ [skillPath('folder')]: skillText(['name: Other Name', 'description: Renamed.']) }, 'opencode');
    assert.equal(c.entries[0]!.name, 'Other Name');
    assert.equal(c.entries[0]!.status, 'full');
  });
});

/** Kilo 7.7.9: opencode's template and loader, its own folders and built-in. */
describe('Kilo', () => {
  const files = { [skillPath('b')]: skillText(['name: b', 'description: "B & c"']), [skillPath('a')]: skillText(['name: a']), [skillPath('c')]: skillText(['name: c', 'description: Use when: x']) };
  test('byte for byte opencode\'s listing, and the same skills left out', () => {
    const kilo = catalogOf(files, 'kilo');
    const opencode = catalogOf(files, 'opencode');
    assert.equal(kilo.text, opencode.text);
    assert.deepEqual(kilo.entries.map((e) => [e.name, e.status]), opencode.entries.map((e) => [e.name, e.status]));
  });
  test('reads .kilo and .kilocode, not .opencode (and opencode the other way round)', () => {
    const text = skillText(['name: x', 'description: X.']);
    const where = ['.kilo/skills', '.kilocode/skills', '.opencode/skills'].map((folder) => `${WS}/${folder}/x/SKILL.md`);
    const notFound = (target: AgentTarget) => {
      const s = agentService(Object.fromEntries(where.map((f) => [f, text])), { targets: [target] });
      return where.filter((f) => s.findings(f).some((x) => x.code === 'skill-not-found' && x.severity === 'error'));
    };
    assert.deepEqual(notFound('kilo'), [`${WS}/.opencode/skills/x/SKILL.md`]);
    assert.deepEqual(notFound('opencode'), [`${WS}/.kilo/skills/x/SKILL.md`, `${WS}/.kilocode/skills/x/SKILL.md`]);
  });
});

/** The repair of `key: a: b` both make works line by line on word keys: what it misses, they skip. */
describe('opencode and Kilo: where the `key: a: b` repair does not reach', () => {
  const hyphen = ['name: hyphen', 'description: Fine.', 'argument-hint: file: the file'];
  const continued = ['name: continued', 'description: Use when: a', '  continues here'];
  test('a hyphenated key: both skip the skill', () => {
    for (const target of ['opencode', 'kilo'] as const) {
      const errors = errorsFor(target, 'hyphen', hyphen);
      assert.equal(errors.length, 1, target);
      assert.equal(errors[0]!.code, 'unquoted-colon');
    }
  });
  test('a value going on over the next line: Kilo skips the skill, opencode loads it', () => {
    assert.equal(errorsFor('kilo', 'continued', continued)[0]?.code, 'unquoted-colon');
    assert.deepEqual(errorsFor('opencode', 'continued', continued), []);
  });
  test('a word key on one line is repaired by both', () => {
    for (const target of ['opencode', 'kilo'] as const) assert.deepEqual(errorsFor(target, 'colon', ['name: colon', 'description: Use when: x', 'when_to_use: Use when: y']), [], target);
  });
  test('repaired, the header still stops js-yaml 3 (an unknown tag): both skip the skill, said as their parser stopping', () => {
    for (const target of ['opencode', 'kilo'] as const) {
      const errors = errorsFor(target, 'tagged', ['name: tagged', 'description: Use when: x', 'other-key: !custom value']);
      assert.deepEqual(errors.map((e) => e.code), ['yaml-syntax'], target);
      assert.match(errors[0]!.message.en, /stops on this header \(“unknown tag !<!custom>”\)/, target);
    }
  });
});

/** Read in the opencode 1.18.33 and Kilo 7.7.9 binaries, held to them by the agent fuzzer. */
describe('opencode and Kilo read the file with gray-matter, then their own retry', () => {
  test('gray-matter ends the header before the line break of `---`: a `|+` description keeps one line break less', () => {
    const c = catalogOf({ [skillPath('keep')]: skillText(['name: keep', 'description: |+', '  Keep.', '']) }, 'opencode');
    assert.ok(c.text.includes('<description>Keep.\n</description>'), c.text);
  });
  test('a mapping above a `key: a: b` line is no reason to skip: the retry rewrites the line and the skill loads', () => {
    const header = ['base: &base', '  description: From a merged mapping.', 'name: merged', 'description: Use when: asked'];
    for (const t of ['opencode', 'kilo'] as const) assert.deepEqual(errorsFor(t, 'merged', header), [], t);
  });
  test('a `key: a: b` value going on below: opencode\'s retry makes it a `|-` block and loads it; Kilo\'s quotes the first line only and skips it', () => {
    const header = ['name: cont', 'description: Use when: the user', '  asks for more'];
    assert.deepEqual(errorsFor('opencode', 'cont', header), []);
    assert.equal(errorsFor('kilo', 'cont', header)[0]?.code, 'unquoted-colon');
  });
  test('a tab js-yaml 3 refuses skips the skill, whatever else breaks the header first (an unknown tag)', () => {
    const header = ['name: tabbed', 'description: Tabs.', 'argument-hint: !custom value', 'metadata:', '\tbad: tab indentation'];
    for (const t of ['opencode', 'kilo'] as const) assert.equal(errorsFor(t, 'tabbed', header)[0]?.code, 'yaml-syntax', t);
  });
  test('a `name` that is not text (`name: 42`) is skipped', () => {
    for (const t of ['opencode', 'kilo'] as const) assert.equal(errorsFor(t, 'num', ['name: 42', 'description: Numbers.'])[0]?.code, 'key-type', t);
  });

  test('Skillkiln\'s own reading stands in for gray-matter\'s unless the header ends inside a block scalar (gray-matter drops the last line break, which a block may keep)', () => {
    for (const header of [['name: pdf', 'description: Reads PDFs.'], ['name: pdf', 'description: Reads PDFs.', 'metadata:', '  author: me'], ['name: pdf', 'description: Reads', '  PDFs.'], ['name: pdf', 'description: x', 'tags:', '  - a']]) {
      const text = skillText(header);
      const own = ownYamlValue(parseSkill(text));
      assert.ok(own?.jsYamlAlike, header.join('|'));
      for (const read of [opencodeHeaderRead, kiloHeaderRead]) assert.equal(read(text, own), own!.read, `${read.name}: ${header.join('|')}`);
    }
    for (const header of [['name: pdf', 'description: |', '  Reads PDFs.'], ['name: pdf', 'description: |+', '  Reads PDFs.'], ['name: pdf', 'metadata:', '  notes: >-', '    Folded', '    text.']]) {
      const text = skillText(header);
      const own = ownYamlValue(parseSkill(text));
      const read = opencodeHeaderRead(text, own);
      assert.notEqual(read, own!.read, header.join('|'));
      assert.deepEqual(read, opencodeHeaderRead(text), header.join('|'));
    }
  });

  test('gray-matter reads a file once for both agents; each retries its own way after a throw', () => {
    const text = skillText(['name: pdf', 'description: Reads PDFs.']);
    const a = opencodeHeaderRead(text);
    assert.ok(a?.ok);
    assert.equal(kiloHeaderRead(text), a);
    const broken = skillText(['name: pdf', 'description: a: b', '  more']);
    assert.deepEqual([opencodeHeaderRead(broken)?.ok, kiloHeaderRead(broken)?.ok], [true, false]);
  });
});

describe('opencode and Kilo: their retry reads the file as it is (observed by the agent fuzzer)', () => {
  const colon = ['name: pdf', 'description: Reads PDFs.', 'disabled: a value: with colon'];
  for (const target of ['opencode', 'kilo'] as const) {
    test(`${target}: after an opening \`---\` with blanks, the retry finds no header: the skill is skipped, said`, () => {
      const f = lintSkill('pdf', skillText(colon).replace(/^---\n/, '---  \n'), { targets: [target] }).filter((x) => x.severity === 'error');
      assert.ok(f.some((x) => x.code === 'yaml-syntax' && /skips the skill/.test(x.message.en)), JSON.stringify(f.map((x) => x.message.en)));
    });
  }
  test('without them the retry rewrites the line and the skill loads; after a byte-order mark its reader finds none to rewrite', () => {
    assert.deepEqual(lintSkill('pdf', skillText(colon), { targets: ['opencode'] }).filter((x) => x.severity === 'error'), []);
    assert.equal(opencodeHeaderRead(`\uFEFF${skillText(colon)}`)?.ok, false);
    assert.equal(opencodeHeaderRead(skillText(colon))?.ok, true);
  });
});
