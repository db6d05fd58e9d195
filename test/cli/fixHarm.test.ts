import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { runCli } from './runCli';
import { tempTree } from './tempTree';

/** Every file under `dir` with its bytes (links not followed), for before/after comparisons. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(dir, p), e.isSymbolicLink() ? 'link' : readFileSync(p, 'base64'));
    }
  };
  walk(dir);
  return out;
}

/** A skill with a typo'd key (`--fix-unsafe` renames it). */
const skill = (name: string) => `---\nname: ${name}\ndescription: Says hello. Use when greeting.\ncompatibilty: Needs git.\n---\nHi\n`;

describe('lint --fix never writes outside the folders given', () => {
  test('a linked SKILL.md, a linked skill folder and a linked skills folder pointing out are checked, not written', () => {
    const top = tempTree({ 'out/one/SKILL.md': skill('one'), 'out/dir/two/SKILL.md': skill('two'), 'out/skills/three/SKILL.md': skill('three'), 'ws/.claude/skills/one/.keep': '', 'ws2/.claude/.keep': '' });
    try {
      symlinkSync(path.join(top, 'out/one/SKILL.md'), path.join(top, 'ws/.claude/skills/one/SKILL.md'));
      symlinkSync(path.join(top, 'out/dir/two'), path.join(top, 'ws/.claude/skills/two'));
      symlinkSync(path.join(top, 'out/skills'), path.join(top, 'ws2/.claude/skills'));
      const before = snapshot(path.join(top, 'out'));
      const r1 = runCli(['lint', '--fix-unsafe', 'ws'], top);
      const r2 = runCli(['lint', '--fix-unsafe', 'ws2'], top);
      assert.deepEqual(snapshot(path.join(top, 'out')), before, r1.stderr + r2.stderr);
      assert.match(r1.stderr, /ws\/\.claude\/skills\/one\/SKILL\.md: not fixed: it is a link to .*out\/one\/SKILL\.md, outside the folders being fixed/);
      assert.match(r1.stderr, /ws\/\.claude\/skills\/two\/SKILL\.md: not fixed: it is a link/);
      assert.match(r2.stderr, /ws2\/\.claude\/skills\/three\/SKILL\.md: not fixed: it is a link/);
      assert.match(r1.stdout, /compatibilty/, 'what remains is still reported');
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });

  test('--fix-unsafe creates a missing file in the skill’s folder only: nothing outside the workspace, no placeholder skill', () => {
    const body = 'See [api](references/api.md), [up](../../../../../up.md), [doc](../../../docs/x.md) and [ghost](../ghost/SKILL.md).\n';
    const top = tempTree({ 'ws/.claude/skills/alpha/SKILL.md': `---\nname: alpha\ndescription: Says hello. Use when greeting.\n---\n${body}` });
    try {
      const before = snapshot(top);
      const r = runCli(['lint', '--fix-unsafe', '.'], path.join(top, 'ws'));
      const after = snapshot(top);
      const created = [...after.keys()].filter((k) => !before.has(k));
      assert.deepEqual(created, ['ws/.claude/skills/alpha/references/api.md'], r.stdout + r.stderr);
      assert.equal(after.get('ws/.claude/skills/alpha/SKILL.md'), before.get('ws/.claude/skills/alpha/SKILL.md'));
      assert.ok(!existsSync(path.join(top, 'ws/.claude/skills/ghost')));
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });

  test('--fix-unsafe removes no header key and changes only the fixed span, byte for byte', () => {
    const header = ['name: alpha', 'description: Says hello. Use when greeting.', 'allowed-tools: Bash(git:*)', 'license: MIT', 'metadata:', '  owner: me', 'when_to_use: When greeting.', 'model: sonnet', 'disable-model-invocation: true', 'requires:', '  - git', 'tool_ecosystem: npm', 'compatibilty: Needs git.'];
    // `requires` as a block list: in flow style the validator cannot read the header, which is then
    // one finding for the whole header and none per key (so no key fix would be proposed at all).
    const text = `---\n${header.join('\n')}\n---\n# Alpha\n\n\nHi.\n`;
    const top = tempTree({ '.claude/skills/alpha/SKILL.md': text });
    try {
      const r = runCli(['lint', '--fix-unsafe', '--targets', 'spec', '.'], top);
      const after = readFileSync(path.join(top, '.claude/skills/alpha/SKILL.md'), 'utf8');
      // Only the typo'd key is renamed; everything else (the two blank lines included) is byte-identical.
      assert.equal(after, text.replace('compatibilty:', 'compatibility:'), r.stdout + r.stderr);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});

describe('temporary files of an interrupted --fix', () => {
  test('are reported by lint and removed by lint --fix when their process is gone', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const temp = `.SKILL.md.${dead}.lq3k2.skillkiln-tmp`;
    const top = tempTree({ '.claude/skills/alpha/SKILL.md': skill('alpha'), [`.claude/skills/alpha/${temp}`]: 'half' });
    try {
      const lint = runCli(['lint', '.'], top);
      assert.match(lint.stderr, new RegExp(`delete \\.claude/skills/alpha/${temp.replace(/\./g, '\\.')} \\(\`lint --fix\` does\\): it is a temporary file left by an interrupted \`lint --fix\``));
      assert.ok(existsSync(path.join(top, '.claude/skills/alpha', temp)), 'plain lint removes nothing');
      const fix = runCli(['lint', '--fix', '.'], top);
      assert.match(fix.stderr, /removed \.claude\/skills\/alpha\/\.SKILL\.md\..*\.skillkiln-tmp: a temporary file left by an interrupted `lint --fix`/);
      assert.ok(!existsSync(path.join(top, '.claude/skills/alpha', temp)));
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});

describe('lint --fix-unsafe converges', () => {
  test('a folder whose own name is invalid: the name fix and the folder-match fix do not flip the name; a second run changes nothing', () => {
    const text = '---\nname: My_Skill\ndescription: Says hi. Use when greeting.\ncompatibilty: git\n---\nHi\n';
    const top = tempTree({ '.claude/skills/My_Skill/SKILL.md': text });
    const file = path.join(top, '.claude/skills/My_Skill/SKILL.md');
    try {
      const first = runCli(['lint', '--fix-unsafe', '.'], top);
      // The folder's name is no valid name, so nothing proposes it back: the name is fixed once,
      // the folder mismatch stays a warning with no fix that would undo the name fix.
      const fixed = text.replace('compatibilty:', 'compatibility:').replace('name: My_Skill', 'name: my-skill');
      assert.equal(readFileSync(file, 'utf8'), fixed, first.stdout + first.stderr);
      const second = runCli(['lint', '--fix-unsafe', '.'], top);
      assert.doesNotMatch(second.stdout, /fixed/i);
      assert.equal(readFileSync(file, 'utf8'), fixed);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});

describe('no fix makes two skills share a name', () => {
  /** The header `name` of every SKILL.md under `dir`, by file. */
  function names(dir: string): Map<string, string> {
    const out = new Map<string, string>();
    for (const [rel, b64] of snapshot(dir)) {
      if (path.basename(rel) !== 'SKILL.md') continue;
      const m = /^name: *(.*)$/m.exec(Buffer.from(b64, 'base64').toString('utf8'));
      if (m) out.set(rel, m[1]!.trim());
    }
    return out;
  }
  const hdr = (name: string | undefined, what: string) => `---\n${name === undefined ? '' : `name: ${name}\n`}description: Does ${what}. Use when asked for ${what}.\n---\nBody.\n`;

  test('--fix-unsafe gives no skill a sibling’s name (as it is, or as a fix of the same run makes it); a run that would is left for the author', () => {
    const top = tempTree({
      '.agents/skills/alpha/SKILL.md': hdr('alpha', 'alpha'),
      // name-format would propose `alpha`; name-dir-mismatch would set `gamma`; both add-key `my-tool`.
      '.agents/skills/Beta Tool/SKILL.md': hdr('Alpha', 'beta'),
      '.agents/skills/gamma/SKILL.md': hdr('delta', 'gamma'),
      '.agents/skills/other/SKILL.md': hdr('gamma', 'other'),
      '.agents/skills/My Tool/SKILL.md': hdr(undefined, 'one'),
      '.agents/skills/my_tool/SKILL.md': hdr(undefined, 'two'),
    });
    // `Alpha` already meets `alpha` for the agents that ignore letter case (Cline, Factory Droid):
    // that conflict is the author's, not a fix's; a fix must add none.
    const shared = (out: string) => new Set((JSON.parse(out) as { file: string; code: string }[]).filter((f) => f.code === 'name-shared').map((f) => f.file));
    try {
      const before = shared(runCli(['lint', '--format', 'json', '.'], top).stdout);
      const r = runCli(['lint', '--fix-unsafe', '--format', 'json', '.'], top);
      const after = names(top);
      const seen = new Map<string, string>();
      for (const [file, name] of after) {
        assert.ok(!seen.has(name), `${file} and ${seen.get(name)} are both named ${name}: ${r.stdout}${r.stderr}`);
        seen.set(name, file);
      }
      assert.deepEqual([...shared(r.stdout)].filter((f) => !before.has(f)), [], 'no duplicate to report after the fixes');
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});

describe('--fix and --fix-unsafe change nothing but the fixed spans, byte for byte', () => {
  // Blank-line runs, trailing blanks, tabs, a line of spaces and no final line break: a fix that
  // reformats or collapses anything outside its span fails here.
  const body = '# A\n\n\n\nFirst   \n\t\tindented\n   \n\n\n- item\n\n\n\n\nlast line';

  test('--fix (mm: the keyword fixes) keeps every other byte', () => {
    const text = `---\nname: a\ndescription: Greet with a festive message.\n\n\nkeywords: festive, festive, hola\n---\n${body}`;
    const top = tempTree({ 'skills/a.md': text });
    try {
      const r = runCli(['lint', '--fix', '.'], top);
      assert.match(r.stdout, /fixed keywords/, r.stdout + r.stderr);
      assert.equal(readFileSync(path.join(top, 'skills/a.md'), 'utf8'), text.replace('keywords: festive, festive, hola', 'keywords: hola'));
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });

  test('--fix-unsafe (agent skills: a key typo) keeps every other byte', () => {
    const text = `---\nname: alpha\ndescription: Says hello. Use when greeting.\n\n\ncompatibilty: Needs git.\n---\n${body}`;
    const top = tempTree({ '.claude/skills/alpha/SKILL.md': text });
    try {
      const r = runCli(['lint', '--fix-unsafe', '--targets', 'spec', '.'], top);
      assert.equal(readFileSync(path.join(top, '.claude/skills/alpha/SKILL.md'), 'utf8'), text.replace('compatibilty:', 'compatibility:'), r.stdout + r.stderr);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});
