import type { ServiceConfig } from '../config/serviceConfig';
import type { SkillRoot } from '../discovery/skillRoot';
import type { Finding } from '../model/finding';
import type { IndexView, Profile, RootRule, SkillView } from '../profiles/profile';
import { createReporter, type PrintOnly } from './reporter';
import { rulesToRun } from './rulesToRun';
import { profileRules } from './profileRules';

/** What one run of a root rule on some skills reported, per path (in report order). */
type Found = Map<string, Finding[]>;

/** One group of a grouped root rule: its skills in root order, and what the rule found on them. */
interface Group {
  readonly members: readonly SkillView[];
  readonly found: Found;
}

/** The keys of a rule with `peerKeys` over the list it reads, and what it found on the root's skills. */
interface Peers {
  list: readonly SkillView[];
  readonly keys: Map<SkillView, readonly string[]>;
  /** The skills under each key, in the order they were added (a skill once per key: its keys are distinct). */
  readonly byKey: Map<string, SkillView[]>;
  /** Each skill's place in `list`, worked out when first asked after the list changed. */
  position: Map<SkillView, number> | undefined;
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
  private profile: Profile | undefined;
  private config: ServiceConfig | undefined;

  constructor(private readonly printOnly: PrintOnly | undefined) {}

  /** Runs the root's rules on its current skills; each path's findings, in rule order. */
  run(root: SkillRoot, skills: readonly SkillView[], profile: Profile, config: ServiceConfig, index: IndexView, safeRun: (id: string, fn: () => void) => void): ReadonlyMap<string, Finding[]> {
    if (profile !== this.profile || config !== this.config) {
      this.groups = new Map();
      this.peers = new Map();
      this.byPath = new Map();
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
      const report = (p: string, r: Parameters<ReturnType<typeof createReporter>>[0]) => {
        let list = found.get(p);
        if (!list) found.set(p, (list = []));
        createReporter(p, profile, config, list, this.printOnly)(r);
      };
      safeRun(rule.id, () => rule.check({ root, skills: members, config, index, report, ...(peers ? { peers } : {}) }));
      return found;
    };
    /** A rule with `peerKeys`: run on the skills sharing a key with one that changed since its last run. */
    const runOnPeers = (rule: RootRule, keysOf: NonNullable<RootRule['peerKeys']>): Found => {
      const list = rule.reads.includes('other-headers') ? index.skillsInFolder(root.folder).map((s) => s.view) : skills;
      let state = this.peers.get(rule);
      const fresh = state === undefined;
      if (!state) this.peers.set(rule, (state = { list: [], keys: new Map(), byKey: new Map(), position: undefined, found: new Map() }));
      if (!fresh && state.list === list) return state.found;
      const s = state;
      const addKeys = (v: SkillView, keys: readonly string[]) => {
        s.keys.set(v, keys);
        for (const k of keys) {
          const of = s.byKey.get(k);
          // Arrays, not sets: a set per key was most of a first run's cost on 20,000 skills.
          if (of) of.push(v);
          else s.byKey.set(k, [v]);
        }
      };
      let members = skills;
      if (fresh) {
        // A first run checks every skill: no change to follow.
        for (const v of list) addKeys(v, keysOf(v, index, config));
      } else {
        const now = new Set(list);
        const gone = [...s.keys.keys()].filter((v) => !now.has(v));
        const added = list.filter((v) => !s.keys.has(v));
        const dirty = new Set<string>();
        for (const v of gone) {
          for (const k of s.keys.get(v)!) {
            dirty.add(k);
            const of = s.byKey.get(k)!;
            of.splice(of.indexOf(v), 1);
            if (of.length === 0) s.byKey.delete(k);
          }
          s.keys.delete(v);
          s.found.delete(v.record.path);
        }
        for (const v of added) {
          const keys = keysOf(v, index, config);
          addKeys(v, keys);
          for (const k of keys) dirty.add(k);
        }
        const affected = new Set<SkillView>(added);
        for (const k of dirty) for (const v of s.byKey.get(k) ?? []) affected.add(v);
        // And their peers: what a skill reports may turn on its peers' peers (a copy of a rival reached by a link).
        for (const v of [...affected]) for (const k of s.keys.get(v) ?? []) for (const w of s.byKey.get(k) ?? []) affected.add(w);
        members = skills.filter((v) => affected.has(v));
      }
      s.list = list;
      s.position = undefined;
      for (const v of members) s.found.delete(v.record.path);
      const peers = (view: SkillView): readonly SkillView[] => {
        const out = new Set<SkillView>([view]);
        for (const k of s.keys.get(view) ?? []) for (const v of s.byKey.get(k) ?? []) out.add(v);
        if (out.size === 1) return [view];
        const position = (s.position ??= new Map(s.list.map((v, i) => [v, i])));
        return [...out].sort((a, b) => (position.get(a) ?? -1) - (position.get(b) ?? -1));
      };
      for (const [p, list] of runOn(rule, members, peers)) s.found.set(p, list);
      return s.found;
    };
    rules.forEach((rule, i) => {
      if (rule.peerKeys) return add(runOnPeers(rule, rule.peerKeys), i);
      if (!rule.groupKey) return add(runOn(rule, skills), i);
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
