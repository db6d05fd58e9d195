import * as path from 'node:path';
import type { SkillCandidate } from '../discovery/skillRoot';

/**
 * The files that are skills, with the lookups the index needs: by path, by root, the
 * flat names of a root (seed 000: a flat file shadows the folder of the same name) and the
 * folders of folder skills (a file appearing inside one may satisfy a reference).
 */
export class SkillCandidates {
  private readonly byPath = new Map<string, SkillCandidate>();
  private readonly byRoot = new Map<string, SkillCandidate[]>();
  private readonly flatNames = new Map<string, Set<string>>();
  private readonly skillDirs = new Set<string>();

  /** Replaces every candidate (a re-walk). */
  reset(list: readonly SkillCandidate[]): void {
    this.byPath.clear();
    this.byRoot.clear();
    this.flatNames.clear();
    this.skillDirs.clear();
    for (const c of list) this.add(c);
  }

  add(c: SkillCandidate): void {
    this.byPath.set(c.path, c);
    const list = this.byRoot.get(c.root.path);
    if (list) list.push(c);
    else this.byRoot.set(c.root.path, [c]);
    if (c.layout === 'flat') {
      const names = this.flatNames.get(c.root.path);
      if (names) names.add(c.dirName);
      else this.flatNames.set(c.root.path, new Set([c.dirName]));
    } else {
      this.skillDirs.add(c.skillDir);
    }
  }

  /** Forgets one candidate; returns it, if it was known. */
  remove(p: string): SkillCandidate | undefined {
    const c = this.byPath.get(p);
    if (!c) return undefined;
    this.byPath.delete(p);
    this.byRoot.set(c.root.path, (this.byRoot.get(c.root.path) ?? []).filter((s) => s.path !== p));
    if (c.layout === 'flat') this.flatNames.get(c.root.path)?.delete(c.dirName);
    return c;
  }

  get(p: string): SkillCandidate | undefined {
    return this.byPath.get(p);
  }

  has(p: string): boolean {
    return this.byPath.has(p);
  }

  /** Candidates of one root, in discovery order. */
  ofRoot(rootPath: string): readonly SkillCandidate[] {
    return this.byRoot.get(rootPath) ?? [];
  }

  /** Every root path with its candidates. */
  roots(): IterableIterator<[string, SkillCandidate[]]> {
    return this.byRoot.entries();
  }

  /** True when `<root>/<name>.md` exists as a flat skill. */
  hasFlat(rootPath: string, name: string): boolean {
    return this.flatNames.get(rootPath)?.has(name) ?? false;
  }

  /** True when `p` lies inside the folder of a folder-layout skill. */
  inSkillFolder(p: string): boolean {
    for (let dir = path.dirname(p); ; dir = path.dirname(dir)) {
      if (this.skillDirs.has(dir)) return true;
      if (path.dirname(dir) === dir) return false;
    }
  }
}
