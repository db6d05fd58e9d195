import type { ServiceConfig } from './config/serviceConfig';
import type { SkillRoot } from './discovery/skillRoot';
import type { FileSystem } from './fs/fileSystem';
import { SkillIndex, type IndexBuild, type RootState } from './index/skillIndex';
import type { Catalog } from './model/catalog';
import type { Finding } from './model/finding';
import type { SourceText } from './parse/parsedSkill';
import { FindingEngine, type ChangeMark } from './rules/findingEngine';
import type { KeptParts } from './rules/reporter';
import { renderRootCatalog } from './catalog/renderRootCatalog';
import { isIgnored } from './config/configScopes';

/** What the host gives the language service. */
export interface LanguageServiceOptions {
  readonly fs: FileSystem;
  /** Settings of a workspace folder (defaults fill anything missing). */
  readonly configFor?: (folder: string) => ServiceConfig;
  /** Find `SKILL.md` at any depth, as collections keep them (default true). */
  readonly deep?: boolean;
  readonly log?: (line: string) => void;
  /** For a host that shows one language (the CLI, the server): what findings keep (see `KeptParts`). Unset: everything, in both languages. */
  readonly keep?: KeptParts;
  /** Whether an open buffer holds text its file on disk does not (see `IndexOptions.holdsUnsaved`). */
  readonly holdsUnsaved?: (p: string) => boolean;
}

/**
 * The skill language service: a plain library (no editor, no connection) shared by the
 * language server and the CLI. Feed it folders and buffers; ask it for findings and
 * catalogs. Editor features (completion, hover, fixes…) live in `features/` and read the
 * same index.
 */
export interface LanguageService {
  readonly index: SkillIndex;
  /** Sets the workspace folders and indexes them from disk. */
  setFolders(folders: readonly string[]): void;
  /**
   * `setFolders` in steps, for a host that must keep answering meanwhile: the walk now, the
   * reads at each `step`; nothing but documents may be asked of the service until the last.
   */
  beginSetFolders(folders: readonly string[]): IndexBuild;
  /** Unsaved editor text for a file (open or change); for a huge buffer, its start and size (see `PartialText`). */
  openDocument(path: string, text: SourceText): void;
  /** Stops using editor text for a file. */
  closeDocument(path: string): void;
  /** A file was created, changed or deleted on disk. */
  fileChanged(path: string): void;
  /** Files changed on disk in one event (a watcher burst): each once, or one re-walk for a storm. */
  filesChanged(paths: readonly string[]): void;
  /** Settings changed: re-read them and re-index. */
  configChanged(): void;
  /** Findings of one file (skill or other markdown), sorted by position; none for a file the config file's `ignore` covers. */
  findings(path: string): readonly Finding[];
  /** Findings of the rules that read this file alone (see `FindingEngine.ownFindings`); none for an ignored file. */
  ownFindings(path: string): readonly Finding[];
  /** Findings of every indexed file that has any. */
  allFindings(): ReadonlyMap<string, readonly Finding[]>;
  /** Where things stand now, to ask `changedSince` later. */
  changeMark(): ChangeMark;
  /**
   * The files whose findings may differ from what they were at `mark` (the files edited since,
   * and those whose root findings moved); undefined when any file's may (see `FindingEngine.changedSince`).
   */
  changedSince(mark: ChangeMark): readonly string[] | undefined;
  /** Roots with their profiles. */
  roots(): readonly RootState[];
  /** The catalog the runtime would build from one root, for a target (agent) when the profile has several. */
  catalog(root: SkillRoot, target?: string): Catalog;
}

/** Creates a language service over a file system. */
export function createLanguageService(options: LanguageServiceOptions): LanguageService {
  const index = new SkillIndex({ fs: options.fs, ...(options.configFor ? { configFor: options.configFor } : {}), ...(options.deep !== undefined ? { deep: options.deep } : {}), ...(options.log ? { log: options.log } : {}), keepReads: !options.keep?.once, ...(options.holdsUnsaved ? { holdsUnsaved: options.holdsUnsaved } : {}) });
  const engine = new FindingEngine(index, options.keep);
  const service: LanguageService = {
    index,
    setFolders: (folders) => index.setFolders(folders),
    beginSetFolders: (folders) => index.beginSetFolders(folders),
    openDocument: (p, text) => index.setOverlay(p, text),
    closeDocument: (p) => index.clearOverlay(p),
    fileChanged: (p) => index.fileChanged(p),
    filesChanged: (paths) => index.filesChanged(paths),
    configChanged: () => index.configChanged(),
    findings: (p) => (isIgnored(index.configFor(p), p) ? NONE : engine.findings(p)),
    ownFindings: (p) => (isIgnored(index.configFor(p), p) ? NONE : engine.ownFindings(p)),
    allFindings: () => withoutIgnored(engine.allFindings(), (p) => isIgnored(index.configFor(p), p)),
    changeMark: () => engine.changeMark(),
    changedSince: (mark) => engine.changedSince(mark),
    roots: () => index.roots(),
    catalog: (root, target) => renderRootCatalog(index, engine, root, target),
  };
  return Object.freeze(service);
}

const NONE: readonly Finding[] = Object.freeze([]);

/** The findings of the files `ignored` does not cover (the same map when it covers none). */
function withoutIgnored(all: ReadonlyMap<string, readonly Finding[]>, ignored: (p: string) => boolean): ReadonlyMap<string, readonly Finding[]> {
  const kept = [...all].filter(([p]) => !ignored(p));
  return kept.length === all.size ? all : new Map(kept);
}
