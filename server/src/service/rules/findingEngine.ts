import type { ServiceConfig } from '../config/serviceConfig';
import type { RootState, SkillIndex } from '../index/skillIndex';
import type { EditMark } from '../index/editJournal';
import type { Finding } from '../model/finding';
import type { SkillRecord } from '../model/skillRecord';
import type { Profile, SkillRule, SkillView } from '../profiles/profile';
import { scannedPart } from '../parse/scannedPart';
import { partlyCheckedReport, unreadableFinding } from './commonRules';
import { compareFindings, createReporter, detachFor, keptWithPool, type Kept, type KeptParts } from './reporter';
import { FILE_START } from '../model/fileStart';
import { SuppressionCache } from './suppressionCache';
import { WorkspaceRootFindings } from './workspaceRootFindings';
import { DocumentFindings } from './documentFindings';
import { rulesToRun } from './rulesToRun';
import { profileRules } from './profileRules';
import { readsHeaderOnly } from './rule';
import { sameItems } from '../model/sameItems';
import { emptyHalves, keptOr, sameHalf, type Halves, type LocalHalves } from './findingHalves';

/** The shared empty list of a part with nothing to say (same array every time, see `merged`). */
const NONE: readonly Finding[] = Object.freeze([]);

/**
 * Runs the rules and caches their findings. Per-file rules are keyed by the file's
 * version (those reading no body by its header's), so an edit re-runs one file's rules, and
 * typing in its body only those that read it; cross-file, document and root rules by the
 * index's header epoch, so typing in a body never re-runs them for other files (cross-file
 * rules that read only the other skills' names by the names epoch, so a description edit does
 * not either); rules that only look at the file system by the file-system epoch.
 * What document rules gather from a text is kept per version, and a file's merged answer
 * while its parts are the same lists, so a header edit costs little for the other files.
 */
export class FindingEngine {
  /**
   * Per-file rules' findings by half (those reading only the header hold through a body edit
   * that keeps it, see `SkillRecord.headerVersion`), with the profile's last word on the version.
   */
  private readonly local = new Map<string, LocalHalves>();
  /** Cross-file skill rules' findings, per version (header version for those reading no body) and the epochs of what they read of the other skills. */
  private readonly cross = new Map<string, Halves>();
  /** File-system rules' findings, likewise, per file-system epoch. */
  private readonly fsCross = new Map<string, Halves>();
  /** What cross-file rules worked out from each file alone, per version (see `SkillRule.own`). */
  private readonly owned = new Map<string, { version: number; profile: string; config: object; byRule: Map<string, unknown> }>();
  /**
   * The last merged, sorted answer per file, with what it was merged from: the record (or
   * version of a markdown file) and each part's cached list. Unchanged parts give the same
   * answer, so editing one header does not re-merge the findings of every other file.
   */
  private readonly merged = new Map<string, { source: SkillRecord | number; parts: readonly (readonly Finding[])[]; findings: readonly Finding[] }>();
  /** Document rules' findings and what they gathered from each file's text (see `DocumentFindings`). */
  private readonly documents: DocumentFindings;
  /** What the root rules found, by path (see `WorkspaceRootFindings`). */
  private readonly roots: WorkspaceRootFindings;
  /** The suppression comments of each file's current text (see `SuppressionCache`). */
  private readonly suppressions: SuppressionCache;

  /** What findings keep (see `KeptParts`), with the pool of their texts; unset: everything. */
  private readonly keep: Kept | undefined;

  /** @param keep what findings keep for a host that shows one language (see `KeptParts`); unset: everything. */
  constructor(private readonly index: SkillIndex, keep?: KeptParts) {
    this.keep = keptWithPool(keep);
    this.suppressions = new SuppressionCache(index);
    this.roots = new WorkspaceRootFindings(index, this.keep, safeRun);
    this.documents = new DocumentFindings(index, this.keep, this.suppressions, safeRun);
    index.onFullRead((view, profile) => this.precomputeLocal(view, profile));
  }

  /** Findings of one file, sorted; the same array until the file or what it depends on changes. */
  findings(p: string): readonly Finding[] {
    const record = this.index.recordAt(p);
    const parts: (readonly Finding[])[] = [];
    if (record) {
      const view = this.index.skillAt(p);
      if (view) {
        const { profile } = this.index.rootState(view.record.root);
        parts.push(...this.localFindings(view), ...this.fsCrossFindings(view, profile), ...this.crossFindings(view, profile), this.documents.ofSkill(view, profile));
        this.roots.ensure(view.record.root);
      }
    } else if (this.index.isOtherDocument(p)) {
      parts.push(this.documents.ofDocument(p));
    }
    parts.push(this.roots.of(p) ?? NONE);
    // The profile's last word (`Profile.lastWord`) is said only where no rule found an error.
    const held = this.local.get(p)?.held;
    if (held && held.length > 0 && !parts.some((part) => part.some((f) => f.severity === 'error'))) parts.push(held);
    const source = record ?? this.index.otherVersion(p);
    const hit = this.merged.get(p);
    if (hit && hit.source === source && sameItems(hit.parts, parts)) return hit.findings;
    const findings = this.suppressions.apply(p, record, mergeParts(parts, record && unreadableFinding(record)));
    if (this.keep?.once) this.release(p);
    else this.merged.set(p, { source, parts, findings });
    return findings;
  }

  /**
   * Findings of the rules that read this file alone (not other files, not its root), with its
   * suppression comments applied: a first answer for an open file before the rest is known.
   */
  ownFindings(p: string): readonly Finding[] {
    const record = this.index.recordAt(p);
    const view = record && this.index.skillAt(p);
    if (!record || !view) return NONE;
    return this.suppressions.apply(p, record, mergeParts(this.localFindings(view), unreadableFinding(record)));
  }

  /**
   * Drops what only served the findings of `p` (see `KeptParts.once`). Root findings stay:
   * their rules ran once for the whole root, and would not run again for one file.
   */
  private release(p: string): void {
    this.local.delete(p);
    this.cross.delete(p);
    this.documents.forget(p);
    this.fsCross.delete(p);
    this.owned.delete(p);
    this.suppressions.forget(p);
  }

  /** Where things stand now, to ask `changedSince` later. */
  changeMark(): ChangeMark {
    // The roots' formats first: one that changes on being worked out bumps the names epoch, which the index's mark then holds.
    const profiles = profilesOf(this.index.roots());
    return { index: this.index.editMark(), roots: this.roots.mark(), profiles };
  }

  /**
   * The files whose findings may differ from what they were at `mark`: the files edited since,
   * and those whose root findings the edits moved (every root's rules run now). Undefined when
   * any file's may: files appeared or vanished, a name or a root's format changed, the
   * settings changed, or an edited skill's folder has a rule that reads the other headers.
   */
  changedSince(mark: ChangeMark): string[] | undefined {
    const edited = this.index.editedSince(mark.index);
    if (!edited) return undefined;
    const states = this.index.roots();
    if (profilesOf(states) !== mark.profiles) return undefined;
    const folders = new Set<string>();
    for (const p of edited) {
      const record = this.index.recordAt(p);
      if (record) folders.add(record.root.folder);
    }
    for (const state of states) if (folders.has(state.root.folder) && profileRules(state.profile).readsOtherHeaders) return undefined;
    this.roots.ensureAll();
    const moved = this.roots.movedSince(mark.roots);
    return moved && [...new Set([...edited, ...moved])];
  }

  /** Findings of every indexed file that has any. */
  allFindings(): ReadonlyMap<string, readonly Finding[]> {
    const all = new Map<string, readonly Finding[]>();
    for (const state of this.index.roots()) for (const v of this.index.skillsOf(state.root)) this.roots.ensure(v.record.root);
    for (const p of [...this.index.skillPaths(), ...this.index.otherDocuments()]) {
      const f = this.findings(p);
      if (f.length > 0) all.set(p, f);
    }
    return all;
  }

  /**
   * Rules that look at this file alone, on its complete text: those reading only its header
   * again only when the header changed, the others on every version.
   */
  private localFindings(view: SkillView): readonly (readonly Finding[])[] {
    const p = view.record.path;
    const { profile } = this.index.rootState(view.record.root);
    const config = this.index.configFor(p);
    const kept = this.local.get(p);
    const at = { epoch: 0, fsEpoch: 0, profile: profile.id, config };
    if (kept && sameHalf(kept.header, { key: view.record.headerVersion, ...at }) && sameHalf(kept.body, { key: view.record.version, ...at })) return [kept.header.findings, kept.body.findings];
    const parsed = this.index.fullParsed(p);
    if (parsed) this.suppressions.remember(p, view.record.version, parsed);
    const halves = parsed ? this.runLocal(parsed === view.parsed ? view : { ...view, parsed }, profile, config, kept) : emptyHalves(view.record, at);
    this.local.set(p, halves);
    return [halves.header.findings, halves.body.findings];
  }

  /**
   * Runs the per-file rules, and the cross-file rules that only look at the file system,
   * while the index still holds a file's complete text (a cold index reads each file once).
   */
  private precomputeLocal(view: SkillView, profile: Profile): void {
    const p = view.record.path;
    const config = this.index.configFor(p);
    this.suppressions.remember(p, view.record.version, view.parsed);
    this.local.set(p, this.runLocal(view, profile, config, undefined));
    this.fsCrossFindings(view, profile, view);
    // What cross-file rules judge of this file alone, from this parse: their check then only asks about the others.
    const owning = rulesToRun(profileRules(profile).cross, config).filter((r) => r.own);
    if (owning.length > 0) {
      const byRule = new Map<string, unknown>();
      for (const rule of owning) safeRun(rule.id, () => {
        const own = rule.own!(readsHeaderOnly(rule) ? view : scannedView(view), config);
        byRule.set(rule.id, own === undefined ? undefined : detachFor(own, this.keep, config));
      });
      this.owned.set(p, { version: view.record.version, profile: profile.id, config, byRule });
    }
    this.documents.gatherOnRead(view, profile);
    // Root rules' keys now, from what the local rules worked out on this parse (see `RootRule.peerKeys`).
    const rootConfig = this.index.configFor(view.record.root.folder);
    for (const rule of rulesToRun(profileRules(profile).root, rootConfig)) if (rule.peerKeys) safeRun(rule.id, () => rule.peerKeys!(view, this.index, rootConfig));
  }

  private runCross(rules: readonly SkillRule[], view: SkillView, profile: Profile, config: ServiceConfig): Finding[] {
    const findings: Finding[] = [];
    const report = createReporter(view.record.path, profile, config, findings, this.keep);
    const part = scannedView(view);
    for (const rule of rulesToRun(rules, config)) safeRun(rule.id, () => rule.check({ skill: readsHeaderOnly(rule) ? view : part, profile, config, index: this.index, report }));
    return findings;
  }

  /**
   * File-system cross-file rules (reference files, bundled files): precomputed on a cold index,
   * re-run when files change; those reading no body keep their findings through a body edit.
   * `whole`: the view on the complete text when the caller holds it.
   */
  private fsCrossFindings(view: SkillView, profile: Profile, whole?: SkillView): readonly (readonly Finding[])[] {
    const p = view.record.path;
    const { header, body } = profileRules(profile).fsByText;
    if (header.length === 0 && body.length === 0) return [];
    const config = this.index.configFor(p);
    const kept = this.fsCross.get(p);
    const at = { epoch: this.index.fsEpoch, fsEpoch: 0, profile: profile.id, config };
    const halves: Halves = {
      header: header.length === 0 ? undefined : keptOr(kept?.header, { key: view.record.headerVersion, ...at }, () => this.runCross(header, view, profile, config)),
      body: body.length === 0 ? undefined : keptOr(kept?.body, { key: view.record.version, ...at }, () => this.runCross(body, whole ?? this.wholeView(view), profile, config)),
    };
    this.fsCross.set(p, halves);
    return [halves.header?.findings ?? NONE, halves.body?.findings ?? NONE];
  }

  /** The view on a skill's complete text (the editor's, or the file read again under its kept header). */
  private wholeView(view: SkillView): SkillView {
    const parsed = this.index.fullParsed(view.record.path);
    return parsed && parsed !== view.parsed ? { ...view, parsed } : view;
  }

  /**
   * The per-file rules' findings by half, each kept from `kept` while it holds, and the
   * profile's last word on the file (`held`: said where no rule finds an error), with the body half.
   */
  private runLocal(whole: SkillView, profile: Profile, config: ServiceConfig, kept: LocalHalves | undefined): LocalHalves {
    const { header, body } = profileRules(profile).localByText;
    const at = { epoch: 0, fsEpoch: 0, profile: profile.id, config };
    // A huge body is checked up to a limit, and the file says so once (with the rules that read it).
    const view = scannedView(whole);
    const run = (rules: readonly SkillRule[], fileNotes: boolean) => (): Finding[] => {
      const findings: Finding[] = [];
      const report = createReporter(whole.record.path, profile, config, findings, this.keep);
      if (fileNotes) {
        const partly = partlyCheckedReport(view.parsed);
        if (partly) report(partly);
        if (view.status === 'layout') {
          const flat = view.record.layout === 'flat';
          report({ code: 'layout-unsupported', range: FILE_START, message: { en: `This file is ignored: the ${profile.label.en} format does not load ${flat ? 'flat <name>.md files' : '<name>/SKILL.md folders'}.`, fr: `Ce fichier est ignoré : le format ${profile.label.fr} ne charge pas les ${flat ? 'fichiers à plat <nom>.md' : 'dossiers <nom>/SKILL.md'}.` } });
        }
      }
      const ctx = { skill: view, profile, config, index: this.index, report };
      for (const rule of rulesToRun(rules, config)) safeRun(rule.id, () => rule.check(rule.reads.includes('whole-text') ? { ...ctx, skill: whole } : ctx));
      return findings;
    };
    const headerHalf = keptOr(kept?.header, { key: whole.record.headerVersion, ...at }, run(header, false));
    const bodyHalf = keptOr(kept?.body, { key: whole.record.version, ...at }, run(body, true));
    if (bodyHalf === kept?.body) return { header: headerHalf, body: bodyHalf, held: kept.held };
    return { header: headerHalf, body: bodyHalf, held: this.lastWord(view, profile, config) };
  }

  /** The profile's last word on a skill (see `Profile.lastWord`), said only where no rule finds an error. */
  private lastWord(view: SkillView, profile: Profile, config: ServiceConfig): readonly Finding[] {
    const last = profile.lastWord;
    if (!last || view.status === 'layout') return NONE;
    const held: Finding[] = [];
    const hold = createReporter(view.record.path, profile, config, held, this.keep);
    safeRun(`${profile.id}/last-word`, () => { for (const r of last(view, config)) hold(r); });
    return held;
  }

  /**
   * Skill rules that ask about the other skills of the folder, again only when what they read of
   * them changes (see `otherSkillsEpochs`): a rule that reads only their names (`other-names`)
   * keeps its findings through a description edit elsewhere, one that reads no body through a
   * body edit of this file.
   */
  private crossFindings(view: SkillView, profile: Profile): readonly (readonly Finding[])[] {
    const p = view.record.path;
    const { header, body } = profileRules(profile).crossByText;
    if (header.length === 0 && body.length === 0) return [];
    const config = this.index.configFor(p);
    const kept = this.cross.get(p);
    const owns = this.owned.get(p);
    const owned = owns && owns.version === view.record.version && owns.profile === profile.id && owns.config === config ? owns.byRule : undefined;
    const run = (rules: readonly SkillRule[], skill: SkillView) => () => {
      const findings: Finding[] = [];
      const report = createReporter(p, profile, config, findings, this.keep);
      for (const rule of rulesToRun(rules, config)) {
        const ctx = { skill: readsHeaderOnly(rule) ? view : skill, profile, config, index: this.index, report };
        safeRun(rule.id, () => rule.check(owned?.has(rule.id) ? { ...ctx, own: owned.get(rule.id) } : ctx));
      }
      return findings;
    };
    const at = (rules: readonly SkillRule[], key: number) => {
      const [epoch, fsEpoch] = this.otherSkillsEpochs(rules);
      return { key, epoch, fsEpoch, profile: profile.id, config };
    };
    const halves: Halves = {
      header: header.length === 0 ? undefined : keptOr(kept?.header, at(header, view.record.headerVersion), run(header, view)),
      body: body.length === 0 ? undefined : keptOr(kept?.body, at(body, view.record.version), () => run(body, scannedView(this.wholeView(view)))()),
    };
    this.cross.set(p, halves);
    return [halves.header?.findings ?? NONE, halves.body?.findings ?? NONE];
  }

  /**
   * The index epochs the results of `rules` hold for: the header epoch when one of them reads
   * other headers (it moves with every file change too); else the names epoch, and the
   * file-system epoch when one of them reads files.
   */
  private otherSkillsEpochs(rules: readonly SkillRule[]): readonly [number, number] {
    if (rules.some((r) => r.reads.includes('other-headers'))) return [this.index.headerEpoch, 0];
    return [this.index.namesEpoch, rules.some((r) => r.reads.includes('file-system')) ? this.index.fsEpoch : 0];
  }

}

/** Where the engine stood at some point (see `FindingEngine.changedSince`). */
export interface ChangeMark {
  readonly index: EditMark;
  readonly roots: number;
  /** Every root with its format. */
  readonly profiles: string;
}

/** Every root with its format, as one string to compare. */
function profilesOf(states: readonly RootState[]): string {
  return states.map((s) => `${s.root.path}\0${s.profile.id}`).join('\0');
}

/** The view body rules get: its parse cut to the scanned part when the file is huge. */
function scannedView(view: SkillView): SkillView {
  const parsed = scannedPart(view.parsed);
  return parsed === view.parsed ? view : { ...view, parsed };
}

/** A broken rule must not take the others (or the server) down with it. */
function safeRun(id: string, fn: () => void): void {
  try {
    fn();
  } catch (err) {
    console.error(`rule ${id} failed: ${(err as Error)?.stack ?? String(err)}`);
  }
}

/**
 * The parts' findings in one sorted list. Most files have findings in one part at most:
 * that part's own array is sorted and used (the engine owns it), saving a copy per file.
 */
function mergeParts(parts: readonly (readonly Finding[])[], unreadable: Finding | undefined): readonly Finding[] {
  const filled = parts.filter((l) => l.length > 0);
  if (!unreadable && filled.length === 0) return NONE;
  if (!unreadable && filled.length === 1) return (filled[0] as Finding[]).sort(compareFindings);
  const out: Finding[] = unreadable ? [unreadable] : [];
  for (const list of filled) out.push(...list);
  return out.sort(compareFindings);
}
