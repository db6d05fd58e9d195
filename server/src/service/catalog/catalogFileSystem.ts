import type { FileSystem } from '../fs/fileSystem';
import type { SkillIndex } from '../index/skillIndex';
import type { SkillRecord } from '../model/skillRecord';

interface Realpaths {
  readonly fsEpoch: number;
  readonly fs: FileSystem;
  readonly byPath: Map<string, { readonly record: SkillRecord | undefined; readonly real: string | undefined }>;
}

const memos = new WeakMap<SkillIndex, Realpaths>();

/**
 * The index's file system as catalog renderers see it: `realpath` remembered per path while
 * the file-system epoch and the path's record stay the same. Agents that skip a symlinked
 * duplicate or print absolute locations ask it of every skill on every render, one system
 * call each (a third of a catalog refresh of 1,000 skills); what it answers only changes
 * when files appear or vanish (a new epoch) or the file is read again (a new record).
 */
export function catalogFileSystem(index: SkillIndex): FileSystem {
  let memo = memos.get(index);
  if (!memo || memo.fsEpoch !== index.fsEpoch) {
    const base = index.fs;
    const byPath: Realpaths['byPath'] = new Map();
    const realpath = (p: string): string | undefined => {
      const record = index.recordAt(p);
      const hit = byPath.get(p);
      if (hit && hit.record === record) return hit.real;
      const real = base.realpath(p);
      byPath.set(p, { record, real });
      return real;
    };
    // Every other method is the index's own, whatever kind of object its file system is.
    memo = { fsEpoch: index.fsEpoch, fs: Object.create(base, { realpath: { value: realpath } }) as FileSystem, byPath };
    memos.set(index, memo);
  }
  return memo.fs;
}
