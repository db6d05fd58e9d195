import type { FileSystem } from '../fs/fileSystem';
import type { SkillCandidate } from './skillRoot';

/**
 * Where a skill file really is (links followed): what discovery already knew, else the disk's
 * `realpath`; undefined when the disk cannot say (the file is gone).
 */
export function skillRealPath(skill: SkillCandidate, fs: FileSystem): string | undefined {
  return skill.realPath ?? fs.realpath(skill.path);
}
