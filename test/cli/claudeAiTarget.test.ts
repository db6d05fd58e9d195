import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { runCli } from './runCli';
import { tempTree } from './tempTree';

const HEADERS: Record<string, string> = {
  ok: 'name: ok\ndescription: Takes notes. Use when the user pastes a transcript.\nlicense: MIT',
  brackets: 'name: brackets\ndescription: Turns <b> into bold.',
  arrow: 'name: arrow\ndescription: Maps a -> b.',
  claudekeys: 'name: claudekeys\ndescription: Does x. Use when asked.\nwhen_to_use: Always.\nmodel: opus',
  badname: 'name: Bad_Name\ndescription: Does y. Use when asked.',
  longname: `name: ${'a'.repeat(65)}\ndescription: Long name.`,
  nodesc: 'name: nodesc',
  numdesc: 'name: numdesc\ndescription: 42',
  compat: 'name: compat\ndescription: Does z.\ncompatibility: ""',
  emptydesc: 'name: emptydesc\ndescription: ""',
};

/** A `.claude/skills` tree with one skill per header (folder named as its name, where it is valid). */
function tree(): string {
  const files: Record<string, string> = {};
  for (const [folder, header] of Object.entries(HEADERS)) files[`.claude/skills/${folder}/SKILL.md`] = `---\n${header}\n---\n\nBody.\n`;
  return tempTree(files);
}

describe('lint --targets claude-ai: what an upload to Claude\'s apps refuses', () => {
  test('refused skills are errors, named for the upload; accepted ones have none', () => {
    const dir = tree();
    const r = runCli(['lint', '--targets', 'claude-ai', '--format', 'json', '.'], dir);
    const findings = JSON.parse(r.stdout) as { file: string; severity: string; code: string; message: string }[];
    const errored = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.file.split('/')[2]));
    assert.deepEqual([...errored].sort(), ['arrow', 'badname', 'brackets', 'claudekeys', 'compat', 'longname', 'nodesc', 'numdesc']);
    const brackets = findings.find((f) => f.code === 'description-characters' && f.file.includes('/brackets/'))!;
    assert.match(brackets.message, /^Write `<` and `>` out in words in the description — the upload to Claude's apps /);
  });

  test('not selected by default, and then never named: an author who does not upload sees nothing of it', () => {
    const dir = tree();
    const r = runCli(['lint', '--format', 'json', '.'], dir);
    const findings = JSON.parse(r.stdout) as { code: string; severity: string; message: string }[];
    assert.deepEqual(findings.filter((f) => f.code === 'description-characters'), []);
    assert.deepEqual(findings.filter((f) => /Claude's apps/.test(f.message)).map((f) => f.message), []);
  });

  test('lint agrees with pack on every skill: pack refuses exactly what lint --targets claude-ai calls an error', () => {
    const dir = tree();
    const lint = JSON.parse(runCli(['lint', '--targets', 'claude-ai', '--format', 'json', '.'], dir).stdout) as { file: string; severity: string }[];
    for (const folder of Object.keys(HEADERS)) {
      const refusedByLint = lint.some((f) => f.severity === 'error' && f.file.startsWith(`.claude/skills/${folder}/`));
      const pack = runCli(['pack', path.join('.claude', 'skills', folder), '--out', 'out'], dir);
      assert.equal(pack.status === 1, refusedByLint, `${folder}: pack ${pack.status === 0 ? 'packed' : 'refused'} it, lint ${refusedByLint ? 'errors' : 'passes'}\n${pack.stdout}`);
    }
  });
});
