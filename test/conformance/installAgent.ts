import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { VERIFIED_VERSIONS, type VerifiedAgent } from '../../server/src/service/agents/verifiedVersions';

/**
 * The cache all pinned agents are installed in: `SKILLKILN_AGENTS_CACHE`, else
 * `$XDG_CACHE_HOME/skillkiln/agents` (`~/.cache/…`). Outside the clone, so a second clone or
 * CI run on the same machine reuses it; each agent version has its own folder.
 */
export function agentsCache(): string {
  return process.env['SKILLKILN_AGENTS_CACHE'] ?? path.join(process.env['XDG_CACHE_HOME'] ?? path.join(os.homedir(), '.cache'), 'skillkiln', 'agents');
}

const execFileAsync = promisify(execFile);

/**
 * Installs the pinned release of `agent` (with its companion packages) unless it is already
 * there, and returns the folder holding its `node_modules`. No install script runs (the native
 * binaries ship in platform packages); a half-done install never counts as done. Each agent has
 * a folder of its own, so several install at once (a clean machine downloads them all).
 */
export async function installAgent(agent: VerifiedAgent): Promise<string> {
  const pin = VERIFIED_VERSIONS[agent];
  const dir = path.join(agentsCache(), `${agent}@${pin.version}`);
  const done = path.join(dir, '.installed');
  if (existsSync(done)) return dir;
  const tmp = `${dir}.partial-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  writeFileSync(path.join(tmp, 'package.json'), JSON.stringify({ name: 'skillkiln-agent-cache', private: true }));
  const companions: readonly string[] = 'companions' in pin ? pin.companions : [];
  const specs = [`${pin.package}@${pin.version}`, ...companions.map((c) => `${c}@${pin.version}`)];
  try {
    await execFileAsync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', ...specs], { cwd: tmp, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    const e = err as { code?: unknown; stdout?: string; stderr?: string };
    throw new Error(`npm install ${specs.join(' ')} failed (exit ${String(e.code)}): ${(e.stderr || e.stdout || '').trim().split('\n').slice(-5).join(' | ')}`);
  }
  writeFileSync(path.join(tmp, '.installed'), `${specs.join(' ')}\n`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  renameSync(tmp, dir);
  return dir;
}
