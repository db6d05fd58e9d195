import type { ProfileId } from '../config/serviceConfig';
import type { SkillName, SkillView } from '../profiles/profile';
import { differingPlaces, replaced } from '../model/listDelta';
import { patchedMap, type Mapped } from '../model/patchedMap';

/** One skill of a workspace folder with its root's profile. */
export interface FolderSkill {
  readonly view: SkillView;
  readonly profile: ProfileId;
}

/** One root of a folder as the index holds it now: its views and its profile. */
export interface FolderPart {
  readonly views: readonly SkillView[];
  readonly profile: ProfileId;
}

/**
 * The lists of a workspace folder's skills across its roots (`IndexView.skillsInFolder`) and by
 * name (`namesInFolder`), each the same list while what it is made of holds: rules that ask it
 * per skill (name conflicts, name fixes) keep what they work out from it, keyed on the list,
 * across skills and runs.
 */
export class FolderLists {
  private readonly skills = new Map<string, { readonly at: number; readonly parts: readonly FolderPart[]; readonly mapped: readonly Mapped<SkillView, FolderSkill>[]; readonly list: readonly FolderSkill[] }>();
  private readonly names = new Map<string, { readonly at: number; readonly epoch: number; readonly profiles: string; readonly list: readonly SkillName[] }>();
  /** Each view's entry, kept while its view is: a header edit in a folder of 10,000 skills made them all again. */
  private readonly entries = new WeakMap<SkillView, FolderSkill>();

  /**
   * The folder's skills, root after root: the same list while every root gives the same views
   * and profile. `at`, the index's epoch: while it holds, nothing is looked at again (a header
   * edit asks the list once per root of the folder, and a folder may hold hundreds).
   */
  skillsOf(folder: string, at: number, partsNow: () => readonly FolderPart[]): readonly FolderSkill[] {
    const hit = this.skills.get(folder);
    if (hit?.at === at) return hit.list;
    const parts = partsNow();
    if (hit && hit.parts.length === parts.length && hit.parts.every((h, i) => h.views === parts[i]!.views && h.profile === parts[i]!.profile)) {
      this.skills.set(folder, { ...hit, at });
      return hit.list;
    }
    // Each root's part made again only where its views changed (see `patchedMap`).
    const mapped = parts.map(({ views, profile }, i) => patchedMap(views, (view) => this.entryOf(view, profile), hit?.parts[i]?.profile === profile ? hit.mapped[i] : undefined));
    const list = mapped.length === 1 ? mapped[0]!.to : joined(mapped, hit);
    this.skills.set(folder, { at, parts, mapped, list });
    return list;
  }

  /**
   * The folder's skills by name: the same list while the index's names epoch and its roots'
   * profiles (`profilesNow`) hold, so a description edit keeps it, with the record of the skill
   * edited (only where it is counts: its path, root and folder name). Nothing is looked at while
   * the index's epoch (`at`) holds: each skill's name check asks it.
   */
  namesOf(folder: string, at: number, epoch: number, profilesNow: () => string, skills: () => readonly FolderSkill[]): readonly SkillName[] {
    const hit = this.names.get(folder);
    if (hit?.at === at) return hit.list;
    const profiles = profilesNow();
    if (hit && hit.epoch === epoch && hit.profiles === profiles) {
      this.names.set(folder, { ...hit, at });
      return hit.list;
    }
    const list = skills().map(({ view }) => ({ record: view.record, name: view.info.name }));
    this.names.set(folder, { at, epoch, profiles, list });
    return list;
  }

  private entryOf(view: SkillView, profile: ProfileId): FolderSkill {
    const kept = this.entries.get(view);
    if (kept && kept.profile === profile) return kept;
    const entry = { view, profile };
    this.entries.set(view, entry);
    return entry;
  }
}

/**
 * The roots' lists one after the other: the last list with the roots that changed written over
 * their places when every root keeps its length (a header edit), else joined anew (a flat copy
 * of 10,000 entries through `flatMap` was most of a header keystroke in a folder that size).
 */
function joined(mapped: readonly Mapped<SkillView, FolderSkill>[], last: { readonly mapped: readonly Mapped<SkillView, FolderSkill>[]; readonly list: readonly FolderSkill[] } | undefined): readonly FolderSkill[] {
  const same = last !== undefined && last.mapped.length === mapped.length && mapped.every((m, i) => m.to.length === last.mapped[i]!.to.length);
  if (!same) {
    const list: FolderSkill[] = [];
    for (const m of mapped) for (const entry of m.to) list.push(entry);
    return list;
  }
  const values = new Map<number, FolderSkill>();
  let at = 0;
  for (let i = 0; i < mapped.length; i++) {
    const to = mapped[i]!.to;
    // Only the places of a root's list that changed (see `differingPlaces`).
    for (const j of differingPlaces(last.mapped[i]!.to, to)!) values.set(at + j, to[j]!);
    at += to.length;
  }
  return replaced(last.list, values);
}
