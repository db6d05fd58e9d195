import * as fs from 'node:fs';
import * as path from 'node:path';
import { joinLines, makeTree, skill, type Tree } from './hostileFixture';

const MB = 1024 * 1024;

function billionLaughs(): string {
  const lines = ['name: lol', 'description: Laughs.', 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
  return joinLines('---', ...lines, '---', 'Body.');
}

/**
 * One hostile file per case, by skill name (each becomes `skills/<name>/SKILL.md`); `big`
 * adds the multi-megabyte ones.
 */
export function hostileSkills(big: boolean): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {
    'alias-bomb': billionLaughs(),
    'deep-brackets': joinLines('---', 'name: deep-brackets', `description: ${'['.repeat(30_000)}`, '---', 'Body.'),
    'deep-sequences': joinLines('---', 'name: deep-sequences', 'list:', `  ${'- '.repeat(10_000)}x`, '---', 'Body.'),
    'complex-keys': joinLines('---', ...Array.from({ length: 50 }, () => `${'? '.repeat(30)}x`), '---', 'Body.'),
    'unclosed': joinLines('---', 'name: unclosed', 'description: never closed', '# Body'),
    'crlf': skill('crlf').replace(/\n/g, '\r\n'),
    'cr-only': skill('cr-only').replace(/\n/g, '\r'),
    'mixed-endings': '---\r\nname: mixed-endings\rdescription: Mixed line endings.\n---\r\n# Body\r',
    'bom': `\uFEFF${skill('bom')}`,
    'nul-header': Buffer.from('---\nname: nul\0\ndescription: d\n---\n'),
    'nul-late': skill('nul-late', `${'text '.repeat(2000)}\0 more\n`),
    'binary': Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131) % 256)),
    'latin1': Buffer.concat([Buffer.from('---\nname: latin1\ndescription: D'), Buffer.from([0xe9]), Buffer.from('crit.\n---\nCaf'), Buffer.from([0xe9, 0x0a])]),
    'exec-flood': skill('exec-flood', '!`'.repeat(5000)),
    'link-flood': skill('link-flood', '[a]('.repeat(5000)),
    'lone-surrogates': skill('lone-surrogates', '\uD800 \uDC00 \uFFFE'),
    'line-separators': joinLines('---', 'name: line-separators\u2028x', 'description: a\u2029b', '---', 'Body\u2028text\u0085more'),
  };
  if (big) {
    files['ten-megabytes'] = skill('ten-megabytes', 'A line of text with [a link](references/x.md) and `code`.\n'.repeat((10 * MB) / 56));
    files['one-long-line'] = skill('one-long-line', 'x'.repeat(10 * MB));
    files['too-large'] = skill('too-large', 'y'.repeat(17 * MB));
  }
  return files;
}

/** The hostile skills in `skills/`, a doc referencing them, symlink loops and a link out of the folder. */
export function makeHostileWorkspace(big: boolean, outside: string): string {
  const tree: Tree = { 'docs/guide.md': 'Use {{skill:alias-bomb}} and {{skill:missing}}.\n', 'skills/fine/SKILL.md': skill('fine') };
  for (const [name, data] of Object.entries(hostileSkills(big))) tree[`skills/${name}/SKILL.md`] = data;
  const dir = makeTree(tree);
  fs.symlinkSync(dir, path.join(dir, 'skills', 'loop'));
  fs.symlinkSync(path.join(dir, 'self'), path.join(dir, 'self'));
  fs.symlinkSync(outside, path.join(dir, 'outside'));
  fs.mkdirSync(path.join(dir, 'skills', 'locked'));
  fs.writeFileSync(path.join(dir, 'skills', 'locked', 'SKILL.md'), skill('locked'));
  fs.chmodSync(path.join(dir, 'skills', 'locked'), 0o000);
  return dir;
}
