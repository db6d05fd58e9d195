import type { ProfiledView, SkillName } from '../profiles/profile';
import { differingPlaces, replaced } from '../model/listDelta';

/**
 * One root of a folder as the index holds it now: its views. Each carries the root's profile,
 * and the index makes them again when that changes, so a root with another profile gives
 * another list.
 */
export type FolderPart = readonly ProfiledView[];

/**
 * The lists of a workspace folder's skills across its roots (`IndexView.skillsInFolder`) and by
 * name (`namesInFolder`), each the same list while what it is made of holds: rules that ask it
 * per skill (name conflicts, name fixes) keep what they work out from it, keyed on the list,
 * across skills and runs.
 */
export class FolderLists {
  private readonly skills = new Map<string, { readonly at: number; readonly parts: readonly FolderPart[]; readonly list: readonly ProfiledView[] }>();
  private readonly names = new Map<string, { readonly at: number; readonly epoch: number; readonly profiles: string; readonly list: readonly SkillName[] }>();

  /**
   * The folder's skills, root after root: the same list while every root gives the same views,
   * a root's own list when the folder has one. `at`, the index's epoch: while it
   * holds, nothing is looked at again (a header edit asks the list once per root of the folder,
   * and a folder may hold hundreds).
   */
  skillsOf(folder: string, at: number, partsNow: () => readonly FolderPart[]): readonly ProfiledView[] {
    const hit = this.skills.get(folder);
    if (hit?.at === at) return hit.list;
    const parts = partsNow();
    if (hit && hit.parts.length === parts.length && hit.parts.every((h, i) => h === parts[i])) {
      this.skills.set(folder, { ...hit, at });
      return hit.list;
    }
    const list = parts.length === 1 ? parts[0]! : joined(parts, hit);
    this.skills.set(folder, { at, parts, list });
    return list;
  }

  /**
   * The folder's skills by name: the same list while the index's names epoch and its roots'
   * profiles (`profilesNow`) hold, so a description edit keeps it, with the record of the skill
   * edited (only where it is counts: its path, root and folder name). Nothing is looked at while
   * the index's epoch (`at`) holds: each skill's name check asks it.
   */
  namesOf(folder: string, at: number, epoch: number, profilesNow: () => string, skills: () => readonly ProfiledView[]): readonly SkillName[] {
    const hit = this.names.get(folder);
    if (hit?.at === at) return hit.list;
    const profiles = profilesNow();
    if (hit && hit.epoch === epoch && hit.profiles === profiles) {
      this.names.set(folder, { ...hit, at });
      return hit.list;
    }
    const list = skills().map((view) => ({ record: view.record, name: view.info.name }));
    this.names.set(folder, { at, epoch, profiles, list });
    return list;
  }
}

/**
 * The roots' lists one after the other: the last list with the roots that changed written over
 * their places when every root keeps its length (a header edit), else joined anew (a flat copy
 * of 10,000 entries through `flatMap` was most of a header keystroke in a folder that size).
 */
function joined(parts: readonly FolderPart[], last: { readonly parts: readonly FolderPart[]; readonly list: readonly ProfiledView[] } | undefined): readonly ProfiledView[] {
  const same = last !== undefined && last.parts.length === parts.length && parts.every((p, i) => p.length === last.parts[i]!.length);
  if (!same) {
    const list: ProfiledView[] = [];
    for (const p of parts) for (const view of p) list.push(view);
    return list;
  }
  const values = new Map<number, ProfiledView>();
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    const views = parts[i]!;
    // Only the places of a root's list that changed (see `differingPlaces`).
    for (const j of differingPlaces(last.parts[i]!, views)!) values.set(at + j, views[j]!);
    at += views.length;
  }
  return replaced(last.list, values);
}
