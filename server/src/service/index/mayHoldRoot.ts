import * as path from 'node:path';
import { AGENT_SKILL_DIRS } from '../config/serviceConfig';

/** True when `p`, in workspace folder `folder`, is or leads to a skills folder of the settings (`skillsDirs`) or of an agent (`.claude`, `.claude/skills`). */
export function mayHoldRoot(folder: string, p: string, skillsDirs: readonly string[]): boolean {
  const rel = path.relative(folder, p).split(path.sep).join('/');
  return [...skillsDirs, ...AGENT_SKILL_DIRS].some((d) => {
    const dir = path.posix.normalize(d.replace(/\\/g, '/')).replace(/\/+$/, '');
    return dir === rel || dir.startsWith(`${rel}/`);
  });
}
