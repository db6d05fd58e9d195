import type { ServiceConfig } from '../config/serviceConfig';
import type { RootRule, SkillView } from '../profiles/profile';
import { differingPlaces } from '../model/listDelta';

/**
 * The keys of a rule with `peerKeys` (see `RootRule.peerKeys`) over the list it reads: a
 * workspace folder's skills, shared by every root of that folder, or one root's. Each change
 * of the list is a new generation that says which keys it touched, so each root sharing the
 * index re-runs only the skills near them. Shared, not one per root: a folder holding many
 * roots (skills bundling a `skills/` folder of their own) keyed its whole list once per root,
 * which grew with roots × skills (most of a lint's CPU at 20,000 real skills).
 */
export class PeerIndex {
  list: readonly SkillView[] = [];
  readonly keys = new Map<SkillView, readonly string[]>();
  /** The skills under each key, in the order they were added (a skill once per key: its keys are distinct). */
  readonly byKey = new Map<string, SkillView[]>();
  /** Bumped by each change of the list. */
  generation = 0;
  /**
   * The last changes, oldest first: the keys each touched (of the skills it added or removed),
   * the paths it removed and the skills it added under no key. A root whose rule last ran a few
   * changes ago (another root of the folder, or a body edit, moved the list meanwhile) re-runs
   * near all of them, not everywhere. No view replaced since is held: each holds its file's
   * parse, and 32 changes kept 32 old texts of the file being typed in alive.
   */
  private readonly changes: PeerChange[] = [];
  /**
   * Each skill's place in `list`, made when first asked and patched where a list of the same
   * length replaced a few places (a header edit): rebuilding it walked 10,000 skills per edit.
   */
  private position: Map<SkillView, number> | undefined;

  constructor(readonly config: ServiceConfig) {}

  /** Brings the index to `list`, keying the skills it did not hold; a new generation when anything changed. */
  update(list: readonly SkillView[], keysOf: (view: SkillView) => readonly string[]): void {
    if (list === this.list) return;
    const fresh = this.generation === 0;
    const places = fresh ? undefined : differingPlaces(this.list, list);
    const { gone, added } = fresh ? { gone: [], added: list } : listChange(this.list, list, places);
    this.movePositions(list, places);
    this.list = list;
    if (!fresh && gone.length === 0 && added.length === 0) return;
    const dirty = new Set<string>();
    for (const v of gone) {
      for (const k of this.keys.get(v)!) {
        dirty.add(k);
        const of = this.byKey.get(k)!;
        of.splice(of.indexOf(v), 1);
        if (of.length === 0) this.byKey.delete(k);
      }
      this.keys.delete(v);
    }
    for (const v of added) {
      const keys = keysOf(v);
      this.keys.set(v, keys);
      for (const k of keys) {
        // A first generation re-runs everything: its keys need no tracking.
        if (!fresh) dirty.add(k);
        const of = this.byKey.get(k);
        // Arrays, not sets: a set per key cost more than the keys themselves.
        if (of) of.push(v);
        else this.byKey.set(k, [v]);
      }
    }
    this.generation++;
    // A first generation is never caught up with: whoever ran before it runs everything.
    if (fresh) this.changes.length = 0;
    // An added skill is found again under the keys it touched; one with none is kept as itself.
    else this.changes.push({ generation: this.generation, dirty, keyless: added.filter((v) => this.keys.get(v)!.length === 0), gone: gone.map((v) => v.record.path) });
    if (this.changes.length > MAX_CHANGES) this.changes.shift();
  }

  /** The skills sharing a key with `view` (itself included), in list order. */
  peers(view: SkillView): readonly SkillView[] {
    const out = new Set<SkillView>([view]);
    for (const k of this.keys.get(view) ?? []) for (const v of this.byKey.get(k) ?? []) out.add(v);
    if (out.size === 1) return [view];
    return this.inListOrder(out);
  }

  /** `views` of the list, in list order (those not in it first). */
  inListOrder(views: Iterable<SkillView>): SkillView[] {
    const position = (this.position ??= new Map(this.list.map((v, i) => [v, i])));
    return [...views].sort((a, b) => (position.get(a) ?? -1) - (position.get(b) ?? -1));
  }

  /** The places of `list`, from the last list's where only `places` differ; else made again when next asked. */
  private movePositions(list: readonly SkillView[], places: readonly number[] | undefined): void {
    const position = this.position;
    if (!position || !places) {
      this.position = undefined;
      return;
    }
    // Every replaced skill out first: one that moved between two of these places is set again below.
    for (const i of places) position.delete(this.list[i]!);
    for (const i of places) position.set(list[i]!, i);
  }

  /**
   * What changed since `generation` (undefined when that is before the changes kept): the paths
   * of the skills removed, and the skills the changes may have changed the result of: those
   * added, those under a key a change touched, and their peers.
   */
  since(generation: number): { readonly gone: readonly string[]; readonly affected: ReadonlySet<SkillView> } | undefined {
    const first = this.changes[0];
    if (!first || generation < first.generation - 1) return undefined;
    const gone: string[] = [];
    const affected = new Set<SkillView>();
    const dirty = new Set<string>();
    for (const c of this.changes) {
      if (c.generation <= generation) continue;
      gone.push(...c.gone);
      for (const v of c.keyless) if (this.keys.has(v)) affected.add(v);
      for (const k of c.dirty) dirty.add(k);
    }
    for (const k of dirty) for (const v of this.byKey.get(k) ?? []) affected.add(v);
    // And their peers: what a skill reports may turn on its peers' peers (a copy of a rival reached by a link).
    for (const v of [...affected]) for (const k of this.keys.get(v) ?? []) for (const w of this.byKey.get(k) ?? []) affected.add(w);
    return { gone, affected };
  }
}

/**
 * The skills of `before` not in `after`, and those of `after` not in `before`. Lists of one
 * length differ at a few places (`differingPlaces`): a header edit replaces one view where it
 * stood, and only the places that differ are looked at (a folder of 10,000 skills built two
 * sets of them on every keystroke).
 */
export function listChange(before: readonly SkillView[], after: readonly SkillView[], places = differingPlaces(before, after)): { readonly gone: readonly SkillView[]; readonly added: readonly SkillView[] } {
  const was = places ? places.map((i) => before[i]!) : [...before];
  const is = places ? places.map((i) => after[i]!) : [...after];
  // A skill that only moved is at a differing place in both lists.
  const wasSet = new Set(was);
  const isSet = new Set(is);
  return { gone: was.filter((v) => !isSet.has(v)), added: is.filter((v) => !wasSet.has(v)) };
}

/** One change of a peer index's list (see `PeerIndex.since`). */
interface PeerChange {
  readonly generation: number;
  /** The keys of the skills it added or removed. */
  readonly dirty: ReadonlySet<string>;
  /** The skills it added under no key (the others are found under `dirty`). */
  readonly keyless: readonly SkillView[];
  /** The paths of the skills it removed. */
  readonly gone: readonly string[];
}

/** How many changes a peer index keeps: a root further behind re-runs on every skill. */
const MAX_CHANGES = 32;

/** The peer indexes of one engine: per list owner (a workspace folder or a root's path) and rule. */
export class PeerIndexes {
  private readonly indexes = new Map<string, Map<RootRule, PeerIndex>>();
  /** The index of `rule` over the list of `owner`, a new one when the config changed (its keys depend on it). */
  of(owner: string, rule: RootRule, config: ServiceConfig): PeerIndex {
    let byRule = this.indexes.get(owner);
    if (!byRule) this.indexes.set(owner, (byRule = new Map()));
    let index = byRule.get(rule);
    if (!index || index.config !== config) byRule.set(rule, (index = new PeerIndex(config)));
    return index;
  }
}
