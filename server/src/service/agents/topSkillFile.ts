import * as path from 'node:path';
import type { SkillRecord } from '../model/skillRecord';

/**
 * True for a `SKILL.md` directly in a skills folder (`.agents/skills/SKILL.md`), not in a
 * folder of its own: the index sees a single file there, the agents disagree on what it is
 * (see `Discovery.topFile`).
 */
export function isTopSkillFile(record: Pick<SkillRecord, 'layout' | 'path'>): boolean {
  return record.layout === 'flat' && path.basename(record.path) === 'SKILL.md';
}
