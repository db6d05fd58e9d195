import type { SkillIndex } from '../index/skillIndex';
import type { Finding } from '../model/finding';
import type { SkillView } from '../profiles/profile';
import { headerSyntaxRule, unreadableFinding } from './commonRules';
import { compareFindings, createReporter } from './reporter';

/**
 * Runs the rules and caches their findings: per-file rules by the file's version (an edit
 * re-runs one file's rules), cross-file rules and root rules by the index's epoch.
 */
export class FindingEngine {
  private readonly local = new Map<string, { version: number; profile: string; config: object; findings: Finding[] }>();
  private crossEpoch = -1;
  private readonly cross = new Map<string, Finding[]>();
  private readonly rootDone = new Set<string>();

  constructor(private readonly index: SkillIndex) {}

  /** Findings of one file, sorted. */
  findings(p: string): readonly Finding[] {
    this.syncEpoch();
    const record = this.index.recordAt(p);
    const out: Finding[] = [];
    if (record) {
      const bad = unreadableFinding(record);
      if (bad) out.push(bad);
      const view = this.index.skillAt(p);
      if (view) {
        out.push(...this.localFindings(view));
        out.push(...this.crossFindings(view));
        this.ensureRootFindings(view);
      }
    } else if (this.index.parsedAt(p)) {
      out.push(...this.documentFindings(p));
    }
    out.push(...(this.cross.get(`root:${p}`) ?? []));
    return out.sort(compareFindings);
  }

  /** Findings of every indexed file that has any. */
  allFindings(): ReadonlyMap<string, readonly Finding[]> {
    const all = new Map<string, readonly Finding[]>();
    for (const state of this.index.roots()) for (const v of this.index.skillsOf(state.root)) this.ensureRootFindings(v);
    for (const p of [...this.index.skillPaths(), ...this.index.otherDocuments()]) {
      const f = this.findings(p);
      if (f.length > 0) all.set(p, f);
    }
    return all;
  }

  private syncEpoch(): void {
    if (this.crossEpoch === this.index.epoch) return;
    this.crossEpoch = this.index.epoch;
    this.cross.clear();
    this.rootDone.clear();
  }

  private localFindings(view: SkillView): Finding[] {
    const state = this.index.rootState(view.record.root);
    const config = this.index.configFor(view.record.path);
    const hit = this.local.get(view.record.path);
    if (hit && hit.version === view.record.version && hit.profile === state.profile.id && hit.config === config) return hit.findings;
    const findings: Finding[] = [];
    const report = createReporter(view.record.path, state.profile, config, findings);
    const ctx = { skill: view, config, index: this.index, report };
    headerSyntaxRule.check(ctx);
    if (view.status === 'layout') {
      report({ code: 'layout-unsupported', range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, message: { en: `The ${state.profile.id} format does not load ${view.record.layout === 'flat' ? 'flat <name>.md files' : '<name>/SKILL.md folders'}: this file is ignored.`, fr: `Le format ${state.profile.id} ne charge pas les ${view.record.layout === 'flat' ? 'fichiers à plat <nom>.md' : 'dossiers <nom>/SKILL.md'} : ce fichier est ignoré.` } });
    }
    for (const rule of state.profile.skillRules) if (!rule.crossFile) safeRun(rule.id, () => rule.check(ctx));
    this.local.set(view.record.path, { version: view.record.version, profile: state.profile.id, config, findings });
    return findings;
  }

  private crossFindings(view: SkillView): Finding[] {
    const key = `skill:${view.record.path}`;
    let found = this.cross.get(key);
    if (!found) {
      found = [];
      const state = this.index.rootState(view.record.root);
      const config = this.index.configFor(view.record.path);
      const report = createReporter(view.record.path, state.profile, config, found);
      const ctx = { skill: view, config, index: this.index, report };
      for (const rule of state.profile.skillRules) if (rule.crossFile) safeRun(rule.id, () => rule.check(ctx));
      // References such as `{{skill:x}}` may appear in skills too.
      const docCtx = { path: view.record.path, parsed: view.parsed, folder: view.record.root.folder, config, index: this.index, report };
      for (const rule of state.profile.documentRules) safeRun(rule.id, () => rule.check(docCtx));
      this.cross.set(key, found);
    }
    return found;
  }

  private ensureRootFindings(view: SkillView): void {
    const root = view.record.root;
    if (this.rootDone.has(root.path)) return;
    this.rootDone.add(root.path);
    const state = this.index.rootState(root);
    const config = this.index.configFor(root.folder);
    const skills = this.index.skillsOf(root);
    for (const rule of state.profile.rootRules) {
      safeRun(rule.id, () => rule.check({
        root, skills, config, index: this.index,
        report: (p, r) => {
          const key = `root:${p}`;
          const list = this.cross.get(key) ?? [];
          createReporter(p, state.profile, config, list)(r);
          this.cross.set(key, list);
        },
      }));
    }
  }

  private documentFindings(p: string): Finding[] {
    const key = `doc:${p}`;
    let found = this.cross.get(key);
    if (!found) {
      found = [];
      const parsed = this.index.parsedAt(p)!;
      const folder = this.index.folderOf(p) ?? '';
      const config = this.index.configFor(p);
      const seen = new Set<string>();
      for (const state of this.index.roots()) {
        if (state.root.folder !== folder || seen.has(state.profile.id)) continue;
        seen.add(state.profile.id);
        const report = createReporter(p, state.profile, config, found);
        for (const rule of state.profile.documentRules) safeRun(rule.id, () => rule.check({ path: p, parsed, folder, config, index: this.index, report }));
      }
      this.cross.set(key, found);
    }
    return found;
  }
}

/** A broken rule must not take the others (or the server) down with it. */
function safeRun(id: string, fn: () => void): void {
  try {
    fn();
  } catch (err) {
    console.error(`rule ${id} failed: ${(err as Error)?.stack ?? String(err)}`);
  }
}
