/** Where an agent finds skills in a project. */
export interface Discovery {
  /** Skills folders, relative to the project (or any parent, where `parents` is true). */
  readonly folders: readonly string[];
  /** Whether folders of the same names in parent folders are read too. */
  readonly parents: boolean;
  /**
   * How many folders down a `SKILL.md` may be under a skills folder: 1 is
   * `<folder>/<name>/SKILL.md`; `Infinity` for a recursive search.
   */
  readonly depth: number;
  /** Whether folders whose name starts with `.` are searched. */
  readonly dotFolders: boolean;
  /**
   * Where the agent walks a skills folder breadth-first and stops after this many folders, the
   * skills folder itself counted (every folder counts: a skill's `scripts/` as much as a skill's
   * own folder). A skill whose folder comes later in its walk is never found (`folder-cap`).
   * Undefined: no such limit.
   */
  readonly maxFolders?: number;
  /** The exact file name (every agent measured ignores `skill.md`, but Amp). */
  readonly fileName: string;
  /** Whether `fileName` is matched in any case (`skill.md`, `Skill.md`: Amp). */
  readonly fileNameAnyCase?: boolean;
  /**
   * Whether symbolic links are followed: `true` for linked folders and linked `SKILL.md` files
   * alike, `folders` for linked folders only (a `SKILL.md` that is itself a link is skipped
   * without a word: the `linked-file` effect says how).
   */
  readonly followsSymlinks: boolean | 'folders';
  /** Files larger than this are not loaded. */
  readonly maxFileBytes?: number;
  /**
   * What the agent does with a `SKILL.md` directly in its skills folder (no folder of its
   * own): `ignores` it, `loads` it beside the others, or loads it `alone` (it takes the whole
   * folder for one skill and looks no further: no other skill of the folder is loaded).
   * Undefined where it was not observed (said in the message).
   */
  readonly topFile?: 'ignores' | 'loads' | 'alone';
  /**
   * Of skills it loads under one name, which one it keeps: the `first` it loads, the `last`
   * (each overrides the one loaded before: a map keyed by name), one that `varies` from run
   * to run (folders read in parallel), or `both`: every copy is loaded and listed under the
   * one name (Codex: its list is deduplicated by file path, not by name), so nothing is lost
   * but the model cannot tell them apart. Undefined where it was not observed: only one is
   * kept, which one is not said.
   */
  readonly sameNameKeeps?: 'first' | 'last' | 'varies' | 'both';
  /**
   * The order it reads the skills of one folder in: `sorted` by folder name (the default),
   * sorted by whole `paths` (`abc-twin/SKILL.md` before `abc/SKILL.md`: `-` and `.` sort before
   * `/`), by folder name as `locale`Compare orders them (`abc` before `Zed`, `mix` before `Mix`), or
   * as the `disk` lists them (unknown here): then which of two same-name copies in one folder it
   * keeps is not known, only across folders (`folders` order).
   */
  readonly folderOrder?: 'sorted' | 'paths' | 'locale' | 'disk';
  /**
   * What it does with a `SKILL.md` in a folder under another skill's folder (`<host>/<sub>/SKILL.md`,
   * whether the host loads or not): it `ignores` it (a folder holding a SKILL.md is searched no
   * further; the `nested` effect says how), or `loads` it as a skill of its own, checked as any
   * other (within `depth`). Undefined where it was not observed: as `loads`, within `depth`.
   */
  readonly nested?: 'ignores' | 'loads';
  /**
   * Whether two names that differ only in letter case are one name to it (Cline keys its skills
   * by the name lower-cased: `Foo` and `foo` meet as one, `sameNameKeeps` says which stays).
   * `dashes`: lower-cased too, and every run of characters other than `a`–`z` and `0`–`9` is one
   * `-`, none at either end (Factory Droid: `Baz_Qux`, `baz--qux` and `baz-qux` meet as one; a
   * name with no letter or digit meets none).
   */
  readonly namesFoldCase?: boolean | 'dashes';
  /**
   * Set where a skill the agent refuses still takes part in the same-name contest (Factory
   * Droid: a header its schema refuses gives a turned-off skill that keeps its `name`): the
   * refused skill holds the name its header gives as YAML text, or `unnamed` when it gives
   * none, and, read first, keeps later skills of that name from loading. Undefined: a refused
   * skill holds no name.
   */
  readonly refusedHoldName?: { readonly unnamed: string };
}
