import * as path from 'node:path';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import { placeOf } from '../../../agents/agentOutcome';
import type { SkillRecord } from '../../../model/skillRecord';

/**
 * The project folder (relative to the workspace folder, `''` for the folder itself) whose skills
 * folder of `agent` holds `record`: the workspace folder's own agent folders, and, for an agent
 * that reads parent folders too (Claude Code's `.claude/skills`), those of any folder inside it.
 * Undefined for a skill in no skills folder of this agent's (a collection, read on its own).
 * Nothing outside the workspace folder is looked at: not its parents, not the home folder.
 */
export function projectOf(agent: AgentDeclaration, record: SkillRecord): string | undefined {
  if (placeOf(record).agentFolder !== undefined) return '';
  if (!agent.discovery.parents) return undefined;
  const rel = relativeOf(record);
  for (const folder of agent.discovery.folders) {
    const at = rel.indexOf(`/${folder}/`);
    if (at < 0) continue;
    const depth = rel.slice(at + folder.length + 2).split('/').length - 1;
    if (depth >= 1 && depth <= agent.discovery.depth) return rel.slice(0, at);
  }
  return undefined;
}

const relatives = new WeakMap<SkillRecord, string>();

/** The skill's path from its workspace folder, `/`-separated (asked for each agent and each pair of copies: kept per record). */
function relativeOf(record: SkillRecord): string {
  let rel = relatives.get(record);
  if (rel === undefined) relatives.set(record, (rel = path.relative(record.root.folder, record.path).split(path.sep).join('/')));
  return rel;
}

/** The key skills an agent may list together share: the project folders' skills one, a collection's its own. */
export function togetherKey(agent: AgentDeclaration, record: SkillRecord): string {
  return projectOf(agent, record) === undefined ? record.root.path : '';
}

/**
 * True when `agent` run in some folder of the workspace loads both skills (same key): a project
 * folder's skills with those of its parents, never two sibling projects' skills.
 */
export function loadedTogether(agent: AgentDeclaration, a: SkillRecord, b: SkillRecord): boolean {
  const pa = projectOf(agent, a);
  const pb = projectOf(agent, b);
  if (pa === undefined || pb === undefined) return pa === pb && a.root.path === b.root.path;
  const within = (outer: string, inner: string) => outer === '' || inner === outer || inner.startsWith(`${outer}/`);
  return within(pa, pb) || within(pb, pa);
}

/**
 * The copy `agent` keeps of skills it loads under one name, by its declaration's
 * `sameNameKeeps`: skills folders in the declaration's order, and within one folder by name
 * (the agents that keep the `first` or `last` run on Node, whose folder listing is sorted), or
 * by whole path where `folderOrder` says so.
 * Undefined when that is not known: the policy `varies` or is not stated, or the copies are
 * in different project folders (whether the agent reads the project or its parents first is
 * not observed).
 */
export function keptCopy<T extends { readonly record: SkillRecord }>(agent: AgentDeclaration, copies: readonly T[]): T | undefined {
  const policy = agent.discovery.sameNameKeeps;
  if ((policy !== 'first' && policy !== 'last') || copies.length === 0) return undefined;
  const project = projectOf(agent, copies[0]!.record);
  if (copies.some((c) => projectOf(agent, c.record) !== project)) return undefined;
  const order = (r: SkillRecord) => {
    const folder = placeOf(r).agentFolder;
    return folder === undefined ? 0 : agent.discovery.folders.indexOf(folder);
  };
  const walk = agent.discovery.folderOrder;
  const within = walk === 'paths' ? byPaths : walk === 'locale' ? byLocaleFolderNames : byFolderNames;
  const sorted = [...copies].sort((x, y) => order(x.record) - order(y.record) || within(x.record.path, y.record.path));
  const kept = policy === 'first' ? sorted[0]! : sorted[sorted.length - 1]!;
  // Read in the disk's order within a folder: a copy in the same folder may come either side of it.
  if (agent.discovery.folderOrder === 'disk' && sorted.some((c) => c !== kept && order(c.record) === order(kept.record))) return undefined;
  return kept;
}

/** Whole paths compared code unit by code unit (`/` as the separator), as a sorted list of paths has them. */
function byPaths(a: string, b: string): number {
  const x = a.split('\\').join('/');
  const y = b.split('\\').join('/');
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Paths in the order of a walk that sorts each folder by `localeCompare`: folder name by folder
 * name, `abc/` before `Zed/`, `mix/` before `Mix/`, `b_1/` before `b-1/` (the listing's `locale-path`).
 */
export function byLocaleFolderNames(a: string, b: string): number {
  const x = a.split(/[\\/]/);
  const y = b.split(/[\\/]/);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = x[i]!.localeCompare(y[i]!);
    if (c !== 0) return c;
  }
  return x.length - y.length;
}

/**
 * Paths in the order of a sorted walk: folder name by folder name, so `abc/` comes before
 * `abc-twin/` (compared whole, `-` sorts before `/` and the twin would come first).
 */
function byFolderNames(a: string, b: string): number {
  const x = a.split(/[\\/]/);
  const y = b.split(/[\\/]/);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}
