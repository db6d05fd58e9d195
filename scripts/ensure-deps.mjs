// Installs the npm dependencies when node_modules is missing or older than the lockfile,
// so `npm test` and `npm start` work on a fresh clone with nothing installed by hand.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
const stale = !existsSync(stamp) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(stamp).mtimeMs + 1000);
if (stale) {
  console.log('ensure-deps: installing npm dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('ensure-deps: npm ci failed; see the output above');
    process.exit(r.status ?? 1);
  }
}
