import * as path from 'node:path';
import type { EntryKind, FileSystem } from '../../fs/fileSystem';
import { kindOf } from '../../fs/pathKind';

/**
 * What `stat` says of the paths a skill names, asked once per path, with one shortcut:
 * inside the skill's folder, a file whose folder is missing is missing too, so the eight
 * files a body names under an absent `references/` cost one `stat`, not eight (10,000
 * skills of the benchmark name 8,000 missing files in 1,500 folders). For one check: the
 * answers are not refreshed.
 */
export class PathKinds {
  private readonly kinds = new Map<string, 'file' | 'directory' | 'other' | undefined>();
  private readonly listings = new Map<string, ReadonlyMap<string, EntryKind>>();

  constructor(private readonly fs: FileSystem, private readonly top: string) {}

  /** True when the path exists (symlinks followed). */
  exists(abs: string): boolean {
    return this.kindOf(abs) !== undefined;
  }

  /** `file`, `directory` or `other`; undefined when missing. */
  kindOf(abs: string): 'file' | 'directory' | 'other' | undefined {
    if (this.kinds.has(abs)) return this.kinds.get(abs);
    const dir = path.dirname(abs);
    const inside = dir !== this.top && dir.startsWith(this.top + path.sep);
    let kind: 'file' | 'directory' | 'other' | undefined;
    if (!inside || this.kindOf(dir) === 'directory') {
      const listed = this.listed(abs);
      kind = listed === null ? kindOf(this.fs, abs) : listed;
    }
    this.kinds.set(abs, kind);
    return kind;
  }

  /** A name of the same folder that differs only by case (`Security.md` for `security.md`). */
  caseTwin(abs: string): string | undefined {
    const dir = path.dirname(abs);
    if (this.kindOf(dir) !== 'directory') return undefined;
    let entries = this.listings.get(dir);
    if (!entries) {
      entries = new Map((this.fs.readDirectory(dir) ?? []).map((e) => [e.name, e.kind]));
      this.listings.set(dir, entries);
    }
    const wanted = path.basename(abs).toLowerCase();
    for (const name of entries.keys()) if (name.toLowerCase() === wanted) return name;
    return undefined;
  }

  /**
   * The answer of a folder listed already (for a case twin: a folder with one missing file
   * often has more), where it is certain: a plain file or folder of that exact name, or no
   * name matching even by case. Undefined when `stat` must say (symlinks, case-only matches).
   */
  private listed(abs: string): 'file' | 'directory' | 'other' | undefined | null {
    const entries = this.listings.get(path.dirname(abs));
    if (!entries) return null;
    const kind = entries.get(path.basename(abs));
    if (kind === 'file' || kind === 'directory') return kind;
    if (kind === undefined && this.caseTwin(abs) === undefined) return undefined;
    return null;
  }
}
