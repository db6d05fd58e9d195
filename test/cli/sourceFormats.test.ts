import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { runCli } from './runCli';
import { tempTree } from './tempTree';

/** Runs the real CLI in a fresh folder holding `files`, then removes the folder. */
function inTree<T>(files: Record<string, string>, run: (dir: string) => T): T {
  const dir = tempTree(files);
  try {
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lines = (...l: string[]) => l.join('\n');

describe('mm (seed 000) on the command line', () => {
  test('a header the runtime cannot read shows in the catalog as the bare on-disk name', () => {
    const files = {
      'skills/clock/SKILL.md': lines('---', 'name: clock', 'description: Give the date.', 'keywords: time, date', 'bad: : x', '---', 'Body.', ''),
      'skills/ok/SKILL.md': lines('---', 'name: ok', 'description: Fine.', '---', 'Body.', ''),
    };
    inTree(files, (dir) => {
      const lint = runCli(['lint', '--profile', 'mm', '.'], dir);
      assert.match(lint.stdout, /yaml-syntax/);
      const run = runCli(['catalog', '--profile', 'mm', '.'], dir);
      assert.equal(run.status, 0, run.stderr);
      const entries = run.stdout.trimEnd().split('\n').slice(1);
      assert.deepEqual(entries, ['clock', 'ok — Fine.']);
      assert.match(run.stderr, /clock has no description/);
    });
  });

  test('an unlabelled fence after "Run this:" is the command; the fix rewrites the lead-in', () => {
    const skill = lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'Run this:', '', '```', 'uptime', '```', '');
    inTree({ 'skills/load/SKILL.md': skill }, (dir) => {
      const lint = runCli(['lint', '--profile', 'mm', '.'], dir);
      assert.match(lint.stdout, /fenced-command Indent this command four spaces instead of fencing it, and name the tool/);
      const fix = runCli(['lint', '--profile', 'mm', '--fix', '.'], dir);
      assert.equal(fix.status, 0, fix.stdout + fix.stderr);
      assert.equal(readFileSync(path.join(dir, 'skills/load/SKILL.md'), 'utf8'), lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'Call your `bash` tool with this command:', '', '    uptime', '', "The answer is the command's output, nothing else.", ''));
    });
  });

  test('the fix drops a console prompt and its output, and leaves one lead-in', () => {
    const skill = lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'To see the load, run this command:', '```console', '$ uptime', ' 10:00 up 3 days', '```', '');
    inTree({ 'skills/load/SKILL.md': skill }, (dir) => {
      const fix = runCli(['lint', '--profile', 'mm', '--fix', '.'], dir);
      assert.equal(fix.status, 0, fix.stdout + fix.stderr);
      assert.equal(readFileSync(path.join(dir, 'skills/load/SKILL.md'), 'utf8'), lines('---', 'name: load', 'description: Give the load.', '---', '# Load', 'To see the load, call your `bash` tool with this command:', '', '    uptime', '', "The answer is the command's output, nothing else.", ''));
    });
  });
});

describe('agent-app (seed 001) on the command line', () => {
  const skill = (name: string, description: string, category = 'code') => lines('---', `name: ${name}`, `description: ${description}`, `category: ${category}`, '---', 'Body.', '');
  const files = {
    'skills/long.md': skill('a'.repeat(129), 'Too long a name.'),
    'skills/spaced.md': skill('my skill.v2', 'A space and a dot.'),
    'skills/code-review.md': skill('code-review', 'Review code.'),
    'skills/changelog.md': skill('changelog', 'Write the changelog.', 'workflow'),
    'skills/agents/reviewer.md': lines('---', 'name: reviewer', 'skills: [code-review, code-reviews]', '---', 'Review. Follow {{skill:code-review}}, then {{skill:changelog}}.', ''),
    'skills/agents/writer.md': lines('---', 'name: writer', 'skills: changelog', '---', 'Write the notes.', ''),
  };

  test('the catalog and List leave out the skills the app refuses to save', () => {
    inTree(files, (dir) => {
      const prompt = runCli(['catalog', '--profile', 'agent-app', '.'], dir);
      assert.equal(prompt.stdout, lines('Available skills (read a skill with the skill tool before doing a task it covers):', '- code: code-review', '- workflow: changelog', ''));
      const list = runCli(['catalog', '--profile', 'agent-app', '--target', 'list', '--format', 'json', '.'], dir);
      const json = JSON.parse(list.stdout) as { entries: { name: string }[]; excluded: { name: string; reason: string }[] };
      assert.deepEqual(json.entries.map((e) => e.name).sort(), ['changelog', 'code-review']);
      assert.deepEqual(json.excluded.map((e) => e.reason).sort(), ['not saved by the app: the name has characters other than letters, digits, - and _', 'not saved by the app: the name is 129 characters long (at most 128)']);
    });
  });

  test('each agent of agents/ gets the section of the skills assigned to it', () => {
    inTree(files, (dir) => {
      const run = runCli(['catalog', '--profile', 'agent-app', '--target', 'agents', '.'], dir);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout, lines('# reviewer', 'Available skills (read a skill with the skill tool before doing a task it covers):', '- code: code-review', '', '# writer', 'Available skills (read a skill with the skill tool before doing a task it covers):', '- workflow: changelog', ''));
      assert.match(run.stderr, /reviewer: "code-reviews" is assigned but is no enabled skill/);
    });
  });

  test('an agent prompt’s {{skill:}} must name a skill assigned to that agent', () => {
    inTree(files, (dir) => {
      const run = runCli(['lint', '--profile', 'agent-app', '--format', 'json', '.'], dir);
      const found = (JSON.parse(run.stdout) as { file: string; code: string; message: string }[]).filter((f) => f.file.startsWith('skills/agents/'));
      assert.deepEqual(found.map((f) => `${f.file} ${f.code}`), ['skills/agents/reviewer.md agent-skill-unknown', 'skills/agents/reviewer.md skill-reference-unassigned']);
      assert.match(found[0]!.message, /Did you mean "code-review"\?/);
      assert.match(found[1]!.message, /^Add "changelog" to `skills` in this file’s header: this agent is not assigned the skill/);
    });
  });
});

describe('skill-api (seed 003) on the command line', () => {
  test('the catalog banner gives each skill’s weight and its largest file against the limits', () => {
    const files = {
      '.skillkiln.json': '{ "profile": "skill-api" }',
      'skills/report/SKILL.md': lines('---', 'name: report', 'description: Use when writing the weekly report.', '---', 'Read [the format](references/format.md).', ''),
      'skills/report/references/format.md': 'x'.repeat(2048),
      'skills/report/references/notes.md': 'y'.repeat(10),
    };
    inTree(files, (dir) => {
      const run = runCli(['catalog', '.'], dir);
      assert.equal(run.status, 0, run.stderr);
      const line = run.stderr.split('\n').find((l) => l.startsWith('report:'));
      const skillBytes = Buffer.byteLength(files['skills/report/SKILL.md']) + 2048 + 10;
      assert.equal(line, `report: 2 reference files, ${skillBytes.toLocaleString('en-US')} bytes with SKILL.md (limit 50.0 MB); largest references/format.md, 2,048 bytes of the 10.0 MB a file may weigh`);
    });
  });
});

describe('tajo (seed 002) on the command line', () => {
  const skill = (name: string, extra: string[]) => lines('---', `name: ${name}`, 'version: 1.0.0', 'description: Recover carts.', 'category: email-marketing', ...extra, '---', 'Body.', '');
  const cart = skill('cart-a', [
    'triggers:', '  - event: cart_abandoned', '    timezone: Europe/Paris',
    'actions:', '  - id: wait', '    type: control/delay', '  - id: send', '    type: brevo/send-email', '    parameters:', '      subject: "{{ cart.title | truncate }}"', '      items: "{{ cart.items | map | join: \', \' }}"',
    'permissions:', '  - email:send',
    'mcp:', '  tool_name: tajo/recover-cart', '  brevo_servers:', '    - brevo_contact', '    - 42',
  ]);
  const other = skill('cart-b', ['triggers:', '  - schedule: every_day', 'actions:', '  - transform/map', 'mcp:', '  tool_name: tajo/recover-cart', '  description: Recover a cart.']);
  const agent = lines('---', 'name: retention-agent', 'tools:', '  - tajo/recover-cart', '  - tajo/win-back', '  - brevo_contacts', '---', 'An agent.', '');

  test('mcp description, brevo_servers, duplicate tools, trigger keys, delays and filter arguments', () => {
    inTree({ 'skills/cart-a.md': cart, 'skills/cart-b.md': other }, (dir) => {
      const run = runCli(['lint', '--profile', 'tajo', '--format', 'json', '.'], dir);
      const found = (JSON.parse(run.stdout) as { file: string; code: string; severity: string; range: { start: { line: number } } }[]).filter((f) => f.code !== 'mcp-input-schema').map((f) => `${f.file}:${f.range.start.line} ${f.severity} ${f.code}`).sort();
      assert.deepEqual(found, [
        'skills/cart-a.md:10 error delay-duration-missing',
        'skills/cart-a.md:14 error filter-argument',
        'skills/cart-a.md:15 error filter-argument',
        'skills/cart-a.md:18 warning mcp-description-missing',
        'skills/cart-a.md:19 error mcp-tool-duplicate',
        'skills/cart-a.md:21 warning mcp-brevo-server',
        'skills/cart-a.md:22 error mcp-brevo-server',
        'skills/cart-a.md:7 warning trigger-key-misplaced',
        'skills/cart-b.md:10 error mcp-tool-duplicate',
      ]);
    });
  });

  test('an agent spec in the skills folder is not a skill: no required-field, only its tool finding', () => {
    inTree({ 'skills/cart-b.md': other, 'skills/retention-agent.md': agent }, (dir) => {
      const run = runCli(['lint', '--profile', 'tajo', '--format', 'json', '.'], dir);
      const found = (JSON.parse(run.stdout) as { file: string; code: string }[]).filter((f) => f.file === 'skills/retention-agent.md').map((f) => f.code);
      assert.deepEqual(found, ['agent-tool-unknown']);
      const catalog = runCli(['catalog', '--profile', 'tajo', '--format', 'json', '.'], dir);
      const json = JSON.parse(catalog.stdout) as { entries: { file: string }[]; excluded: { name: string; reason: string }[] };
      assert.deepEqual(json.entries.map((e) => e.file), ['skills/cart-b.md']);
      assert.deepEqual(json.excluded.map((e) => [e.name, e.reason]), [['retention-agent', 'an agent spec (tools, no triggers), not a skill']]);
    });
  });
});

describe('skill-api descriptions on the command line', () => {
  test('"PDF tools." says what, not when: reported; a description that says when is not', () => {
    const skill = (name: string, description: string) => lines('---', `name: ${name}`, `description: ${description}`, '---', 'Body.', '');
    inTree({ '.skillkiln.json': '{ "profile": "skill-api" }', 'skills/pdf-tools/SKILL.md': skill('pdf-tools', 'PDF tools.'), 'skills/pdf-forms/SKILL.md': skill('pdf-forms', 'Use when the user asks to fill a PDF form.') }, (dir) => {
      const run = runCli(['lint', '--format', 'json', '.'], dir);
      const found = (JSON.parse(run.stdout) as { file: string; code: string }[]).map((f) => `${f.file} ${f.code}`);
      assert.deepEqual(found, ['skills/pdf-tools/SKILL.md description-when']);
    });
  });
});
