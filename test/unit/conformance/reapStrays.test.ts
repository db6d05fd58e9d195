import { spawn, type ChildProcess } from 'node:child_process';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { reapStrays, straysIn } from '../../conformance/reapStrays';

/** A `sleep` in a session of its own (as Cline's hub daemon is), working in `cwd`. */
function daemonIn(cwd: string): ChildProcess {
  // Kept referenced: the test waits for its exit, which an unreferenced child would not hold the event loop for.
  return spawn('sleep', ['60'], { cwd, detached: true, stdio: 'ignore' });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

test('what an agent left running in its run folder is killed, and only that', async () => {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-reap-')));
  const inside = path.join(base, 'home');
  fs.mkdirSync(inside);
  const stray = daemonIn(inside);
  const bystander = daemonIn(os.tmpdir());
  try {
    await execed(stray.pid!, (c) => c.startsWith('sleep'));
    assert.deepEqual(straysIn(base).map((s) => s.pid), [stray.pid]);
    const killed = await reapStrays(base);
    assert.deepEqual(killed.map((s) => s.pid), [stray.pid]);
    assert.match(killed[0]!.command, /^sleep 60$/);
    await exited(stray);
    assert.equal(stray.signalCode, 'SIGKILL');
    assert.equal(bystander.exitCode, null, 'a process outside the folder keeps running');
    assert.deepEqual(straysIn(base), []);
  } finally {
    bystander.kill('SIGKILL');
    stray.kill('SIGKILL');
    fs.rmSync(base, { recursive: true, force: true });
  }
});

/** Waits until `pid` runs its own program (a just-forked child still shows the parent's command line). */
async function execed(pid: number, ready: (commandLine: string) => boolean): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try { if (ready(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) return; } catch { /* not there yet */ }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${pid} never ran its program`);
}

test('a process working elsewhere but naming the folder on its command line counts as a stray too', async () => {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skillkiln-reap-')));
  // As Cline's daemon names `--cwd <project>`. A process that forks nothing: a shell's child would
  // show the shell's command line, folder included, until it runs its own program.
  const named = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)', '--', `--cwd=${base}/project`], { cwd: os.tmpdir(), detached: true, stdio: 'ignore' });
  try {
    await execed(named.pid!, (c) => c.includes(`--cwd=${base}`));
    assert.equal(named.exitCode, null, 'still running when looked for');
    assert.deepEqual((await reapStrays(base)).map((s) => s.pid), [named.pid]);
  } finally {
    try { process.kill(-named.pid!, 'SIGKILL'); } catch { /* gone */ }
    fs.rmSync(base, { recursive: true, force: true });
  }
});
