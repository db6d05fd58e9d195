import type { ServiceConfig } from '../config/serviceConfig';
import type { SkillRoot } from '../discovery/skillRoot';
import type { SkillRecord } from '../model/skillRecord';
import { ProfileVotes, sameChoice, type ProfileChoice } from '../profiles/detectProfile';
import type { Profile } from '../profiles/profile';
import { chooseProfile } from '../profiles/profileChoice';
import { getProfile } from '../profiles/registry';

/** A root with the profile chosen for it. */
export interface RootState {
  readonly root: SkillRoot;
  readonly choice: ProfileChoice;
  readonly profile: Profile;
}

/**
 * The roots' chosen profiles. An edit marks its root stale (`delete`, with the file that
 * changed); the next `compute` re-counts only that file's header, and keeps the previous
 * state object while the choice stays the same, so whatever is derived from it can be reused.
 */
export class RootStates {
  private readonly current = new Map<string, RootState>();
  private readonly last = new Map<string, RootState>();
  private readonly tallies = new Map<string, ProfileTally>();

  /** The state of a root if it is up to date. */
  get(rootPath: string): RootState | undefined {
    return this.current.get(rootPath);
  }

  /** The state of a root as last computed, even if an edit made it stale since. */
  lastKnown(rootPath: string): RootState | undefined {
    return this.last.get(rootPath);
  }

  /**
   * The state of a root, from its settings and its records (readable or not): `records`
   * lists them all, `recordAt` gives the root's record of one path (undefined once gone).
   */
  compute(root: SkillRoot, config: ServiceConfig, records: () => readonly SkillRecord[], recordAt: (p: string) => SkillRecord | undefined): RootState {
    const done = this.current.get(root.path);
    if (done) return done;
    let tally = this.tallies.get(root.path);
    if (!tally) {
      tally = new ProfileTally();
      this.tallies.set(root.path, tally);
    }
    const choice = chooseProfile(root, config, tally.update(records, recordAt));
    const last = this.last.get(root.path);
    const state = last && last.root === root && sameChoice(last.choice, choice) ? last : { root, choice, profile: getProfile(choice.profile) };
    this.current.set(root.path, state);
    this.last.set(root.path, state);
    return state;
  }

  /** A file of the root changed, appeared or vanished; without a path, any may have. */
  delete(rootPath: string, changed?: string): void {
    this.current.delete(rootPath);
    this.tallies.get(rootPath)?.touch(changed);
  }

  /** Forgets everything (a re-walk, new settings). */
  clear(): void {
    this.current.clear();
    this.last.clear();
    this.tallies.clear();
  }
}

/** A root's profile votes, kept up to date record by record: an edit re-counts one header. */
export class ProfileTally {
  private readonly votes = new ProfileVotes();
  /** The record each path was counted with. */
  private readonly counted = new Map<string, SkillRecord>();
  /** Paths changed since the last count; undefined: count every record again. */
  private pending: Set<string> | undefined;

  /** A file changed (undefined: any may have). */
  touch(changed: string | undefined): void {
    if (changed !== undefined && this.pending) this.pending.add(changed);
    else this.pending = undefined;
  }

  /** Brings the votes up to date with the root's records, and returns them. */
  update(records: () => readonly SkillRecord[], recordAt: (p: string) => SkillRecord | undefined): ProfileVotes {
    if (this.pending) {
      for (const p of this.pending) this.recount(p, recordAt(p));
    } else {
      const all = records();
      const present = new Set<string>();
      for (const r of all) {
        present.add(r.path);
        this.recount(r.path, r);
      }
      // Files gone since the last count: take their votes back.
      for (const p of [...this.counted.keys()]) if (!present.has(p)) this.recount(p, undefined);
    }
    this.pending = new Set();
    return this.votes;
  }

  private recount(p: string, record: SkillRecord | undefined): void {
    const old = this.counted.get(p);
    if (old === record) return;
    if (old) this.votes.remove(old.parsed);
    if (record) {
      this.votes.add(record.parsed);
      this.counted.set(p, record);
    } else {
      this.counted.delete(p);
    }
  }
}
