import * as path from 'node:path';
import type { ServiceConfig } from '../config/serviceConfig';
import { configForFile } from '../config/configScopes';
import { discoverSkills } from '../discovery/discoverSkills';
import { folderWalkLimits } from '../agents/folderWalkLimits';
import type { Discovery, IgnoredEntry, SkillCandidate, SkillRoot } from '../discovery/skillRoot';
import type { SkippedPlace } from '../discovery/skipLog';
import { readText } from '../fs/readText';
import type { FileSystem } from '../fs/fileSystem';
import type { SkillInfo, SkillRecord } from '../model/skillRecord';
import { headerPart, rehydrateSkill } from '../parse/parseSkill';
import { DiskReads } from './diskReads';
import { SkillReads } from './skillReads';
import type { ParsedSkill, SourceText } from '../parse/parsedSkill';
import { ProfileVotes } from '../profiles/detectProfile';
import type { IndexView, Profile, ProfiledView, SkillName, SkillView } from '../profiles/profile';
import { getProfile } from '../profiles/registry';
import { OtherDocuments } from './otherDocuments';
import { RootStates, type RootState } from './rootStates';
import { FolderLists, type FolderPart } from './folderLists';
import { RootViews } from './rootViews';
import { SkillCandidates } from './skillCandidates';
import { chooseProfile } from '../profiles/profileChoice';
import { candidateForPath } from '../discovery/candidateForPath';
import { containingFolder } from '../discovery/containingFolder';
import { unsavedCandidates } from './unsavedCandidates';
import { BULK_CHANGES } from './bulkChanges';
import type { IndexOptions } from './indexOptions';
import { indexBuild, type IndexBuild } from './indexBuild';
import { skillStatus } from './skillStatus';
import { indexChangeFacts } from './indexChangeFacts';
import { FolderConfigs } from './folderConfigs';
import { diskChange, type ChangeFacts } from './diskChange';
import { DescribedViews } from './describedViews';
import { EditJournal, type EditMark } from './editJournal';

export { BULK_CHANGES } from './bulkChanges';
export type { IndexOptions } from './indexOptions';
export type { IndexBuild } from './indexBuild';
export type { RootState } from './rootStates';

/**
 * The one index of all skills of all workspace folders. Files are read once and parsed
 * once per version; editor buffers override disk; a change re-parses one file and marks
 * its root dirty, never re-reading the workspace.
 */
export class SkillIndex implements IndexView {
  readonly fs: FileSystem;
  private folders: string[] = [];
  private discovery: Discovery = { roots: [], skills: [], ignored: [], otherMarkdown: [], log: [], skipped: [] };
  private readonly records = new Map<string, SkillRecord>();
  private readonly disk: DiskReads;
  private readonly candidates = new SkillCandidates();
  private readonly overlays = new Map<string, SourceText>();
  /** Markdown files outside skills; parsed on first use (most are never asked about). */
  private readonly otherDocs: OtherDocuments;
  private readonly rootStates = new RootStates();
  private readonly views = new RootViews();
  private readonly described = new DescribedViews();
  private readonly reads: SkillReads;
  /** What the index answers about a path that changed on disk (see `diskChange`). */
  private readonly changeFacts: ChangeFacts;
  /** The folder-wide lists rules ask for (see `FolderLists`). */
  private readonly folderLists = new FolderLists();
  /** The files read again in place, for a host asking what changed since it last looked. */
  private readonly journal = new EditJournal();
  private readonly configs: FolderConfigs;
  private versionCounter = 0;
  /** Bumped by each walk: a stepwise build superseded by a later one stops. */
  private buildGeneration = 0;
  /** Bumped when anything changes; caches of derived data key on it. */
  epoch = 0;
  /**
   * Bumped only when what other files can see changes: a header, a file appearing or
   * vanishing, settings. Typing in a body leaves it alone, so cross-file results survive.
   */
  headerEpoch = 0;
  /** Bumped only when files appear or vanish (what reference checks depend on). */
  fsEpoch = 0;
  /**
   * Bumped only when the skills of a folder or their names may have changed: a skill appearing
   * or vanishing, a header edit that changes its name, a walk. Rules that read `other-names` key on it.
   */
  namesEpoch = 0;

  constructor(private readonly options: IndexOptions) {
    this.fs = options.fs;
    this.configs = new FolderConfigs(options.configFor);
    this.disk = new DiskReads(options.fs, options.log, options.keepReads ?? true);
    this.reads = new SkillReads(this.disk, {
      overlay: (p) => this.overlays.get(p),
      nextVersion: () => ++this.versionCounter,
      provisionalState: (root, votes) => this.provisionalState(root, votes),
      statusOf: (record, profile, info) => this.statusOf(record, profile, info),
      described: this.described,
    });
    this.otherDocs = new OtherDocuments(options.fs, this.overlays, () => ++this.versionCounter);
    this.changeFacts = indexChangeFacts({
      fs: this.fs,
      candidates: this.candidates,
      otherDocs: this.otherDocs,
      hasOverlay: (p) => this.overlays.has(p),
      roots: () => this.discovery.roots,
      folderOf: (p) => this.folderOf(p),
      configFor: (p) => this.configFor(p),
      deep: options.deep ?? true,
    });
  }

  /** Sets the workspace folders (absolute paths) and re-indexes from disk. */
  setFolders(folders: readonly string[]): void {
    this.beginSetFolders(folders).step(Infinity);
  }

  /** `setFolders` in steps (see `beginReindex`). */
  beginSetFolders(folders: readonly string[]): IndexBuild {
    this.folders = folders.map((f) => path.resolve(f));
    return this.beginReindex();
  }

  get workspaceFolders(): readonly string[] {
    return this.folders;
  }

  /** Settings of the folder holding `p` (cached per folder until `configChanged`), with the config file's overrides for `p`. */
  configFor(p: string): ServiceConfig {
    return configForFile(this.configs.of(this.folderOf(p) ?? ''), p);
  }

  /** Drops cached settings; roots' profiles and skills dirs are re-read. */
  configChanged(): void {
    this.configs.clear();
    this.reindex();
  }

  /** Walks every folder and reads every skill (the cold index). */
  reindex(): void {
    this.beginReindex().step(Infinity);
  }

  /**
   * The cold index in steps, for a host that must stay responsive (the server): the walk
   * now, then each `step` reads skills until its time is up. Until the last step, the
   * index holds only the skills read so far: the host asks it nothing else meanwhile (it
   * may still open, edit and close documents). A later `reindex` supersedes the build.
   */
  beginReindex(): IndexBuild {
    // Bumped first, so results computed while files are read carry the final epochs.
    this.headerEpoch++;
    this.fsEpoch++;
    this.namesEpoch++;
    const generation = ++this.buildGeneration;
    const dirs = new Set<string>();
    for (const f of this.folders) for (const d of this.configFor(f).skillsDirs) dirs.add(d);
    // A buffer equal to a file deleted since (its watcher event missed) goes with the file.
    for (const p of [...this.overlays.keys()]) if (this.fs.stat(p)?.kind !== 'file' && this.options.holdsUnsaved?.(p) === false) this.overlays.delete(p);
    const walked = discoverSkills(this.fs, this.folders, { skillsDirs: [...dirs], deep: this.options.deep ?? true, otherMarkdown: true, folderLimits: folderWalkLimits(), ...(this.options.limits ? { limits: this.options.limits } : {}) });
    this.discovery = { ...walked, skills: [...walked.skills, ...unsavedCandidates(this.fs, this.overlays.keys(), walked.roots, walked.skills)] };
    for (const line of this.discovery.log) this.options.log?.(line);
    this.records.clear();
    this.described.forgetEarly();
    this.candidates.reset(this.discovery.skills);
    this.rootStates.clear();
    // One vote count per root, filled as its skills are read.
    const pending: { readonly candidate: SkillCandidate; readonly votes: ProfileVotes }[] = [];
    for (const [, list] of this.candidates.roots()) {
      const votes = new ProfileVotes();
      for (const candidate of list) pending.push({ candidate, votes });
    }
    const finish = () => {
      this.disk.keepOnly((p) => this.candidates.has(p));
      this.otherDocs.clear();
      for (const p of this.discovery.otherMarkdown) this.otherDocs.add(p);
      for (const p of this.overlays.keys()) if (!this.candidates.has(p)) this.otherDocs.add(p);
      // Names asked while the skills were being read were those of the ones read so far.
      this.namesEpoch++;
      this.invalidateAll();
    };
    const readNext = (i: number) => {
      const { candidate, votes } = pending[i]!;
      // Removed or replaced meanwhile (a buffer closed on a file gone from disk).
      if (this.candidates.get(candidate.path) === candidate) this.records.set(candidate.path, this.reads.cached(candidate, votes));
    };
    return indexBuild(pending.length, readNext, finish, () => generation !== this.buildGeneration);
  }

  /** An editor opened or changed a document: its text (or the start of a huge one) replaces the disk's. */
  setOverlay(p: string, text: SourceText): void {
    this.overlays.set(p, text);
    // A new, unsaved skill (`skills/new.md` not yet on disk) is a skill from its first keystroke.
    if (!this.candidates.has(p)) {
      const c = candidateForPath(p, this.discovery.roots);
      if (c) this.addCandidate(c);
      // The first skill of a skills folder made after the last walk: walk again to find the root.
      else if (!this.otherDocs.has(p) && this.changeFacts.inMissedRoot(p) && this.fs.stat(p)?.kind === 'file') return this.reindex();
    }
    this.refresh(p);
  }

  /** The editor closed a document: the disk's text is used again. */
  clearOverlay(p: string): void {
    if (!this.overlays.delete(p)) return;
    if (this.candidates.has(p) && this.fs.stat(p)?.kind !== 'file') this.removeCandidate(p);
    else if (this.candidates.has(p) || this.otherDocs.has(p)) this.refresh(p);
  }

  /** The editor text set for a file, if any (what `clearOverlay` would drop). */
  overlayOf(p: string): SourceText | undefined {
    return this.overlays.get(p);
  }

  private addCandidate(c: SkillCandidate): void {
    this.discovery = { ...this.discovery, skills: [...this.discovery.skills, c] };
    this.candidates.add(c);
    this.otherDocs.delete(c.path);
    this.headerEpoch++;
    this.fsEpoch++;
    this.namesEpoch++;
  }

  private removeCandidate(p: string): void {
    const c = this.candidates.remove(p);
    if (!c) return;
    this.discovery = { ...this.discovery, skills: this.discovery.skills.filter((s) => s.path !== p) };
    this.records.delete(p);
    this.headerEpoch++;
    this.fsEpoch++;
    this.namesEpoch++;
    this.invalidateRoot(c.root.path, p);
  }

  /** A file or folder changed, appeared or vanished on disk. */
  fileChanged(p: string): void {
    const change = diskChange(p, this.changeFacts);
    if (change === 'reindex') this.reindex();
    else if (change === 'refresh') this.refresh(p);
    else if (change === 'skill-files') {
      // A script, asset or reference file (or a folder of them) appeared or vanished: the rules that look at files look again.
      this.fsEpoch++;
      this.headerEpoch++;
      this.epoch++;
    }
  }

  /** Many files changed at once (a checkout, a build): past {@link BULK_CHANGES}, one walk instead of one per file. */
  filesChanged(paths: readonly string[]): void {
    const unique = new Set(paths);
    if (unique.size <= BULK_CHANGES) return unique.forEach((p) => this.fileChanged(p));
    for (const p of unique) this.disk.forget(p);
    this.reindex();
  }

  /** Re-reads one file (overlay first) and marks its root dirty. */
  private refresh(p: string): void {
    const c = this.candidates.get(p);
    if (c) {
      this.disk.forget(p);
      const before = this.records.get(p);
      const after = this.reads.cached(c, undefined, before);
      this.records.set(p, after);
      const header = headerPart(before?.parsed) !== headerPart(after.parsed);
      if (header) {
        this.headerEpoch++;
        if (!this.sameName(c.root, before, after)) this.namesEpoch++;
      }
      this.journal.note(p, header);
      this.invalidateRoot(c.root.path, p);
    } else if (this.folderOf(p) && p.toLowerCase().endsWith('.md')) {
      this.otherDocs.add(p);
      this.epoch++;
      this.headerEpoch++;
      this.journal.note(p, true);
    }
  }

  /**
   * True when the root's format names both versions of a skill alike (false when the format is
   * not known yet). The format as last chosen: several edits in a row leave it stale, and an
   * edit that changes it changes every name the index hands out anyway (see `namesInFolder`).
   */
  private sameName(root: SkillRoot, before: SkillRecord | undefined, after: SkillRecord): boolean {
    const profile = this.rootStates.lastKnown(root.path)?.profile;
    if (!profile || !before?.parsed || !after.parsed) return false;
    return profile.describe(before, before.parsed).name === profile.describe(after, after.parsed).name;
  }

  /** Where the index stands now, to ask later what was edited since (`editedSince`). */
  editMark(): EditMark {
    return this.journal.mark(this);
  }

  /** The files read again in place since `mark`; undefined when anything else changed too (see `EditJournal.since`). */
  editedSince(mark: EditMark): string[] | undefined {
    return this.journal.since(mark, this);
  }

  /** Called with the complete parse of every file read from disk, before its body is dropped. */
  onFullRead(listener: (view: SkillView, profile: Profile) => void): void {
    this.reads.onFullRead(listener);
  }

  /** The profile a root will most likely get: the setting, or the votes counted so far. */
  private provisionalState(root: SkillRoot, votes: ProfileVotes | undefined): RootState {
    const done = this.rootStates.get(root.path);
    if (done) return done;
    const choice = chooseProfile(root, this.configFor(root.folder), votes ?? new ProfileVotes());
    return { root, choice, profile: getProfile(choice.profile) };
  }

  /**
   * The complete parse of a skill or markdown file: the editor's text when open, else the
   * file read again under the kept header. Undefined when it cannot be read.
   */
  fullParsed(p: string): ParsedSkill | undefined {
    const record = this.records.get(p);
    const kept = record ? record.parsed : this.otherDocs.parsed(p);
    if (!kept || kept.complete) return kept;
    const { decoded } = readText(this.fs, p);
    return decoded.ok ? rehydrateSkill(kept, decoded.text) : undefined;
  }

  private invalidateAll(): void {
    this.rootStates.clear();
    this.views.clear();
    this.epoch++;
  }

  /** A file of a root changed, appeared or vanished (undefined: any may have): its vote and view are redone on next use. */
  private invalidateRoot(rootPath: string, changed?: string): void {
    this.rootStates.delete(rootPath, changed);
    this.views.invalidate(rootPath, changed);
    this.epoch++;
  }

  /** Roots of every folder with their profiles. */
  roots(): readonly RootState[] {
    return this.discovery.roots.map((r) => this.rootState(r));
  }

  rootState(root: SkillRoot): RootState {
    const current = this.rootStates.get(root.path);
    if (current) return current;
    const before = this.rootStates.lastKnown(root.path);
    const state = this.rootStates.compute(root, this.configFor(root.folder), () => this.recordsOf(root), (p) => (this.candidates.get(p)?.root.path === root.path ? this.records.get(p) : undefined));
    // An edit changed the root's format: its skills may go by other names now.
    if (before && before.profile !== state.profile) this.namesEpoch++;
    return state;
  }

  /** Every record of a root, readable or not. */
  recordsOf(root: SkillRoot): SkillRecord[] {
    return this.candidates.ofRoot(root.path).map((c) => this.records.get(c.path)!);
  }

  skillsOf(root: SkillRoot): readonly ProfiledView[] {
    const fresh = this.views.fresh(root.path);
    if (fresh) return fresh;
    const { profile } = this.rootState(root);
    return this.views.build(root.path, profile.id, this.candidates.ofRoot(root.path), {
      records: () => this.recordsOf(root),
      recordAt: (p) => this.records.get(p),
      view: (record, parsed) => this.described.current(record, profile, parsed, (info) => this.statusOf(record, profile, info)),
    });
  }

  /** Which files `skillsOf(root)` holds: the same object while they are only edited (see `RootViews.members`). */
  membersOf(root: SkillRoot): object {
    this.skillsOf(root);
    return this.views.members(root.path)!;
  }

  /** Served unless in a layout the profile ignores, shadowed, or disabled. */
  private statusOf(record: SkillRecord, profile: Profile, info: SkillInfo) {
    return skillStatus(record, profile, info, this.candidates.hasFlat(record.root.path, record.dirName));
  }

  skillsInFolder(folder: string): readonly ProfiledView[] {
    return this.folderLists.skillsOf(folder, this.epoch, () => {
      const parts: FolderPart[] = [];
      for (const r of this.discovery.roots) if (r.folder === folder) parts.push(this.skillsOf(r));
      return parts;
    });
  }

  /** The folder's skills by name, the same list until a name changes, a skill appears or vanishes, or a root's format changes. */
  namesInFolder(folder: string): readonly SkillName[] {
    const profiles = () => this.discovery.roots.filter((r) => r.folder === folder).map((r) => this.rootState(r).profile.id).join(' ');
    return this.folderLists.namesOf(folder, this.epoch, this.namesEpoch, profiles, () => this.skillsInFolder(folder));
  }

  /** The view of one skill file, if it is a skill. */
  skillAt(p: string): SkillView | undefined {
    const c = this.candidates.get(p);
    if (!c) return undefined;
    this.skillsOf(c.root);
    const v = this.described.at(p);
    return v && v.record === this.records.get(p) ? v : undefined;
  }

  /** The record of one skill file (readable or not). */
  recordAt(p: string): SkillRecord | undefined {
    return this.records.get(p);
  }

  /** Parsed text of any indexed markdown file (skill or not). */
  parsedAt(p: string): ParsedSkill | undefined {
    return this.records.get(p)?.parsed ?? this.otherDocs.parsed(p);
  }

  /** Version of a non-skill markdown file's text (changes when it is edited or re-read). */
  otherVersion(p: string): number {
    return this.otherDocs.version(p);
  }

  /** True for an indexed markdown file that is not a skill. */
  isOtherDocument(p: string): boolean {
    return this.otherDocs.has(p);
  }

  /** Markdown files that are not skills (prompts, references, docs). */
  otherDocuments(): readonly string[] {
    return this.otherDocs.paths();
  }

  /** Files and folders discovery left out, with the reason. */
  ignored(): readonly IgnoredEntry[] {
    return this.discovery.ignored;
  }

  /** Places discovery left out (unreadable, too deep, links out of the folder…), with the reason. */
  skipped(): readonly SkippedPlace[] {
    return this.discovery.skipped;
  }

  /** Every skill file path known (readable or not). */
  skillPaths(): readonly string[] {
    return [...this.records.keys()];
  }

  /** The workspace folder that contains `p`, if any (the longest match). */
  folderOf(p: string): string | undefined {
    // Collections found above a folder (a lone skill folder linted directly) belong to it too.
    return containingFolder(this.folders, p) ?? this.candidates.get(p)?.root.folder;
  }
}
