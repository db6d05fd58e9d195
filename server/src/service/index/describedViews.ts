import type { SkillInfo, SkillRecord } from '../model/skillRecord';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { Profile, ProfiledView, SkillStatus } from '../profiles/profile';

/**
 * Each skill's last view, reused while its record, profile and status stay, and what
 * `describe` said of a file while its complete parse was at hand (a cold index reads each file
 * once: building the root's views later does not describe the header-only parse a second time).
 */
export class DescribedViews {
  private readonly byPath = new Map<string, ProfiledView>();
  private readonly early = new Map<string, { readonly record: SkillRecord; readonly profileId: string; readonly info: SkillInfo }>();

  /** Keeps what `describe` said of a file read whole. */
  remember(record: SkillRecord, profileId: string, info: SkillInfo): void {
    this.early.set(record.path, { record, profileId, info });
  }

  /** Drops what was kept from complete parses (a new walk reads again). */
  forgetEarly(): void {
    this.early.clear();
  }

  /** The last view of a path, whatever its record. */
  at(p: string): ProfiledView | undefined {
    return this.byPath.get(p);
  }

  /**
   * The previous view of a record unless the file, the profile or its status changed (a flat
   * file appearing or vanishing shadows or unshadows an unchanged folder skill).
   */
  current(record: SkillRecord, profile: Profile, parsed: ParsedSkill, status: (info: SkillInfo) => SkillStatus): ProfiledView {
    const old = this.byPath.get(record.path);
    if (old && old.record === record && old.profileId === profile.id && old.status === status(old.info)) return old;
    const early = this.early.get(record.path);
    this.early.delete(record.path);
    const view = viewOf(record, profile, parsed, status, early && early.record === record && early.profileId === profile.id ? early.info : undefined);
    this.byPath.set(record.path, view);
    return view;
  }
}

/** A skill as `profile` reads it. */
export function viewOf(record: SkillRecord, profile: Profile, parsed: ParsedSkill, status: (info: SkillInfo) => SkillStatus, info = profile.describe(record, parsed)): ProfiledView {
  return { record, parsed, info, status: status(info), profileId: profile.id };
}
