import type { ServiceConfig } from '../config/serviceConfig';
import type { SkillRoot } from '../discovery/skillRoot';
import type { Finding, Report } from '../model/finding';
import type { IndexView, Profile, RootRule, SkillView } from '../profiles/profile';
import { createReporter, type PrintOnly } from './reporter';
import { rulesToRun } from './rulesToRun';
import { profileRules } from './profileRules';
import { PeerIndexes, type PeerIndex } from './peerIndex';

/** What one run of a root rule on some skills reported, per path (in report order). */
type Found = Map<string, Finding[]>;

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
  private byPath = new Map<string, { readonly parts: readonly (readonly Finding[] | undefined)[]; readonly findings: Finding[] }>();
  /** The finding each report became: a rule handing the same report object again (a pair it kept) gets the same finding. */
  private made = new WeakMap<Report, { readonly path: string; readonly finding: Finding }>();
  /** What each rule without groups or peers found on its last run, per path. */
  private last = new Map<RootRule, Found>();
  private profile: Profile | undefined;
  private config: ServiceConfig | undefined;

  /** @param shared the engine's peer indexes, shared by the roots of one workspace folder. */
  constructor(private readonly printOnly: PrintOnly | undefined, private readonly shared = new PeerIndexes()) {}

  /** Runs the root's rules on its current skills; each path's findings, in rule order. */
  run(root: SkillRoot, skills: readonly SkillView[], profile: Profile, config: ServiceConfig, index: IndexView, safeRun: (id: string, fn: () => void) => void): ReadonlyMap<string, Finding[]> {
    if (profile !== this.profile || config !== this.config) {
      this.groups = new Map();
      this.peers = new Map();
      this.byPath = new Map();
      this.made = new WeakMap();
      this.last = new Map();
      this.profile = profile;
      this.config = config;
    }
    const rules = rulesToRun(profileRules(profile).root, config);
    const parts = new Map<string, (readonly Finding[] | undefined)[]>();
    const add = (found: Found, i: number) => {
      for (const [p, list] of found) {
        let of = parts.get(p);
        if (!of) parts.set(p, (of = new Array<readonly Finding[] | undefined>(rules.length).fill(undefined)));
        of[i] = list;
      }
    };
    const runOn = (rule: RootRule, members: readonly SkillView[], peers?: (view: SkillView) => readonly SkillView[]): Found => {
      const found: Found = new Map();
      const report = (p: string, r: Report) => {
        let list = found.get(p);
        if (!list) found.set(p, (list = []));
        const kept = this.made.get(r);
        if (kept && kept.path === p) return void list.push(kept.finding);
        const before = list.length;
        createReporter(p, profile, config, list, this.printOnly)(r);
        if (list.length > before) this.made.set(r, { path: p, finding: list[before]! });
      };
      safeRun(rule.id, () => rule.check({ root, skills: members, config, index, report, ...(peers ? { peers } : {}) }));
      return found;
    };
    /** A rule with `peerKeys`: run on the skills sharing a key with one that changed since its last run. */
    const runOnPeers = (rule: RootRule, keysOf: NonNullable<RootRule['peerKeys']>): Found => {
      const folderWide = rule.reads.includes('other-headers');
      const peerIndex = this.shared.of(folderWide ? `folder:${root.folder}` : `root:${root.path}`, rule, config);
      peerIndex.update(folderWide ? index.skillsInFolder(root.folder).map((s) => s.view) : skills, (v) => keysOf(v, index, config));
      let state = this.peers.get(rule);
      if (state && state.index === peerIndex && state.generation === peerIndex.generation) return state.found;
      let members = skills;
      const changed = state && state.index === peerIndex ? peerIndex.since(state.generation) : undefined;
      if (state && changed) {
        // A few changes behind: re-run the skills near them.
        for (const v of changed.gone) state.found.delete(v.record.path);
        members = skills.filter((v) => changed.affected.has(v));
      } else {
        // New, or behind by more changes than the index keeps: run on every skill of the root.
        this.peers.set(rule, (state = { index: peerIndex, generation: peerIndex.generation, found: new Map() }));
      }
      state.generation = peerIndex.generation;
      for (const v of members) state.found.delete(v.record.path);
      for (const [p, list] of runOn(rule, members, (view) => peerIndex.peers(view))) state.found.set(p, list);
      return state.found;
    };
    rules.forEach((rule, i) => {
      if (rule.peerKeys) return add(runOnPeers(rule, rule.peerKeys), i);
      if (!rule.groupKey) return add(this.sameLists(rule, runOn(rule, skills)), i);
      const kept = this.groups.get(rule);
      const now = new Map<string, Group>();
      for (const [key, members] of groupBy(skills, rule.groupKey)) {
        const old = kept?.get(key);
        const group = old && sameViews(old.members, members) ? old : { members, found: runOn(rule, members) };
        now.set(key, group);
        add(group.found, i);
      }
      this.groups.set(rule, now);
    });
    const byPath = new Map<string, { parts: readonly (readonly Finding[] | undefined)[]; findings: Finding[] }>();
    const out = new Map<string, Finding[]>();
    for (const [p, of] of parts) {
      const old = this.byPath.get(p);
      const entry = old && old.parts.every((l, i) => l === of[i]) ? old : { parts: of, findings: of.flatMap((l) => l ?? []) };
      if (entry.findings.length === 0) continue;
      byPath.set(p, entry);
      out.set(p, entry.findings);
    }
    this.byPath = byPath;
    return out;
  }

  /** `found`, each path's list replaced by the rule's last one where that holds the same findings (so its path's entry is kept). */
  private sameLists(rule: RootRule, found: Found): Found {
    const last = this.last.get(rule);
    if (last) {
      for (const [p, list] of found) {
        const old = last.get(p);
        if (old && old.length === list.length && old.every((f, k) => f === list[k])) found.set(p, old);
      }
    }
    this.last.set(rule, found);
    return found;
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

function sameViews(a: readonly SkillView[], b: readonly SkillView[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
