import type { ServiceConfig } from '../config/serviceConfig';
import type { WalkLimits } from '../discovery/discoverSkills';
import type { FileSystem } from '../fs/fileSystem';

/** Options of an index. */
export interface IndexOptions {
  readonly fs: FileSystem;
  /** Settings of a workspace folder; called again after `configChanged`. */
  readonly configFor?: (folder: string) => ServiceConfig;
  /** Also index `SKILL.md` at any depth (collections). */
  readonly deep?: boolean;
  readonly limits?: WalkLimits;
  readonly log?: (line: string) => void;
  /**
   * False for a host that indexes once and never walks again (the CLI): the size and mtime of
   * each read are not kept for a re-walk to reuse. Default true.
   */
  readonly keepReads?: boolean;
  /**
   * Whether the editor's buffer of an open file holds text its file on disk does not (an edit
   * not saved, a file not written yet). A walk keeps an open file missing from disk as a skill
   * only then: a buffer equal to a file since deleted goes with it. Unset: every buffer does.
   */
  readonly holdsUnsaved?: (p: string) => boolean;
}
