import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createLanguageService } from '../../../server/src/service/languageService';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import { quotedValues } from '../../../server/src/service/agents/quotedValues';
import { WS } from '../helpers/serviceFixture';
import { agentSkillPath, catalogAt, findingsIn, namedSkill } from './agentFolderFixture';

const CODEX = ['codex'] as const;
const at = (dir: string) => agentSkillPath('.agents/skills', dir);
/** Errors of a lone skill `dir` whose file is `text`, Codex selected. */
const errorsOf = (dir: string, text: string) => findingsIn({ [at(dir)]: text }, at(dir), CODEX).filter((f) => f.severity === 'error');
/** Codex's listing of lone skills. */
const listing = (files: Record<string, string>) => catalogAt(files, '.agents/skills', 'codex').text;

describe('Codex: a header opened by a line that trims to `---`', () => {
  test('`\\t---` opens a header it reads: no frontmatter-missing, and the skill is listed', () => {
    const text = '\t---\nname: pdf\ndescription: Reads PDFs.\n---\n# Body\n';
    assert.deepEqual(errorsOf('pdf', text), []);
    assert.match(listing({ [at('pdf')]: text }), /- pdf: Reads PDFs\. \(file: r0\/pdf\/SKILL\.md\)/);
  });
  test('what it refuses in such a header is an error on the opening line', () => {
    const f = errorsOf('pdf', ' ---\nname: pdf\n---\n# Body\n');
    assert.deepEqual(f.map((x) => x.code), ['frontmatter-missing']);
    assert.match(f[0]!.message.en, /^Write the first line as `---` alone/);
    assert.match(f[0]!.message.en, /Codex rejects the skill/);
  });
  test('a file with no header at all is still refused', () => {
    assert.deepEqual(errorsOf('pdf', '# Body\n').map((x) => x.code), ['frontmatter-missing']);
  });
});

describe('Codex: plain values it reads again as text when its YAML fails', () => {
  test('quotedValues quotes `@…`, `` `…``, `a: b` and unclosed flow, and leaves lists, quoted values and block scalars as written', () => {
    assert.equal(quotedValues('description: @Does it\nname: [a, b]'), 'description: \'@Does it\'\nname: [a, b]');
    assert.equal(quotedValues('x: {a: b, c: 1}\ny: [x\nz: `t\'s'), 'x: \'{a: b, c: 1}\'\ny: \'[x\'\nz: \'`t\'\'s\'');
    assert.equal(quotedValues('a: [a], [b]'), 'a: \'[a], [b]\'');
    assert.equal(quotedValues('a: "x: y"\nb: |\n  c: @d\n  e: f: g\nh: [a, b]'), undefined);
    // A flow collection holding `: ` is text to it too (observed: `[a, {b: c}]` is listed as written).
    assert.equal(quotedValues('h: [a, {b: c}]'), 'h: \'[a, {b: c}]\'');
  });
  test('`description: @Does…` loads as its text; `[a, b]` is still refused', () => {
    assert.deepEqual(errorsOf('pdf', namedSkill('pdf').replace('description: Does pdf things.', 'description: @Does pdf things.')), []);
    assert.match(listing({ [at('pdf')]: '---\nname: pdf\ndescription: @Does pdf things.\n---\n# B\n' }), /- pdf: @Does pdf things\./);
    assert.notDeepEqual(errorsOf('pdf', '---\nname: pdf\ndescription: [a, b]\n---\n# B\n'), []);
  });
  test('a mapping with `: ` inside is its text, as the name too', () => {
    assert.match(listing({ [at('pdf')]: '---\nname: pdf\ndescription: {a: b, c: 1}\n---\n# B\n' }), /- pdf: \{a: b, c: 1\}/);
    assert.deepEqual(errorsOf('pdf', '---\nname: [a, [b, {c: d}]]\ndescription: Reads PDFs.\n---\n# B\n'), []);
  });
  test('an unclosed `{` on a key it does not read loads; a `%` it cannot quote is still an error', () => {
    assert.deepEqual(errorsOf('pdf', namedSkill('pdf', 'effort: {effort value')), []);
    assert.notDeepEqual(errorsOf('pdf', namedSkill('pdf', 'effort: %x')), []);
  });
});

describe('Codex: keys written twice', () => {
  test('a key it does not read written twice loads; `name` twice is refused', () => {
    assert.deepEqual(errorsOf('pdf', namedSkill('pdf', '"arguments": a', 'arguments: b')), []);
    assert.notDeepEqual(errorsOf('pdf', namedSkill('pdf', 'name: other')), []);
  });
});

describe('Codex: names', () => {
  test('an accent typed as a mark of its own counts: 67 characters as written is too long', () => {
    const name = `skill-ab-${'e\u0301'.repeat(29)}`;
    const f = errorsOf('skill-ab', namedSkill(name));
    assert.deepEqual(f.map((x) => x.code), ['name-format']);
    assert.match(f[0]!.message.en, /67 characters as written/);
    assert.match(f[0]!.message.en, /Codex rejects the skill/);
  });
  test('two skills of one name are both listed: a warning, not an error', () => {
    const files = { [at('one')]: namedSkill('dup'), [at('two')]: namedSkill('dup') };
    const f = findingsIn(files, at('one'), CODEX).filter((x) => x.code === 'name-shared');
    assert.equal(f[0]?.severity, 'warning');
    assert.match(f[0]!.message.en, /Codex lists both under this name/);
    assert.equal(listing(files).match(/- dup: /g)?.length, 2);
  });
});

describe('Codex: a SKILL.md that is a symbolic link to a file', () => {
  const service = () => {
    const fs = createMemoryFileSystem({ [`${WS}/shared/pdf.md`]: namedSkill('pdf'), [at('real')]: namedSkill('real') });
    fs.symlink(at('pdf'), `${WS}/shared/pdf.md`);
    const config: ServiceConfig = { ...DEFAULT_CONFIG, profile: 'agent-skills', agentSkills: { targets: ['codex'] } };
    const svc = createLanguageService({ fs, configFor: () => config });
    svc.setFolders([WS]);
    return svc;
  };
  test('is skipped without a word: skill-not-found, and it is left out of the listing', () => {
    const svc = service();
    const f = [...svc.findings(at('pdf'))].filter((x) => x.code === 'skill-not-found');
    assert.equal(f[0]?.severity, 'error');
    assert.match(f[0]!.message.en, /is a symbolic link to a file, and Codex skips the skill without a word/);
    assert.deepEqual([...svc.findings(at('real'))].filter((x) => x.code === 'skill-not-found'), []);
    const root = svc.roots().find((r) => r.root.label === '.agents/skills')!;
    const text = svc.catalog(root.root, 'codex').text;
    assert.match(text, /- real: /);
    assert.doesNotMatch(text, /- pdf: /);
  });
});

describe('Codex: `metadata` written null is refused, left empty it loads (observed on 0.171.0)', () => {
  const withMeta = (line: string) => `---\nname: pdf\ndescription: Reads PDFs.\n${line}\n---\n# Body\n`;
  for (const line of ['metadata: null', 'metadata: ~', 'metadata: Null', 'metadata: NULL']) {
    test(`\`${line}\`: an error saying to leave it empty or give a mapping`, () => {
      const f = errorsOf('pdf', withMeta(line));
      assert.deepEqual(f.map((x) => x.code), ['key-type'], line);
      assert.match(f[0]!.message.en, /^Give `metadata` a mapping of `key: value` lines or nothing \(not `null`\) as its value — Codex rejects the skill/);
    });
  }
  for (const line of ['metadata:', 'metadata: # nothing yet', 'metadata: {}']) {
    test(`\`${line}\`: loaded`, () => assert.deepEqual(errorsOf('pdf', withMeta(line)), []));
  }
});

describe('Codex: its second reading, with the values it cannot take quoted', () => {
  test('a key it reads written twice fails that reading too: the first reading\'s error is said (`key: a: b`)', () => {
    const f = errorsOf('pdf', '---\nname: pdf\ndescription: Reads PDFs.\npaths: a value: with colon\ndescription: again\n---\n# Body\n');
    assert.ok(f.some((x) => x.code === 'unquoted-colon' && /Codex rejects the skill/.test(x.message.en)), JSON.stringify(f.map((x) => x.code)));
  });
});
