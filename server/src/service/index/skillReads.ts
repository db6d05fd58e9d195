import type { SkillCandidate, SkillRoot } from '../discovery/skillRoot';
import type { SkillInfo, SkillRecord } from '../model/skillRecord';
import { parseSkill } from '../parse/parseSkill';
import type { SourceText } from '../parse/parsedSkill';
import type { ProfileVotes } from '../profiles/detectProfile';
import type { Profile, SkillStatus, SkillView } from '../profiles/profile';
import type { DescribedViews } from './describedViews';
import { viewOf } from './describedViews';
import { detachedInfo } from './detachedInfo';
import { recordOf, type DiskReads } from './diskReads';
import { keepsHeader } from './keepsHeader';
import { fileSizeLimits } from '../agents/fileSizeLimits';
import type { RootState } from './rootStates';

/** What reading a skill needs from the index around it. */
export interface SkillReadsHost {
  /** The editor's text of a file, if one is open. */
  overlay(p: string): SourceText | undefined;
  /** A version number never given before. */
  nextVersion(): number;
  /** The profile a root will most likely get: the setting, or the votes counted so far. */
  provisionalState(root: SkillRoot, votes: ProfileVotes | undefined): RootState;
  statusOf(record: SkillRecord, profile: Profile, info: SkillInfo): SkillStatus;
  readonly described: DescribedViews;
}

/**
 * Reads and parses skills: the editor's text first, else the disk's (reused while its size and
 * mtime stay). Disk files keep only their header afterwards; listeners (the finding engine)
 * see the complete parse first, so a cold index reads each file once.
 */
export class SkillReads {
  private readonly listeners: ((view: SkillView, profile: Profile) => void)[] = [];

  constructor(private readonly disk: DiskReads, private readonly host: SkillReadsHost) {}

  /** Called with the complete parse of every file read from disk, before its body is dropped. */
  onFullRead(listener: (view: SkillView, profile: Profile) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Reuses the last disk read when the file's size and mtime have not changed. `before`: the
   * record the index held, whose header-only results an editor's body edit keeps (see `keepsHeader`).
   */
  cached(c: SkillCandidate, votes?: ProfileVotes, before?: SkillRecord): SkillRecord {
    if (this.host.overlay(c.path) !== undefined) return this.read(c, votes, before);
    const hit = this.disk.unchanged(c);
    if (hit) {
      votes?.add(hit.parsed);
      return hit;
    }
    return this.read(c, votes);
  }

  /** Reads and parses one skill, counting its vote for the root's profile. */
  read(c: SkillCandidate, votes?: ProfileVotes, before?: SkillRecord): SkillRecord {
    const version = this.host.nextVersion();
    const overlay = this.host.overlay(c.path);
    if (overlay !== undefined) {
      const parsed = parseSkill(overlay);
      const bom = this.disk.hadBom(c.path);
      const kept = keepsHeader(before, parsed, bom, fileSizeLimits());
      if (kept) parsed.memo.carryHeaderOnly(before!.parsed!.memo);
      const record = recordOf(c, parsed, 'buffer', version, undefined, false, bom, undefined, kept ? before!.headerVersion : version);
      votes?.add(record.parsed);
      return record;
    }
    const { record, full } = this.disk.read(c, version);
    votes?.add(full);
    if (full && this.listeners.length > 0) {
      const state = this.host.provisionalState(c.root, votes);
      const fullRecord = recordOf(c, full, 'disk', version, undefined, record.invalidUtf8, record.bom, record.notText);
      const view = viewOf(fullRecord, state.profile, full, (info) => this.host.statusOf(fullRecord, state.profile, info));
      this.host.described.remember(record, state.profile.id, detachedInfo(view.info, full.frontMatter?.data));
      for (const listener of this.listeners) listener(view, state.profile);
    }
    return record;
  }
}
