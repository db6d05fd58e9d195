import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** A linter the README compares Skillkiln with, pinned, and how the bench runs it on a workspace. */
export interface Peer {
  readonly name: string;
  readonly version: string;
  /** The script to run with node, inside the package. */
  readonly bin: string;
  /** Arguments after the script, run in the workspace (which holds `skills/<name>/SKILL.md`). */
  readonly args: readonly string[];
}

/** The peers, at the versions the figures were taken with. */
export const PEERS: readonly Peer[] = [
  // The security scan needs Python tools and the network: the checks alone are compared.
  { name: 'skill-check', version: '1.2.0', bin: 'bin/skill-check.js', args: ['check', '--no-security-scan', '--format', 'json', '.'] },
  // It finds `skills/*/SKILL.md` (and `.claude/skills`) under the folder it runs in.
  { name: 'claude-code-lint', version: '0.5.0', bin: 'bin/claudelint', args: ['validate-skills', '--no-config'] },
];

/** `SKILLKILN_PEERS_CACHE`, else `$XDG_CACHE_HOME/skillkiln/peers` (`~/.cache/…`): outside the clone, reused by every run. */
function peersCache(): string {
  return process.env['SKILLKILN_PEERS_CACHE'] ?? path.join(process.env['XDG_CACHE_HOME'] ?? path.join(os.homedir(), '.cache'), 'skillkiln', 'peers');
}

/**
 * Installs the pinned peer into its own cache folder unless it is there (no install script
 * runs, no lock file is written) and returns the path of its script; undefined, with the reason
 * on stderr, when the registry cannot be reached.
 */
export function installPeer(peer: Peer): string | undefined {
  const dir = path.join(peersCache(), `${peer.name}@${peer.version}`);
  const script = path.join(dir, 'node_modules', peer.name, peer.bin);
  if (fs.existsSync(path.join(dir, '.installed'))) return script;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'skillkiln-peer-cache', private: true }));
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', `${peer.name}@${peer.version}`], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0 || !fs.existsSync(script)) {
    console.error(`bench: ${peer.name}@${peer.version} could not be installed: ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' | ')}`);
    return undefined;
  }
  fs.writeFileSync(path.join(dir, '.installed'), `${peer.name}@${peer.version}\n`);
  return script;
}
