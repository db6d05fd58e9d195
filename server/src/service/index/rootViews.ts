import type { SkillCandidate } from '../discovery/skillRoot';
import type { SkillRecord } from '../model/skillRecord';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { ProfiledView } from '../profiles/profile';
import { replaced } from '../model/listDelta';

/** What building a root's views reads from the index. */
export interface ViewSource {
  /** Every record of the root, readable or not, in discovery order. */
  records(): readonly SkillRecord[];
  recordAt(p: string): SkillRecord | undefined;
  /** The view of a readable record (the previous one when still true). */
  view(record: SkillRecord, parsed: ParsedSkill): ProfiledView;
}

/** A root's views as last built, and the files edited since. */
interface BuiltViews {
  readonly views: readonly ProfiledView[];
  readonly profileId: string;
  /** The root's candidate list and its length when built: a file appearing or vanishing changes one of them. */
  readonly candidates: readonly SkillCandidate[];
  readonly count: number;
  /** The same object while the views are of the same files in the same order (see `RootViews.members`). */
  readonly members: object;
  /** Where each file's view is in `views` (made on a walk; patched views keep every place). */
  readonly places: ReadonlyMap<string, number>;
  /** Paths edited since; undefined when anything may have changed. */
  changed: Set<string> | undefined;
}

/**
 * The views of each root with the files edited since they were built, so the next request
 * replaces those files' views and keeps every other one.
 */
export class RootViews {
  private readonly roots = new Map<string, BuiltViews>();

  /** The views of a root if nothing changed since they were built. */
  fresh(rootPath: string): readonly ProfiledView[] | undefined {
    const built = this.roots.get(rootPath);
    return built?.changed?.size === 0 ? built.views : undefined;
  }

  /**
   * Builds a root's views: when no file appeared or vanished and the profile stayed, the
   * last views with the edited files' replaced; else a walk of every record.
   */
  build(rootPath: string, profileId: string, candidates: readonly SkillCandidate[], source: ViewSource): readonly ProfiledView[] {
    const last = this.roots.get(rootPath);
    const same = last?.changed && last.profileId === profileId && last.candidates === candidates && last.count === candidates.length;
    const patched = same ? patch(last.views, last.places, last.changed!, source) : undefined;
    const views = patched ?? walk(source);
    // Patched views are of the same files: only a walk may have others.
    const places = patched ? last!.places : new Map(views.map((v, i) => [v.record.path, i]));
    this.roots.set(rootPath, { views, profileId, candidates, count: candidates.length, members: patched ? last!.members : {}, places, changed: new Set() });
    return views;
  }

  /**
   * A token of which files a root's views (as last built) are of: the same object while no
   * skill of the root appeared, vanished or became readable or unreadable and its format stayed,
   * whatever was edited in them. Undefined before the root's views are built.
   */
  members(rootPath: string): object | undefined {
    return this.roots.get(rootPath)?.members;
  }

  /** One file of the root changed; without a path, anything may have. */
  invalidate(rootPath: string, changed?: string): void {
    const built = this.roots.get(rootPath);
    if (!built) return;
    if (changed !== undefined && built.changed) built.changed.add(changed);
    else built.changed = undefined;
  }

  clear(): void {
    this.roots.clear();
  }
}

/** The last views with the edited files' replaced; undefined when one became readable or unreadable. */
function patch(last: readonly ProfiledView[], places: ReadonlyMap<string, number>, changed: ReadonlySet<string>, source: ViewSource): readonly ProfiledView[] | undefined {
  const values = new Map<number, ProfiledView>();
  for (const p of changed) {
    const i = places.get(p);
    const record = source.recordAt(p);
    if (i === undefined || !record?.parsed) return undefined;
    const view = source.view(record, record.parsed);
    if (view !== last[i]) values.set(i, view);
  }
  return replaced(last, values);
}

function walk(source: ViewSource): ProfiledView[] {
  const views: ProfiledView[] = [];
  for (const record of source.records()) if (record.parsed) views.push(source.view(record, record.parsed));
  return views;
}
