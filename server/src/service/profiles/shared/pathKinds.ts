import * as path from 'node:path';
import type { FileSystem } from '../../fs/fileSystem';

/**
 * What `stat` says of the paths a skill names, asked once per path, with one shortcut:
 * inside the skill's folder, a file whose folder is missing is missing too, so the eight
 * files a body names under an absent `references/` cost one `stat`, not eight (10,000
 * skills of the benchmark name 8,000 missing files in 1,500 folders). For one check: the
 * answers are not refreshed.
 */
export class PathKinds {
  private readonly kinds = new Map<string, 'file' | 'directory' | 'other' | undefined>();
  private readonly listings = new Map<string, readonly string[]>();

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
    const kind = inside && this.kindOf(dir) !== 'directory' ? undefined : this.fs.stat(abs)?.kind;
    this.kinds.set(abs, kind);
    return kind;
  }

  /** A name of the same folder that differs only by case (`Security.md` for `security.md`). */
  caseTwin(abs: string): string | undefined {
    const dir = path.dirname(abs);
    if (this.kindOf(dir) !== 'directory') return undefined;
    let names = this.listings.get(dir);
    if (!names) {
      names = this.fs.readDirectory(dir)?.map((e) => e.name) ?? [];
      this.listings.set(dir, names);
    }
    const wanted = path.basename(abs).toLowerCase();
    return names.find((n) => n.toLowerCase() === wanted);
  }
}
