import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { unzipSync } from 'fflate';
import { REPO, runCli } from './runCli';
import { tempTree } from './tempTree';

const EXAMPLES = path.join(REPO, 'examples');

/** Every file of a folder, relative to its parent (the archive's layout), sorted. */
function layoutOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(path.dirname(folder), path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('skillkiln pack (the real binary)', () => {
  const skillFolders = [
    ...readdirSync(path.join(EXAMPLES, '.claude', 'skills')).map((n) => path.join(EXAMPLES, '.claude', 'skills', n)),
    ...readdirSync(path.join(EXAMPLES, 'skill-api')).map((n) => path.join(EXAMPLES, 'skill-api', n)).filter((p) => existsSync(path.join(p, 'SKILL.md'))),
  ];

  test('every Agent Skills example packs into <name>.skill holding <name>/<every file>, executable bits kept', () => {
    assert.ok(skillFolders.length >= 4);
    const out = mkdtempSync(path.join(tmpdir(), 'skillkiln-pack-'));
    for (const folder of skillFolders) {
      const r = runCli(['pack', folder, '--out', out], REPO);
      assert.equal(r.status, 0, r.stdout + r.stderr);
      const name = path.basename(folder);
      assert.match(r.stdout, new RegExp(`^${path.relative(REPO, path.join(out, `${name}.skill`)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is ready to upload \\(\\d+ files?, `));
      const entries = unzipSync(readFileSync(path.join(out, `${name}.skill`)));
      assert.deepEqual(Object.keys(entries).sort(), layoutOf(folder));
      for (const [entry, bytes] of Object.entries(entries)) assert.deepEqual(Buffer.from(bytes), readFileSync(path.join(path.dirname(folder), entry)), entry);
    }
    assert.deepEqual(readdirSync(out).sort(), skillFolders.map((f) => `${path.basename(f)}.skill`).sort(), 'nothing else written');
  });

  test('a script keeps its executable bit in the archive (read as zipfile reads it)', () => {
    const folder = path.join(EXAMPLES, '.claude', 'skills', 'release-notes');
    const out = mkdtempSync(path.join(tmpdir(), 'skillkiln-pack-'));
    assert.equal(runCli(['pack', folder, '--out', out], REPO).status, 0);
    const zip = readFileSync(path.join(out, 'release-notes.skill'));
    // Central directory entries: signature 0x02014b50, external attributes at +38, name at +46.
    const modes = new Map<string, number>();
    for (let i = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; i = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4)) {
      const nameLength = zip.readUInt16LE(i + 28);
      modes.set(zip.subarray(i + 46, i + 46 + nameLength).toString('utf8'), zip.readUInt32LE(i + 38) >>> 16);
    }
    const script = 'release-notes/scripts/collect_commits.sh';
    assert.equal(modes.get(script)! & 0o777, statSync(path.join(folder, 'scripts', 'collect_commits.sh')).mode & 0o777);
    assert.equal(modes.get('release-notes/SKILL.md')! & 0o111, 0);
  });

  test('a skill the upload would refuse: exit 1, every reason, no archive written', () => {
    const dir = tempTree({ 'bad-skill/SKILL.md': '---\nname: Bad Skill\ndescription: Converts <html> to text.\nwhen_to_use: Always.\n---\nBody.\n' });
    const r = runCli(['pack', 'bad-skill'], dir);
    assert.equal(r.status, 1);
    assert.equal(r.stdout, [
      'bad-skill was not packed: Claude\'s apps would refuse the upload.',
      '  Remove `when_to_use` (or move it under `metadata`): the upload accepts only `name`, `description`, `license`, `allowed-tools`, `metadata`, `compatibility`.',
      '  Write the name `Bad Skill` in lowercase letters, digits and hyphens only: the upload refuses other characters.',
      '  Remove `<` and `>` from the description (write them out in words): the upload refuses angle brackets there.',
      '',
    ].join('\n'));
    assert.deepEqual(readdirSync(dir), ['bad-skill']);
  });

  test('--format json says the same, for scripts; --locale fr in French', () => {
    const dir = tempTree({ 'x/SKILL.md': '---\nname: x\ndescription: a > b\n---\n' });
    const r = runCli(['pack', 'x', '--format', 'json'], dir);
    assert.equal(r.status, 1);
    assert.deepEqual(JSON.parse(r.stdout), { folder: 'x', packed: false, problems: [{ check: 'description-angle-brackets', message: 'Remove `<` and `>` from the description (write them out in words): the upload refuses angle brackets there.' }] });
    assert.match(runCli(['pack', 'x', '--locale', 'fr'], dir).stdout, /^x n’est pas empaqueté/);
    const ok = tempTree({ 'y/SKILL.md': '---\nname: y\ndescription: Does y. Use when asked for y.\n---\n' });
    const j = JSON.parse(runCli(['pack', 'y', '--format', 'json'], ok).stdout) as { packed: boolean; archive: string; entries: string[] };
    assert.deepEqual([j.packed, j.archive, j.entries], [true, 'y.skill', ['y/SKILL.md']]);
  });

  test('the archive is never written inside the skill it packs; usage errors exit 2', () => {
    const dir = tempTree({ 'y/SKILL.md': '---\nname: y\ndescription: Does y. Use when asked for y.\n---\n' });
    const r = runCli(['pack', '.'], path.join(dir, 'y'));
    assert.equal(r.status, 1);
    assert.match(r.stdout, /^Choose an output folder outside the skill/);
    assert.deepEqual(readdirSync(path.join(dir, 'y')), ['SKILL.md']);
    assert.equal(runCli(['pack'], dir).status, 2);
    assert.equal(runCli(['pack', 'y', 'z'], dir).status, 2);
    assert.equal(runCli(['lint', '--out', 'o'], dir).status, 2);
  });
});
