import * as fs from 'node:fs';
import * as path from 'node:path';

/** One skill folder of the edge-case set: its files, relative to the skill folder. */
export interface EdgeCase {
  /** Folder name under the skills folder (may hold `/` for nested layouts; `.` is the skills folder itself). */
  readonly dir: string;
  /** What the case probes, shown when a comparison fails. */
  readonly probes: string;
  /** File contents by path relative to `dir`; usually just `SKILL.md`. */
  readonly files?: Readonly<Record<string, string>>;
  /** Makes `dir` a symbolic link to this sibling folder instead of a real folder. */
  readonly symlinkTo?: string;
}

const body = '# Title\n\nFirst paragraph of the body.\n';
const skill = (header: string, text = body) => `---\n${header}\n---\n${text}`;
const plain = (name: string, description = `Does ${name} things. Use when testing ${name}.`) => skill(`name: ${name}\ndescription: ${description}`);
/** A description of exactly `n` characters ending with a full stop. */
const long = (n: number) => `${'Use this skill when a long description is needed. '.repeat(Math.ceil(n / 50)).slice(0, n - 1).replace(/ $/, 's')}.`;

/**
 * The edge cases the agents disagree on (the list of AGENTS.md and a few more): each one a
 * folder whose name says what it probes. Written identically for every agent.
 */
export const EDGE_CASES: readonly EdgeCase[] = [
  { dir: 'plain', probes: 'a well-formed skill', files: { 'SKILL.md': plain('plain') } },
  { dir: 'unquoted-colon', probes: 'unquoted `: ` in a plain description', files: { 'SKILL.md': skill('name: unquoted-colon\ndescription: Use when: the user asks for X') } },
  { dir: 'unquoted-colon-nested', probes: 'unquoted `: ` inside metadata (not a top-level line)', files: { 'SKILL.md': skill('name: unquoted-colon-nested\ndescription: Nested colon value.\nmetadata:\n  note: see: here') } },
  { dir: 'bom', probes: 'a byte-order mark before `---`', files: { 'SKILL.md': `\uFEFF${plain('bom')}` } },
  { dir: 'crlf', probes: 'CRLF line endings', files: { 'SKILL.md': plain('crlf').replace(/\n/g, '\r\n') } },
  { dir: 'no-description', probes: 'no description key', files: { 'SKILL.md': skill('name: no-description') } },
  { dir: 'empty-description', probes: 'an empty description', files: { 'SKILL.md': skill('name: empty-description\ndescription: ""') } },
  { dir: 'no-name', probes: 'no name key', files: { 'SKILL.md': skill('description: A skill without a name key.') } },
  { dir: 'no-closing', probes: 'no closing `---`', files: { 'SKILL.md': '---\nname: no-closing\ndescription: The header never closes.\n# Title\n\nBody.\n' } },
  { dir: 'no-header', probes: 'no header at all', files: { 'SKILL.md': '# No header\n\nThis skill has no front matter; its first paragraph is all there is.\n' } },
  { dir: 'name-65', probes: 'a 65-character name', files: { 'SKILL.md': plain('a'.repeat(65)) } },
  { dir: 'name-64', probes: 'a 64-character name', files: { 'SKILL.md': plain('b'.repeat(64)) } },
  { dir: 'name-mismatch', probes: 'name different from the folder', files: { 'SKILL.md': plain('other-name') } },
  { dir: 'name-colon', probes: 'a name with `:`', files: { 'SKILL.md': skill('name: "ns:name-colon"\ndescription: A name with a colon.') } },
  { dir: 'name-upper', probes: 'a name with capitals and a space', files: { 'SKILL.md': skill('name: Name Upper\ndescription: A name with capitals.') } },
  { dir: 'description-1024', probes: 'a 1,024-character description', files: { 'SKILL.md': plain('description-1024', long(1024)) } },
  { dir: 'description-1025', probes: 'a 1,025-character description', files: { 'SKILL.md': plain('description-1025', long(1025)) } },
  { dir: 'description-1024-spaced', probes: 'a quoted 1,022-character description with a space before and after (1,024 with them)', files: { 'SKILL.md': plain('description-1024-spaced', `" ${long(1022)} "`) } },
  { dir: 'description-1025-spaced', probes: 'a quoted 1,024-character description with a space after it (1,025 with it)', files: { 'SKILL.md': plain('description-1025-spaced', `"${long(1024)} "`) } },
  { dir: 'description-2000', probes: 'a 2,000-character description', files: { 'SKILL.md': plain('description-2000', long(2000)) } },
  { dir: 'description-number', probes: 'a description that YAML reads as a number', files: { 'SKILL.md': skill('name: description-number\ndescription: 42') } },
  { dir: 'flow-metadata', probes: 'flow-style metadata', files: { 'SKILL.md': skill('name: flow-metadata\ndescription: Flow-style metadata.\nmetadata: {author: me, version: "1.0"}') } },
  { dir: 'broken-nested', probes: 'a broken nested mapping', files: { 'SKILL.md': skill('name: broken-nested\ndescription: Broken nested mapping.\nmetadata:\n  author: me\n    version: 1') } },
  { dir: 'duplicate-key', probes: 'a key written twice', files: { 'SKILL.md': skill('name: duplicate-key\ndescription: First.\ndescription: Second.') } },
  { dir: 'tab-indent', probes: 'a tab used as indentation', files: { 'SKILL.md': skill('name: tab-indent\ndescription: Tab indented metadata.\nmetadata:\n\tauthor: me') } },
  { dir: 'lowercase', probes: 'a lowercase skill.md', files: { 'skill.md': plain('lowercase') } },
  { dir: 'outer/inner', probes: 'a skill one folder deeper', files: { 'SKILL.md': plain('inner') } },
  { dir: 'deep/a/b', probes: 'a skill two folders deeper', files: { 'SKILL.md': plain('b') } },
  { dir: 'linked', probes: 'a symlinked skill folder', symlinkTo: 'plain' },
  { dir: 'held', probes: 'a skill `paths` holds back until a matching file is touched', files: { 'SKILL.md': skill('name: held\ndescription: Held back until a matching file is touched.\npaths:\n  - "docs/**"') } },
  { dir: 'held-linked', probes: 'a second link to a held skill’s folder', symlinkTo: 'held' },
  { dir: 'xml-chars', probes: '`<` and `&` in a description', files: { 'SKILL.md': skill('name: xml-chars\ndescription: "Compare <a> & <b> when the user asks"') } },
  { dir: 'folded', probes: 'a folded (`>`) description', files: { 'SKILL.md': skill('name: folded\ndescription: >\n  A folded description\n  over two lines.') } },
  { dir: 'literal', probes: 'a literal (`|`) description', files: { 'SKILL.md': skill('name: literal\ndescription: |\n  A literal description\n  over two lines.') } },
  { dir: 'dashes-in-value', probes: '`--- ` inside a header value', files: { 'SKILL.md': skill('name: dashes-in-value\ndescription: "Split at --- marks"\nmetadata:\n  sep: "--- "') } },
  { dir: 'when-to-use', probes: 'when_to_use beside the description', files: { 'SKILL.md': skill('name: when-to-use\ndescription: Main description.\nwhen_to_use: When the user asks for examples.') } },
  { dir: 'model-hidden', probes: 'disable-model-invocation: true', files: { 'SKILL.md': skill('name: model-hidden\ndescription: Only by slash command.\ndisable-model-invocation: true') } },
  { dir: 'unknown-key', probes: 'an extra key no agent reads', files: { 'SKILL.md': skill('name: unknown-key\ndescription: Has an extra key.\nrequires: [git]') } },
  { dir: 'allowed-tools-list', probes: 'allowed-tools as a YAML list', files: { 'SKILL.md': skill('name: allowed-tools-list\ndescription: Tools as a list.\nallowed-tools:\n  - Read\n  - Bash') } },
  { dir: 'short-description', probes: 'metadata.short-description', files: { 'SKILL.md': skill('name: short-description\ndescription: The long description.\nmetadata:\n  short-description: Short one') } },
  { dir: 'multiline-plain', probes: 'a plain description over two lines', files: { 'SKILL.md': skill('name: multiline-plain\ndescription: First line of a plain\n  scalar that continues.') } },
  { dir: 'empty-body', probes: 'a header with no body', files: { 'SKILL.md': '---\nname: empty-body\ndescription: Nothing below the header.\n---\n' } },
  { dir: 'header-not-first', probes: 'a blank line before `---`', files: { 'SKILL.md': `\n${plain('header-not-first')}` } },
  { dir: 'header-list', probes: 'a header that is a list, not a mapping', files: { 'SKILL.md': skill('- name\n- description') } },
];

/**
 * A `SKILL.md` directly in the skills folder, beside a skill folder and a collection: a
 * project of its own, since some agents then load that one file and nothing else (which
 * would hide every other edge case from them).
 */
export const TOP_FILE_CASES: readonly EdgeCase[] = [
  { dir: '.', probes: 'a SKILL.md directly in the skills folder', files: { 'SKILL.md': plain('top-level') } },
  { dir: 'beside', probes: 'a skill beside that file', files: { 'SKILL.md': plain('beside') } },
  { dir: 'collection/inner', probes: 'a skill in a collection folder under it', files: { 'SKILL.md': plain('inner') } },
];

/**
 * Writes the edge cases into `skillsDir` (created if missing). A symlink is made after the
 * folder it points to; a nested `dir` gets its parents.
 */
export function writeEdgeCases(skillsDir: string, cases: readonly EdgeCase[] = EDGE_CASES): void {
  fs.mkdirSync(skillsDir, { recursive: true });
  for (const c of cases) {
    const dir = path.join(skillsDir, c.dir);
    if (c.symlinkTo) {
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      fs.symlinkSync(c.symlinkTo, dir, 'dir');
      continue;
    }
    fs.mkdirSync(dir, { recursive: true });
    for (const [rel, text] of Object.entries(c.files ?? {})) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
  }
}
