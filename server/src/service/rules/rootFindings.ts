import type { ServiceConfig } from '../config/serviceConfig';
import type { SkillRoot } from '../discovery/skillRoot';
import type { Finding, Report } from '../model/finding';
import type { IndexView, Profile, RootRule, RootRuleContext, SkillView } from '../profiles/profile';
import { createReporter, type Kept } from './reporter';
import { rulesToRun } from './rulesToRun';
import { profileRules } from './profileRules';
import { PeerIndexes, type PeerIndex } from './peerIndex';
import { readsOtherSkills, readsRootPathsOnly } from './rule';
import { sameItems } from '../model/sameItems';

/** What one run of a root rule on some skills reported, per path (in report order). */
type Found = Map<string, Finding[]>;

/**
 * Which files a root's skills are (`SkillIndex.membersOf`: the same object while they are only
 * edited) and the file-system epoch, when its rules run: a rule reading only `root-paths` (and
 * `file-system`) keeps its last run while they hold.
 */
export interface RootStamp {
  readonly members: object;
  readonly fsEpoch: number;
}

/** One group of a grouped root rule: its skills in root order, and what the rule found on them. */
interface Group {
  readonly members: readonly SkillView[];
  readonly found: Found;
}

/** What a rule with `peerKeys` found on the root's skills, and the generation of its peer index it is up to date with. */
interface Peers {
  readonly index: PeerIndex;
  generation: number;
  readonly found: Found;
}

/**
 * The findings of one root's root rules, kept between header edits. A grouped rule
 * (`RootRule.groupKey`) runs again only on the groups whose skills changed (the index keeps
 * an unchanged skill's view), a rule with `peerKeys` only on the skills sharing a key with a
 * changed one, and a path whose parts are the same keeps the same array, so the engine need
 * not merge it again: one edit no longer re-reports every name conflict.
 */
export class RootFindings {
  private groups = new Map<RootRule, Map<string, Group>>();
  private peers = new Map<RootRule, Peers>();
  /** What the last run found on each path (paths with findings only): each rule's list, and all of them together. */
  private readonly byPath = new Map<string, { readonly parts: readonly (readonly Finding[] | undefined)[]; readonly findings: Finding[] }>();
  /** The finding each report became: a rule handing the same report object again (a pair it kept) gets the same finding. */
  private made = new WeakMap<Report, { readonly path: string; readonly finding: Finding }>();
  /** What each rule without groups or peers found on its last run, per path. */
  private last = new Map<RootRule, Found>();
  /** The stamp of each `root-paths` rule's last run. */
  private stamps = new Map<RootRule, RootStamp>();
  private profile: Profile | undefined;
  private config: ServiceConfig | undefined;

  /** @param shared the engine's peer indexes, shared by the roots of one workspace folder. */
  constructor(private readonly keep: Kept | undefined, private readonly shared = new PeerIndexes()) {}

  /** The root rules' findings on `p` as of the last run, all rules together in rule order (undefined: none). */
  at(p: string): readonly Finding[] | undefined {
    return this.byPath.get(p)?.findings;
  }

  /** The paths the last run found anything on. */
  paths(): IterableIterator<string> {
    return this.byPath.keys();
  }

  /**
   * Runs the root's rules on its current skills and returns the paths whose findings changed
   * (`at` gives them): a rule that found the same on a path as last time leaves its list as it
   * was, and only the paths some rule changed are merged again (a header edit in a root of
   * 10,000 skills walked and merged every path).
   */
  run(root: SkillRoot, skills: readonly SkillView[], profile: Profile, config: ServiceConfig, index: IndexView, stamp: RootStamp, safeRun: (id: string, fn: () => void) => void): readonly string[] {
    let everything = false;
    if (profile !== this.profile || config !== this.config) {
      this.groups = new Map();
      this.peers = new Map();
      this.made = new WeakMap();
      this.last = new Map();
      this.stamps = new Map();
      this.profile = profile;
      this.config = config;
      everything = true;
    }
    const rules = rulesToRun(profileRules(profile).root, config);
    // Each rule's findings by path, and the paths where they may differ from the last run.
    const founds: Found[] = [];
    const changed = new Set<string>();
    const touched = (found: Found) => {
      for (const p of found.keys()) changed.add(p);
    };
    const runOn = (rule: RootRule, members: readonly SkillView[], peers?: (view: SkillView) => readonly SkillView[], partial?: RootRuleContext['partial']): Found => {
      const found: Found = new Map();
      const report = (p: string, r: Report) => {
        let list = found.get(p);
        if (!list) found.set(p, (list = []));
        const kept = this.made.get(r);
        if (kept && kept.path === p) return void list.push(kept.finding);
        const before = list.length;
        createReporter(p, profile, config, list, this.keep)(r);
        if (list.length > before) this.made.set(r, { path: p, finding: list[before]! });
      };
      safeRun(rule.id, () => rule.check({ root, skills: members, config, index, report, ...(peers ? { peers } : {}), ...(partial ? { partial } : {}) }));
      return found;
    };
    /** A rule with `peerKeys`: run on the skills sharing a key with one that changed since its last run. */
    const runOnPeers = (rule: RootRule, keysOf: NonNullable<RootRule['peerKeys']>): Found => {
      const folderWide = readsOtherSkills(rule);
      const peerIndex = this.shared.of(folderWide ? `folder:${root.folder}` : `root:${root.path}`, rule, config);
      peerIndex.update(folderWide ? index.skillsInFolder(root.folder) : skills, (v) => keysOf(v, index, config));
      let state = this.peers.get(rule);
      if (state && state.index === peerIndex && state.generation === peerIndex.generation) return state.found;
      let members = skills;
      const since = state && state.index === peerIndex ? peerIndex.since(state.generation) : undefined;
      if (state && since) {
        // A few changes behind: re-run the skills near them.
        for (const p of since.gone) {
          changed.add(p);
          state.found.delete(p);
        }
        // Those of this root, in its order (the folder's list holds each root's skills in their order, one root after another).
        members = peerIndex.inListOrder(folderWide ? [...since.affected].filter((v) => v.record.root.path === root.path) : since.affected);
      } else {
        // New, or behind by more changes than the index keeps: run on every skill of the root.
        if (state) touched(state.found);
        this.peers.set(rule, (state = { index: peerIndex, generation: peerIndex.generation, found: new Map() }));
      }
      state.generation = peerIndex.generation;
      for (const v of members) {
        changed.add(v.record.path);
        state.found.delete(v.record.path);
      }
      for (const [p, list] of runOn(rule, members, (view) => peerIndex.peers(view))) {
        changed.add(p);
        state.found.set(p, list);
      }
      return state.found;
    };
    /**
     * A rule without groups or peers: run on every skill, or on the paths it says changed
     * (`partial`), the others keeping the last run's lists. Of the paths checked, one whose list
     * holds the same findings as the last run's keeps that list (so its entry is kept); the
     * others changed.
     */
    const runWhole = (rule: RootRule): Found => {
      const last = this.last.get(rule);
      if (readsRootPathsOnly(rule)) {
        // Neither its skills' files nor (when it reads them) the files on disk changed: what it found stands.
        const before = this.stamps.get(rule);
        if (last && before && before.members === stamp.members && (!rule.reads.includes('file-system') || before.fsEpoch === stamp.fsEpoch)) return last;
        this.stamps.set(rule, stamp);
      }
      let only: Set<string> | undefined;
      const found = runOn(rule, skills, undefined, last ? { only: (paths) => void (only = new Set(paths)) } : undefined);
      const kept: Found = last ?? new Map();
      const checked = only ?? new Set(kept.keys());
      for (const p of found.keys()) checked.add(p);
      for (const p of checked) {
        const list = found.get(p);
        const old = kept.get(p);
        if (list && old ? sameItems(old, list) : !list && !old) continue;
        changed.add(p);
        if (list) kept.set(p, list);
        else kept.delete(p);
      }
      this.last.set(rule, kept);
      return kept;
    };
    /** A grouped rule: run again on the groups whose skills changed; their paths changed, and those of groups gone. */
    const runGroups = (rule: RootRule, keyOf: NonNullable<RootRule['groupKey']>): Found => {
      const kept = this.groups.get(rule);
      const now = new Map<string, Group>();
      const found: Found = new Map();
      for (const [key, members] of groupBy(skills, keyOf)) {
        const old = kept?.get(key);
        const group = old && sameItems(old.members, members) ? old : { members, found: runOn(rule, members) };
        if (group !== old) {
          touched(group.found);
          if (old) touched(old.found);
        }
        now.set(key, group);
        for (const [p, list] of group.found) found.set(p, list);
      }
      if (kept) for (const [key, old] of kept) if (!now.has(key)) touched(old.found);
      this.groups.set(rule, now);
      return found;
    };
    for (const rule of rules) founds.push(rule.peerKeys ? runOnPeers(rule, rule.peerKeys) : rule.groupKey ? runGroups(rule, rule.groupKey) : runWhole(rule));
    if (everything) {
      for (const p of this.byPath.keys()) changed.add(p);
      for (const found of founds) touched(found);
    }
    const out: string[] = [];
    for (const p of changed) {
      const parts = founds.map((f) => f.get(p));
      const old = this.byPath.get(p);
      if (old && sameItems(old.parts, parts)) continue;
      const findings = parts.flatMap((l) => l ?? []);
      if (findings.length === 0) {
        if (!old) continue;
        this.byPath.delete(p);
      } else this.byPath.set(p, { parts, findings });
      out.push(p);
    }
    return out;
  }
}

/** Skills by group key, each group in root order; skills without a key are left out. */
function groupBy(skills: readonly SkillView[], keyOf: (view: SkillView) => string | undefined): Map<string, SkillView[]> {
  const groups = new Map<string, SkillView[]>();
  for (const view of skills) {
    const key = keyOf(view);
    if (key === undefined) continue;
    const list = groups.get(key);
    if (list) list.push(view);
    else groups.set(key, [view]);
  }
  return groups;
}
