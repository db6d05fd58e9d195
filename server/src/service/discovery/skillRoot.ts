import type { SkippedPlace } from './skipLog';

/** How a skills root was found. */
export type RootSource = 'setting' | 'agent' | 'collection';

/** A folder whose children are skills. */
export interface SkillRoot {
  /** Absolute path of the workspace folder it belongs to. */
  readonly folder: string;
  /** Absolute path of the root. */
  readonly path: string;
  /** Path relative to the workspace folder, `/`-separated (`skills`, `.claude/skills`, `.`). */
  readonly label: string;
  readonly source: RootSource;
  /**
   * For a root inside a skill's folder (`<skills>/<host>/<sub>/…`): that skill's folder. Its
   * `SKILL.md` files are skills inside another skill's folder, which some agents never search
   * (`Discovery.nested` of their declarations).
   */
  readonly host?: string;
  /**
   * Where an agent's bounded walk (`Discovery.maxFolders`) stops inside this root: the number of
   * folders it takes in. A folder made or removed anywhere under it changes which skills it finds.
   */
  readonly walkCut?: number;
}

/** `flat` is `<root>/<name>.md`; `folder` is `<root>/<name>/SKILL.md`. */
export type SkillLayout = 'flat' | 'folder';

/** A file discovery believes is a skill. */
export interface SkillCandidate {
  readonly path: string;
  readonly root: SkillRoot;
  readonly layout: SkillLayout;
  /** On-disk name: file name without `.md`, or the folder's name for SKILL.md. */
  readonly dirName: string;
  /** The folder that holds the skill's own files (the root itself for a flat skill). */
  readonly skillDir: string;
  /**
   * The `SKILL.md` is itself a symbolic link to a file (not a file in a linked folder): agents
   * that follow linked folders only never read it (`Discovery.followsSymlinks: 'folders'`).
   */
  readonly fileLinked?: true;
  /**
   * The file's real path where discovery knew it without asking the disk (its folder's real
   * path and the names below it, a link's target already resolved on the way); undefined: ask
   * `realpath` (see `skillRealPath`).
   */
  readonly realPath?: string;
  /**
   * Other paths to this very file the walk found (the skill's folder is a link to a folder kept
   * elsewhere in the workspace, `.store/x`): an agent that reads one of them may place the skill
   * there in its listing's order. Only this path is a skill of the index.
   */
  readonly alsoAt?: readonly string[];
  /**
   * The skill's folder is not among the first this many folders of a breadth-first walk of its
   * skills folder (`breadthFirstFolders`): an agent that stops after as many folders or fewer
   * never finds it (`Discovery.maxFolders`).
   */
  readonly pastFolders?: number;
}

/** Why a markdown file in a root is not a skill. */
export type IgnoreReason = 'readme' | 'no-skill-file' | 'walk-limit' | 'unreadable-dir' | 'symlink-loop';

/** A file or folder discovery saw and left out, with the reason (shown dimmed in the tree). */
export interface IgnoredEntry {
  readonly path: string;
  readonly root: SkillRoot;
  readonly reason: IgnoreReason;
}

/** Everything discovery found under the workspace folders. */
export interface Discovery {
  readonly roots: readonly SkillRoot[];
  readonly skills: readonly SkillCandidate[];
  readonly ignored: readonly IgnoredEntry[];
  /** Markdown files outside skills (checked only for skill references). */
  readonly otherMarkdown: readonly string[];
  /** One line per thing skipped, for the log. */
  readonly log: readonly string[];
  /** The places left out (unreadable, too deep, links out of the folder…), for front ends that report them. */
  readonly skipped: readonly SkippedPlace[];
}
