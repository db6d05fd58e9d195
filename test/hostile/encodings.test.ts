import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AGENTS } from '../../server/src/service/agents/agents';
import { PROFILE_IDS, type AgentTarget, type ProfileId } from '../../server/src/service/config/serviceConfig';
import type { Finding } from '../../server/src/service/model/finding';
import { assertRangesInside, findingsAt, joinLines, lintFolder, REPO, skill, withTree, type Tree } from './hostileFixture';

const file = (dir: string) => path.join(dir, 'skills', 'odd', 'SKILL.md');
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

/** A file that is not text, what it must produce and the log line it must leave. */
interface OddFile {
  readonly name: string;
  readonly data: Uint8Array;
  readonly code: string | undefined;
  /** The code in the agents' format, where an agent judged by default refuses the file (else `code`). */
  readonly agentsCode?: string;
  readonly log?: RegExp;
}

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

const ODD: readonly OddFile[] = [
  { name: 'a PNG named SKILL.md', data: bytes(PNG_HEADER, Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), code: 'file-unreadable', log: /as UTF-8: it is not text \(NUL bytes\)/ },
  { name: 'UTF-16 with a BOM', data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(skill('utf16'), 'utf16le')]), code: 'file-unreadable', log: /as UTF-8: it is UTF-16LE/ },
  { name: 'a NUL byte in the header', data: bytes('---\nname: nul\0\ndescription: d\n---\nBody\n'), code: 'encoding-invalid', log: /as UTF-8: it is not text \(NUL bytes\)/ },
  // Codex reads files as strict UTF-8 and refuses these: an error where it is judged (the agents' format), else a warning.
  { name: 'Latin-1 accents (invalid UTF-8)', data: bytes('---\nname: caf', [0xe9], '\ndescription: D', [0xe9], 'crit les ', [0xe9, 0xe9], 't', [0xe9], 's.\n---\n# Caf', [0xe9], '\n'), code: 'encoding-invalid', agentsCode: 'file-unreadable' },
  // Saved as Latin-1 with a character past U+00FF: a NUL byte in the header and bytes that are not UTF-8.
  { name: 'Latin-1 with an emoji (a NUL byte and invalid UTF-8 in the header)', data: bytes('---\nname: caf', [0x3d, 0x00], '\ndescription: D', [0xe9], 'crit.\n---\n# B\n'), code: 'encoding-invalid', agentsCode: 'file-unreadable' },
  { name: 'overlong, lone continuation and truncated sequences', data: bytes('---\nname: bad\ndescription: a', [0xc0, 0xaf], 'b', [0x80], 'c', [0xed, 0xa0, 0x80], '\n---\nbody ', [0xf0, 0x9f, 0x98]), code: 'encoding-invalid', agentsCode: 'file-unreadable' },
  { name: 'a NUL byte past the first 8 KiB (read as text)', data: bytes(skill('late', `${'text '.repeat(2000)}\0 and more\n`)), code: undefined },
  { name: 'an empty file', data: new Uint8Array(0), code: undefined },
  { name: 'only a BOM', data: bytes([0xef, 0xbb, 0xbf]), code: undefined },
  { name: 'only ---', data: bytes('---'), code: 'frontmatter-unclosed' },
];

describe('binary and badly encoded files: a clear finding or a logged skip', () => {
  for (const c of ODD) {
    test(c.name, async () => {
      await withTree({ 'skills/odd/SKILL.md': c.data, 'skills/fine/SKILL.md': skill('fine'), 'docs/odd.md': c.data }, (dir) => {
        for (const profile of [undefined, ...PROFILE_IDS]) {
          const run = lintFolder(dir, profile ? { profile } : {});
          assertRangesInside(run);
          const own = findingsAt(run, file(dir));
          const expected = c.agentsCode && profile === 'agent-skills' ? c.agentsCode : c.code;
          if (expected) assert.ok(own.some((f) => f.code === expected), `${profile ?? 'auto'}: expected ${expected}, got ${own.map((f) => f.code).join(', ')}`);
          else assert.ok(!own.some((f) => f.code === 'file-unreadable' || f.code === 'encoding-invalid'), own.map((f) => f.code).join(', '));
          if (c.log) assert.ok(run.logs.some((l) => l.includes(file(dir)) && c.log!.test(l)), `expected a log line: ${run.logs.join(' | ')}`);
          if (c.code === 'file-unreadable') {
            // Unreadable files point at the start of the file; only the agents that read their bytes as
            // UTF-8 anyway (Claude Code, Cline: no header, listed under the folder's name) list them.
            assert.ok(own.every((f) => f.code !== 'file-unreadable' || (f.range.start.line === 0 && f.range.end.line === 0)));
            const listing = run.catalogs.filter((cat) => cat.entries.some((e) => e.path === file(dir))).map((cat) => cat.target);
            assert.ok(listing.every((t) => t in AGENTS && AGENTS[t as AgentTarget].effects['not-text']?.kind === 'drops-header'), `listed by ${listing.join(', ')}`);
          }
          assert.ok(run.service.index.skillAt(path.join(dir, 'skills', 'fine', 'SKILL.md')), 'the other skill is still indexed');
        }
      });
    });
  }

  test('the same hostile bytes in an editor buffer never throw', async () => {
    await withTree({ 'skills/odd/SKILL.md': skill('odd'), 'skills/fine/SKILL.md': skill('fine') }, (dir) => {
      const run = lintFolder(dir);
      for (const c of ODD) {
        const text = new TextDecoder().decode(c.data);
        for (const variant of [text, `${text}\0\uD800`, `\uDC00${text}\uFFFF`]) {
          run.service.openDocument(file(dir), variant);
          const findings = run.service.findings(file(dir));
          assertRangesInside({ ...run, findings: new Map([[file(dir), findings]]) });
        }
      }
    });
  });
});

type Ending = 'crlf' | 'cr' | 'mixed';
/**
 * Rewrites every line break of a text. `mixed` cycles through `\r\n`, `\r` and `\n`, never
 * putting a `\n` right after a `\r` (that pair would be one CRLF break, not two).
 */
function withEndings(text: string, ending: Ending): string {
  const lines = text.split(/\r\n|\r|\n/);
  let out = lines[0]!;
  let previous = '';
  for (let i = 1; i < lines.length; i++) {
    let brk = ending === 'crlf' ? '\r\n' : ending === 'cr' ? '\r' : ['\r\n', '\r', '\n'][i % 3]!;
    if (brk === '\n' && previous === '\r' && lines[i - 1] === '') brk = '\r';
    out += brk + lines[i]!;
    previous = brk;
  }
  return out;
}

/** Differences in other engineers' files, reported; the test runs and reports them as TODO until fixed. */
/** Known gaps, by `<ending> <profile>`, reported as todo until fixed (none today). */
const KNOWN: Readonly<Record<string, string>> = {};

/** Every markdown file of the examples, by path relative to the examples folder. */
function exampleTree(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.md')) out[path.relative(path.join(REPO, 'examples'), p)] = fs.readFileSync(p, 'utf8');
    }
  };
  walk(path.join(REPO, 'examples'));
  return out;
}

/** Code and range of each finding, keyed by path relative to the workspace. */
function signature(dir: string, findings: ReadonlyMap<string, readonly Finding[]>): string[] {
  const out: string[] = [];
  for (const [p, list] of findings) for (const f of list) out.push(`${path.relative(dir, p)} ${f.code} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`);
  return out.sort();
}

/** A skill with a little of everything rules look at, so line endings reach many rules. */
const BUSY = joinLines(
  '---',
  'name: busy-skill',
  'description: Does: many things, with a colon',
  'keywords: one, two, three, four, five, six, seven, eight, nine, ten',
  'allowed-tools: Read Grep',
  'metadata:',
  '  author: me',
  '---',
  '# Busy',
  '',
  'See [format](references/format.md), [missing](references/missing.md) and {{skill:nowhere}}.',
  '',
  '```bash',
  'rm -rf build',
  '```',
  'Run !`date` now.',
  '',
);

describe('line endings and a BOM: the same findings at the same positions as with LF', () => {
  const tree = () => ({ ...exampleTree(), 'skills/busy/SKILL.md': BUSY, 'skills/busy.md': BUSY, 'notes.md': 'Use {{skill:busy-skill}} and {{skill:gone}}.\n' });
  const run = (files: Tree, profile?: ProfileId) => withTree(files, (dir) => {
    const r = lintFolder(dir, profile ? { profile } : {});
    assertRangesInside(r);
    return signature(dir, r.findings);
  });
  const convert = (files: Record<string, string>, f: (text: string) => string) => Object.fromEntries(Object.entries(files).map(([k, v]) => [k, f(v)]));

  for (const ending of ['crlf', 'cr', 'mixed'] as const) {
    for (const profile of [undefined, ...PROFILE_IDS]) {
      const known = KNOWN[`${ending} ${profile ?? 'auto'}`];
      test(`${ending}, profile ${profile ?? 'auto'}`, known ? { todo: known } : {}, async () => {
        const lf = tree();
        const expected = await run(lf, profile);
        assert.ok(expected.length > 0);
        const converted = await run(convert(lf, (t) => withEndings(t, ending)), profile);
        // A lone CR ending the opening `---` is no line break to some agents (Amp, Factory Droid, Gemini CLI): they find
        // no header, which agent-skills says on that line (`frontmatter-missing`, "Save the file with LF or CRLF line
        // breaks"); every other finding stays where it was with LF.
        const loneCr = converted.filter((l) => / frontmatter-missing 0:0-0:3$/.test(l) && !expected.includes(l));
        // A `\r` ending a line keeps Claude Code's retry from quoting a `key: a: b` value (its pattern stops at the
        // `\r`): it drops the header, which is said on the header's first line (`yaml-syntax`).
        const crRetry = converted.filter((l) => / yaml-syntax 1:0-1:0$/.test(l) && !expected.includes(l));
        assert.deepEqual(converted.filter((l) => !loneCr.includes(l) && !crRetry.includes(l)), expected);
        if (profile === 'mm' || profile === 'tajo') assert.deepEqual(crRetry, []);
        if (ending === 'crlf' || profile === 'mm' || profile === 'tajo') assert.deepEqual(loneCr, []);
        if (ending === 'cr' && profile === 'agent-skills') assert.ok(loneCr.length > 0, 'a lone CR after `---` is said where agents read SKILL.md');
      });
    }
  }

  test('a UTF-8 BOM: the same findings, plus header-bom on SKILL.md headers (agents that do not skip the mark)', async () => {
    const lf = tree();
    // A BOM before `---` changes what agents do (Claude Code does not see the header, Codex rejects
    // the skill, Gemini CLI skips it): agent-skills reports `header-bom` on the BOM itself; every
    // other finding stays where it was with LF.
    // After a BOM, opencode's and Kilo's retry finds no header to quote `key: a: b` in: they skip the skill,
    // which is said on the header's first line (`yaml-syntax`).
    for (const profile of [undefined, ...PROFILE_IDS]) {
      const withBom = await run(convert(lf, (t) => `\uFEFF${t}`), profile);
      const expected = await run(lf, profile);
      const bomFindings = withBom.filter((l) => / header-bom /.test(l));
      const noRetry = withBom.filter((l) => /^skills\/busy(?:\.md|\/SKILL\.md) yaml-syntax 1:0-1:0$/.test(l) && !expected.includes(l));
      assert.deepEqual(withBom.filter((l) => !/ header-bom /.test(l) && !noRetry.includes(l)), expected, `profile ${profile ?? 'auto'}`);
      if (profile === 'mm' || profile === 'tajo') assert.deepEqual(noRetry, []);
      if (profile === 'agent-skills') assert.ok(bomFindings.length > 0, 'header-bom is reported where agents read SKILL.md');
      if (profile === 'mm' || profile === 'tajo') assert.equal(bomFindings.length, 0, `${profile} has no header-bom`);
    }
  });
});
