import { isTopSkillFile } from '../agents/topSkillFile';
import type { SkillInfo, SkillRecord } from '../model/skillRecord';
import type { Profile, SkillStatus } from '../profiles/profile';

/**
 * Whether `profile` serves a skill: not in a layout the profile ignores, not shadowed by a flat
 * file of the same name (`flatTwin`), and not disabled.
 */
export function skillStatus(record: SkillRecord, profile: Profile, info: SkillInfo, flatTwin: boolean): SkillStatus {
  // A SKILL.md directly in a folder format's root is no flat skill: most agents load it (see Discovery.topFile).
  if (!profile.layouts[record.layout] && !(profile.layouts.folder && isTopSkillFile(record))) return 'layout';
  if (record.layout === 'folder' && profile.layouts.flat && flatTwin) return 'shadowed';
  return info.enabled ? 'served' : 'disabled';
}
