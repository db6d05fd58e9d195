import { candidateForPath } from '../discovery/candidateForPath';
import type { SkillCandidate, SkillRoot } from '../discovery/skillRoot';
import type { FileSystem } from '../fs/fileSystem';

/**
 * The skills only an editor holds: open buffers with no file on disk (a new skill not saved
 * yet, or one deleted while its edited tab stays open) that sit where a skill of `roots` would.
 * A walk of the disk cannot find them; without them, a settings, config or folder change
 * would turn them into plain markdown until their next keystroke.
 */
export function unsavedCandidates(fs: FileSystem, openPaths: Iterable<string>, roots: readonly SkillRoot[], found: readonly SkillCandidate[]): SkillCandidate[] {
  const known = new Set(found.map((c) => c.path));
  const out: SkillCandidate[] = [];
  for (const p of openPaths) {
    if (known.has(p) || fs.stat(p)?.kind === 'file') continue;
    const c = candidateForPath(p, roots);
    if (c) out.push(c);
  }
  return out;
}
