import * as path from 'node:path';
import { DEFAULT_CONFIG, type ProfileId, type ServiceConfig } from '../config/serviceConfig';
import { discoverSkills, type WalkLimits } from '../discovery/discoverSkills';
import type { Discovery, IgnoredEntry, SkillCandidate, SkillRoot } from '../discovery/skillRoot';
import { decodeText } from '../fs/decodeText';
import type { FileSystem } from '../fs/fileSystem';
import type { SkillRecord } from '../model/skillRecord';
import { parseSkill } from '../parse/parseSkill';
import type { ParsedSkill } from '../parse/parsedSkill';
import { detectProfile, type ProfileChoice } from '../profiles/detectProfile';
import type { IndexView, Profile, SkillStatus, SkillView } from '../profiles/profile';
import { getProfile } from '../profiles/registry';

/** Options of an index. */
export interface IndexOptions {
  readonly fs: FileSystem;
  /** Settings of a workspace folder; called again after `configChanged`. */
  readonly configFor?: (folder: string) => ServiceConfig;
  /** Also index `SKILL.md` at any depth (collections). */
  readonly deep?: boolean;
  readonly limits?: WalkLimits;
  readonly log?: (line: string) => void;
}

/** A root with the profile chosen for it. */
export interface RootState {
  readonly root: SkillRoot;
  readonly choice: ProfileChoice;
  readonly profile: Profile;
}

/**
 * The one index of all skills of all workspace folders. Files are read once and parsed
 * once per version; editor buffers override disk; a change re-parses one file and marks
 * its root dirty, never re-reading the workspace.
 */
export class SkillIndex implements IndexView {
  readonly fs: FileSystem;
  private folders: string[] = [];
  private discovery: Discovery = { roots: [], skills: [], ignored: [], otherMarkdown: [], log: [] };
  private readonly records = new Map<string, SkillRecord>();
  /** Disk reads by path with the stat they were made at, so a re-walk reuses unchanged files. */
  private readonly diskCache = new Map<string, { mtimeMs: number; size: number; record: SkillRecord }>();
  private candidatesByRoot = new Map<string, SkillCandidate[]>();
  private readonly candidates = new Map<string, SkillCandidate>();
  private readonly overlays = new Map<string, string>();
  private readonly otherDocs = new Map<string, { parsed: ParsedSkill; version: number }>();
  private rootStates = new Map<string, RootState>();
  private viewsByRoot = new Map<string, SkillView[]>();
  private readonly configs = new Map<string, ServiceConfig>();
  private versionCounter = 0;
  /** Bumped when anything changes; caches of derived data key on it. */
  epoch = 0;

  constructor(private readonly options: IndexOptions) {
    this.fs = options.fs;
  }

  /** Sets the workspace folders (absolute paths) and re-indexes from disk. */
  setFolders(folders: readonly string[]): void {
    this.folders = folders.map((f) => path.resolve(f));
    this.reindex();
  }

  get workspaceFolders(): readonly string[] {
    return this.folders;
  }

  /** Settings of the folder holding `p` (cached per folder until `configChanged`). */
  configFor(p: string): ServiceConfig {
    const folder = this.folderOf(p) ?? '';
    let c = this.configs.get(folder);
    if (!c) {
      c = this.options.configFor?.(folder) ?? DEFAULT_CONFIG;
      this.configs.set(folder, c);
    }
    return c;
  }

  /** Drops cached settings; roots' profiles and skills dirs are re-read. */
  configChanged(): void {
    this.configs.clear();
    this.reindex();
  }

  /** Walks every folder and reads every skill (the cold index). */
  reindex(): void {
    const dirs = new Set<string>();
    for (const f of this.folders) for (const d of this.configFor(f).skillsDirs) dirs.add(d);
    this.discovery = discoverSkills(this.fs, this.folders, { skillsDirs: [...dirs], deep: this.options.deep ?? true, otherMarkdown: true, ...(this.options.limits ? { limits: this.options.limits } : {}) });
    for (const line of this.discovery.log) this.options.log?.(line);
    this.records.clear();
    this.candidates.clear();
    this.candidatesByRoot = new Map();
    for (const c of this.discovery.skills) {
      this.candidates.set(c.path, c);
      const list = this.candidatesByRoot.get(c.root.path);
      if (list) list.push(c);
      else this.candidatesByRoot.set(c.root.path, [c]);
      this.records.set(c.path, this.cachedRead(c));
    }
    for (const p of this.diskCache.keys()) if (!this.candidates.has(p)) this.diskCache.delete(p);
    this.otherDocs.clear();
    for (const p of this.discovery.otherMarkdown) this.loadOther(p);
    for (const p of this.overlays.keys()) if (!this.candidates.has(p)) this.loadOther(p);
    this.invalidateAll();
  }

  /** An editor opened or changed a document: its text replaces the disk's. */
  setOverlay(p: string, text: string): void {
    this.overlays.set(p, text);
    this.refresh(p);
  }

  /** The editor closed a document: the disk's text is used again. */
  clearOverlay(p: string): void {
    if (!this.overlays.delete(p)) return;
    if (this.candidates.has(p) || this.otherDocs.has(p)) this.refresh(p);
  }

  /** A file changed, appeared or vanished on disk. */
  fileChanged(p: string): void {
    const exists = this.fs.stat(p)?.kind === 'file';
    const known = this.candidates.has(p);
    if (!exists && !this.overlays.has(p)) {
      if (known || this.otherDocs.has(p)) this.reindex();
      return;
    }
    if (known || this.otherDocs.has(p)) this.refresh(p);
    else if (p.toLowerCase().endsWith('.md') && this.folderOf(p)) this.reindex();
  }

  /** Re-reads one file (overlay first) and marks its root dirty. */
  private refresh(p: string): void {
    const c = this.candidates.get(p);
    if (c) {
      this.diskCache.delete(p);
      this.records.set(p, this.cachedRead(c));
      this.invalidateRoot(c.root.path);
    } else if (this.folderOf(p) && p.toLowerCase().endsWith('.md')) {
      this.loadOther(p);
      this.epoch++;
    }
  }

  /** Reuses the last disk read when the file's size and mtime have not changed. */
  private cachedRead(c: SkillCandidate): SkillRecord {
    if (this.overlays.has(c.path)) return this.read(c);
    const st = this.fs.stat(c.path);
    const hit = this.diskCache.get(c.path);
    if (st && hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size && hit.record.root.path === c.root.path && hit.record.layout === c.layout) return hit.record;
    const record = this.read(c);
    if (st) this.diskCache.set(c.path, { mtimeMs: st.mtimeMs, size: st.size, record });
    return record;
  }

  private read(c: SkillCandidate): SkillRecord {
    const version = ++this.versionCounter;
    const overlay = this.overlays.get(c.path);
    if (overlay !== undefined) return { ...c, parsed: parseSkill(overlay), source: 'buffer', version };
    const decoded = decodeText(this.fs.readFile(c.path));
    if (!decoded.ok) {
      if (decoded.reason !== 'missing') this.options.log?.(`skipped ${c.path}: ${decoded.reason}`);
      return { ...c, parsed: undefined, unreadable: decoded.reason, source: 'disk', version };
    }
    return { ...c, parsed: parseSkill(decoded.text), source: 'disk', version, ...(decoded.invalidUtf8 ? { invalidUtf8: true } : {}) };
  }

  private loadOther(p: string): void {
    const overlay = this.overlays.get(p);
    const text = overlay ?? (() => {
      const d = decodeText(this.fs.readFile(p));
      return d.ok ? d.text : undefined;
    })();
    if (text === undefined) this.otherDocs.delete(p);
    else this.otherDocs.set(p, { parsed: parseSkill(text), version: ++this.versionCounter });
  }

  private invalidateAll(): void {
    this.rootStates.clear();
    this.viewsByRoot.clear();
    this.epoch++;
  }

  private invalidateRoot(rootPath: string): void {
    this.rootStates.delete(rootPath);
    this.viewsByRoot.delete(rootPath);
    this.epoch++;
  }

  /** Roots of every folder with their profiles. */
  roots(): readonly RootState[] {
    return this.discovery.roots.map((r) => this.rootState(r));
  }

  rootState(root: SkillRoot): RootState {
    let s = this.rootStates.get(root.path);
    if (!s) {
      const config = this.configFor(root.folder);
      const records = this.recordsOf(root);
      const choice: ProfileChoice = config.profile === 'auto'
        ? detectProfile(root, records.map((r) => r.parsed))
        : { profile: config.profile, reason: { en: 'set by skillsmith.profile', fr: 'choisi par skillsmith.profile' }, explicit: true };
      s = { root, choice, profile: getProfile(choice.profile) };
      this.rootStates.set(root.path, s);
    }
    return s;
  }

  /** Every record of a root, readable or not. */
  recordsOf(root: SkillRoot): SkillRecord[] {
    return (this.candidatesByRoot.get(root.path) ?? []).map((c) => this.records.get(c.path)!);
  }

  skillsOf(root: SkillRoot): readonly SkillView[] {
    let views = this.viewsByRoot.get(root.path);
    if (!views) {
      views = this.buildViews(root);
      this.viewsByRoot.set(root.path, views);
    }
    return views;
  }

  private buildViews(root: SkillRoot): SkillView[] {
    const { profile } = this.rootState(root);
    const readable = this.recordsOf(root).filter((r): r is SkillRecord & { parsed: ParsedSkill } => r.parsed !== undefined);
    const flatNames = new Set(readable.filter((r) => r.layout === 'flat').map((r) => r.dirName));
    return readable.map((record) => {
      const info = profile.describe(record, record.parsed);
      let status: SkillStatus = 'served';
      if (!profile.layouts[record.layout]) status = 'layout';
      else if (record.layout === 'folder' && profile.layouts.flat && flatNames.has(record.dirName)) status = 'shadowed';
      else if (!info.enabled) status = 'disabled';
      return { record, parsed: record.parsed, info, status };
    });
  }

  skillsInFolder(folder: string): readonly { readonly view: SkillView; readonly profile: ProfileId }[] {
    const out: { view: SkillView; profile: ProfileId }[] = [];
    for (const r of this.discovery.roots) {
      if (r.folder !== folder) continue;
      const { profile } = this.rootState(r);
      for (const view of this.skillsOf(r)) out.push({ view, profile: profile.id });
    }
    return out;
  }

  /** The view of one skill file, if it is a skill. */
  skillAt(p: string): SkillView | undefined {
    const c = this.candidates.get(p);
    return c ? this.skillsOf(c.root).find((v) => v.record.path === p) : undefined;
  }

  /** The record of one skill file (readable or not). */
  recordAt(p: string): SkillRecord | undefined {
    return this.records.get(p);
  }

  /** Parsed text of any indexed markdown file (skill or not). */
  parsedAt(p: string): ParsedSkill | undefined {
    return this.records.get(p)?.parsed ?? this.otherDocs.get(p)?.parsed;
  }

  /** Markdown files that are not skills (prompts, references, docs). */
  otherDocuments(): readonly string[] {
    return [...this.otherDocs.keys()];
  }

  /** Files and folders discovery left out, with the reason. */
  ignored(): readonly IgnoredEntry[] {
    return this.discovery.ignored;
  }

  /** Every skill file path known (readable or not). */
  skillPaths(): readonly string[] {
    return [...this.records.keys()];
  }

  /** The workspace folder that contains `p`, if any (the longest match). */
  folderOf(p: string): string | undefined {
    let best: string | undefined;
    for (const f of this.folders) {
      if ((p === f || p.startsWith(f.endsWith(path.sep) ? f : f + path.sep)) && (!best || f.length > best.length)) best = f;
    }
    // Collections found above a folder (a lone skill folder linted directly) belong to it too.
    if (!best) best = this.candidates.get(p)?.root.folder;
    return best;
  }
}
