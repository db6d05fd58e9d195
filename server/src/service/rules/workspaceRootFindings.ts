import type { SkillRoot } from '../discovery/skillRoot';
import type { SkillIndex } from '../index/skillIndex';
import type { Finding } from '../model/finding';
import { PeerIndexes } from './peerIndex';
import type { Kept } from './reporter';
import { RootFindings } from './rootFindings';
import { sameItems } from '../model/sameItems';
import { ChangeLog } from '../model/changeLog';

/**
 * The root rules' findings of every root of the workspace, by path, kept between header edits.
 * Each root's rules run once per header epoch, when one of its files is asked; a run touches
 * only the paths whose findings it changed, so a path keeps the same list while they hold.
 */
export class WorkspaceRootFindings {
  /** Each path's root findings, by the root that found them (a folder-wide rule may report on another root's skill). */
  private readonly byPath = new Map<string, Map<string, readonly Finding[]>>();
  /** A path's root findings from several roots, joined (kept while its parts are the same lists). */
  private readonly joined = new Map<string, { readonly parts: readonly (readonly Finding[])[]; readonly findings: readonly Finding[] }>();
  /** What each root's rules found, kept between header edits (see `RootFindings`). */
  private readonly kept = new Map<string, RootFindings>();
  /** The keys of peer rules over each workspace folder's skills, shared by its roots (see `PeerIndex`). */
  private readonly peerIndexes = new PeerIndexes();
  private readonly done = new Set<string>();
  private epoch = -1;
  /** The paths whose root findings changed, in order (see `movedSince`). */
  private readonly moved = new ChangeLog();

  constructor(private readonly index: SkillIndex, private readonly keep: Kept | undefined, private readonly safeRun: (id: string, fn: () => void) => void) {}

  /** Runs `root`'s rules unless they ran since the last header change. */
  ensure(root: SkillRoot): void {
    if (this.epoch !== this.index.headerEpoch) {
      this.epoch = this.index.headerEpoch;
      this.done.clear();
      this.dropGoneRoots();
    }
    if (this.done.has(root.path)) return;
    this.done.add(root.path);
    const state = this.index.rootState(root);
    let kept = this.kept.get(root.path);
    if (!kept) this.kept.set(root.path, (kept = new RootFindings(this.keep, this.peerIndexes)));
    const skills = this.index.skillsOf(root);
    const stamp = { members: this.index.membersOf(root), fsEpoch: this.index.fsEpoch };
    for (const p of kept.run(root, skills, state.profile, this.index.configFor(root.folder), this.index, stamp, this.safeRun)) this.set(p, root.path, kept.at(p));
  }

  /** Runs the rules of every root unless they ran since the last header change. */
  ensureAll(): void {
    for (const state of this.index.roots()) this.ensure(state.root);
  }

  /** A point to ask `movedSince` from. */
  mark(): number {
    return this.moved.mark();
  }

  /** The paths whose root findings changed since `mark` (as of the runs so far: see `ensureAll`); undefined when that is too long ago to tell. */
  movedSince(mark: number): string[] | undefined {
    return this.moved.since(mark);
  }

  /** The root findings of `p`: the one root's list (the same array while it holds), or the roots' lists joined. */
  of(p: string): readonly Finding[] | undefined {
    const byRoot = this.byPath.get(p);
    if (!byRoot) return undefined;
    if (byRoot.size === 1) return byRoot.values().next().value!;
    const parts = [...byRoot.values()];
    const hit = this.joined.get(p);
    if (hit && sameItems(hit.parts, parts)) return hit.findings;
    const findings = parts.flat();
    this.joined.set(p, { parts, findings });
    return findings;
  }

  /** Forgets what roots that are gone since (a folder removed, a walk that no longer finds them) found. */
  private dropGoneRoots(): void {
    if (this.kept.size === 0) return;
    const live = new Set(this.index.roots().map((s) => s.root.path));
    for (const [rootPath, kept] of this.kept) {
      if (live.has(rootPath)) continue;
      for (const p of [...kept.paths()]) this.set(p, rootPath, undefined);
      this.kept.delete(rootPath);
    }
  }

  private set(p: string, rootPath: string, list: readonly Finding[] | undefined): void {
    this.moved.note(p);
    let byRoot = this.byPath.get(p);
    if (list) {
      if (!byRoot) this.byPath.set(p, (byRoot = new Map()));
      byRoot.set(rootPath, list);
    } else if (byRoot) {
      byRoot.delete(rootPath);
      if (byRoot.size === 0) this.byPath.delete(p);
    }
    if ((byRoot?.size ?? 0) < 2) this.joined.delete(p);
  }
}
