import * as path from 'node:path';
import { AGENT_SKILL_DIRS } from '../config/serviceConfig';
import type { FileSystem } from '../fs/fileSystem';
import type { Discovery, IgnoredEntry, SkillCandidate, SkillRoot } from './skillRoot';
import { classifyRootEntries } from './classifyRootEntries';
import { breadthFirstFolders, type FoldersReached, type FolderWalkLimit } from './breadthFirstFolders';
import { SkipLog } from './skipLog';
import { skillRealPath } from './skillRealPath';

/** Limits that keep a walk of a hostile tree bounded. */
export interface WalkLimits {
  readonly maxDepth: number;
  readonly maxEntries: number;
}

/** Deep enough for monorepos (`packages/<app>/.claude/skills/<name>/SKILL.md` is 5); deeper folders are reported, not walked. */
export const DEFAULT_WALK_LIMITS: WalkLimits = { maxDepth: 32, maxEntries: 200_000 };
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn']);

/** Options of one discovery run. */
export interface DiscoverOptions {
  readonly skillsDirs: readonly string[];
  /** Also find `SKILL.md` at any depth (collections keep `<name>/SKILL.md` at a repo's root). */
  readonly deep: boolean;
  /** Collect markdown files outside skills (for reference checks). */
  readonly otherMarkdown: boolean;
  readonly limits?: WalkLimits;
  /** Skills folders (`.agents/skills`) an agent walks only so far, by their path in a workspace folder. */
  readonly folderLimits?: ReadonlyMap<string, FolderWalkLimit>;
}

/**
 * Finds skills roots and skills in workspace folders (seed 000 layout rules): the
 * configured skills dirs and agent folders, plus, when `deep`, every folder holding
 * `<name>/SKILL.md`. A missing root is zero skills, not an error.
 */
export function discoverSkills(fs: FileSystem, folders: readonly string[], options: DiscoverOptions): Discovery {
  const roots: SkillRoot[] = [];
  const skills: SkillCandidate[] = [];
  const ignored: IgnoredEntry[] = [];
  const log = new SkipLog();
  const rootPaths = new Set<string>();
  const cuts: FolderCut[] = [];
  const addRoot = (given: SkillRoot) => {
    const real = fs.realpath(given.path) ?? given.path;
    if (rootPaths.has(real)) return;
    rootPaths.add(real);
    const limit = options.folderLimits?.get(given.label);
    const reached = limit ? breadthFirstFolders(fs, given.path, limit) : undefined;
    const root = limit && reached ? { ...given, walkCut: limit.maxFolders } : given;
    if (limit && reached) cuts.push({ root: root.path, limit: limit.maxFolders, reached });
    roots.push(root);
    const found = classifyRootEntries(fs, root, log);
    skills.push(...found.skills);
    ignored.push(...found.ignored);
  };
  for (const folder of folders) {
    const dirs = [...options.skillsDirs.map((d) => ({ d, source: 'setting' as const })), ...AGENT_SKILL_DIRS.map((d) => ({ d, source: 'agent' as const }))];
    for (const { d, source } of dirs) {
      const abs = path.resolve(folder, d);
      if (fs.stat(abs)?.kind !== 'directory') continue;
      addRoot({ folder, path: abs, label: labelOf(folder, abs), source });
    }
  }
  // A root's README is not a skill, but rules may still look at it (a header there is a mistake).
  const otherMarkdown: string[] = options.otherMarkdown ? ignored.filter((i) => i.reason === 'readme').map((i) => i.path) : [];
  if (options.deep || options.otherMarkdown) {
    const known = new Set([...skills.map((s) => s.path), ...ignored.map((i) => i.path)]);
    const collections = new Map<string, SkillRoot>();
    // Skill folders of the roots were listed already; their insides are references and assets.
    const skip = new Set(skills.filter((s) => s.layout === 'folder').map((s) => s.skillDir));
    // Where those skills really are: a skills folder's own skill that is a link to a folder kept
    // elsewhere in it (`.store/x`, `all/x`) is reached again there, and is the one skill agents
    // find through the link, not a second one in a place they do not look.
    const listedAt = new Map(skills.map((s) => [skillRealPath(s, fs) ?? s.path, s.path]));
    const alsoAt = new Map<string, string[]>();
    const rootDirs = new Map(roots.map((r) => [r.path, r]));
    for (const folder of folders) {
      // With `deep`, a SKILL.md inside those folders is looked for (only that, in any case: their other files are the skill's own).
      walk(fs, folder, options.limits ?? DEFAULT_WALK_LIMITS, log, skip, options.deep, (file, dir, below, linked, realPath) => {
        if (known.has(file)) return;
        const listed = listedAt.get(realPath);
        if (listed !== undefined) {
          log.note(`skipped ${file}: the skill ${listed} (a link to this folder)`);
          alsoAt.set(listed, [...(alsoAt.get(listed) ?? []), file]);
          return;
        }
        // A SKILL.md directly in a skills folder or the workspace folder makes no skill folder of it (see `topFile`).
        const host = below !== undefined && below !== folder && !rootDirs.has(below) ? below : undefined;
        if (options.deep && path.basename(file) === 'SKILL.md') {
          // Collections keep `<name>/SKILL.md` anywhere: the grandparent acts as the root.
          const grand = path.dirname(dir);
          // A skills folder already a root (a skill in its dot-folder, which its own listing leaves out) stays one root.
          let root = collections.get(grand) ?? rootDirs.get(grand);
          if (!root) {
            root = { folder, path: grand, label: labelOf(folder, grand), source: 'collection', ...(host !== undefined ? { host } : {}) };
            collections.set(grand, root);
            roots.push(root);
          }
          skills.push({ path: file, root, layout: 'folder', dirName: path.basename(dir), skillDir: dir, ...(linked ? { fileLinked: true as const } : {}), realPath });
        } else if (options.otherMarkdown) {
          otherMarkdown.push(file);
        }
      });
    }
    if (alsoAt.size > 0) for (let i = 0; i < skills.length; i++) {
      const more = alsoAt.get(skills[i]!.path);
      if (more) skills[i] = { ...skills[i]!, alsoAt: more };
    }
  }
  return { roots, skills: cuts.length > 0 ? skills.map((s) => pastFolders(s, cuts, fs)) : skills, ignored, log: log.lines, skipped: log.places, otherMarkdown };
}

/** Where an agent's bounded walk of a skills folder stopped. */
interface FolderCut {
  readonly root: string;
  readonly limit: number;
  readonly reached: FoldersReached;
}

/** The skill, marked where a bounded walk of its skills folder stops before its folder. */
function pastFolders(skill: SkillCandidate, cuts: readonly FolderCut[], fs: FileSystem): SkillCandidate {
  // A SKILL.md directly in the skills folder is read with the folder itself: always reached.
  const cut = cuts.find((c) => skill.skillDir.startsWith(c.root + path.sep));
  if (!cut) return skill;
  if (cut.reached.listed.has(skill.skillDir)) return skill;
  // A second link to a folder the walk took in by another path: the agent found that skill there.
  const real = skillRealPath(skill, fs);
  return real !== undefined && cut.reached.real.has(path.dirname(real)) ? skill : { ...skill, pastFolders: cut.limit };
}

/**
 * Visits every `.md` file under `start`, depth- and count-bounded, never entering a folder
 * twice. Only symlinks can make loops, so real paths are resolved at symlinks alone and
 * carried down the walk (one `realpath` per link instead of one per folder). Folders of `skip`
 * are left out, or with `intoSkipped` entered for their `SKILL.md` files alone (and those named
 * so in another case, which `skill-file-name` looks at). `host` is the
 * nearest folder above `dir` that holds a `SKILL.md` (the skill whose folder the file is in);
 * `linked` is true when the file itself is a symbolic link; `realPath` is where it really is.
 */
export function walk(fs: FileSystem, start: string, limits: WalkLimits, log: SkipLog, skip: ReadonlySet<string>, intoSkipped: boolean, visit: (file: string, dir: string, host: string | undefined, linked: boolean, realPath: string) => void): void {
  const startReal = fs.realpath(start);
  if (startReal === undefined) return;
  const seen = new Set<string>();
  let entries = 0;
  const stack: { dir: string; real: string; depth: number; host?: string; closed?: boolean }[] = [{ dir: start, real: startReal, depth: 0 }];
  while (stack.length > 0) {
    const { dir, real, depth, host, closed } = stack.pop()!;
    if (seen.has(real)) {
      log.note(`skipped ${dir}: already visited (symlink loop or duplicate link)`);
      continue;
    }
    seen.add(real);
    const list = fs.readDirectory(dir);
    if (!list) {
      log.skip({ path: dir, reason: 'unreadable' }, `skipped unreadable folder ${dir}`);
      continue;
    }
    const subdirs: { dir: string; real: string; closed?: boolean }[] = [];
    // A folder holding a SKILL.md is a skill's folder: what is below it is inside that skill.
    const below = list.some((e) => e.name === 'SKILL.md' && e.kind !== 'directory') ? dir : host;
    for (const e of list) {
      if (++entries > limits.maxEntries) {
        log.skip({ path: dir, reason: 'too-many-entries', detail: String(limits.maxEntries) }, `stopped walking ${start} in ${dir}: more than ${limits.maxEntries} entries`);
        return;
      }
      const full = path.join(dir, e.name);
      if (e.nameNotUtf8) {
        log.skip({ path: full, reason: 'name-not-utf8' }, `skipped ${full}: its name is not valid UTF-8`);
        continue;
      }
      let kind = e.kind;
      let childReal = path.join(real, e.name);
      if (kind === 'symlink') {
        const s = fs.stat(full);
        const r = s ? fs.realpath(full) : undefined;
        if (!s || r === undefined) {
          log.skip({ path: full, reason: 'link-broken' }, `skipped ${full}: a symbolic link to nothing`);
          continue;
        }
        kind = s.kind === 'other' ? 'other' : s.kind;
        childReal = r;
        // A link to `/` or a home folder would walk the whole disk and lint strangers' files.
        if (kind === 'directory' && r !== startReal && !r.startsWith(startReal.endsWith(path.sep) ? startReal : startReal + path.sep)) {
          log.skip({ path: full, reason: 'link-outside', detail: r }, `skipped ${full}: symlink to ${r}, outside ${start}`);
          continue;
        }
      }
      if (kind === 'directory') {
        if (SKIPPED_DIRS.has(e.name) || (skip.has(full) && !intoSkipped)) continue;
        if (depth < limits.maxDepth) subdirs.push({ dir: full, real: childReal, ...(closed || skip.has(full) ? { closed: true } : {}) });
        else log.skip({ path: full, reason: 'too-deep', detail: String(limits.maxDepth) }, `skipped ${full}: more than ${limits.maxDepth} folders deep`);
      } else if (kind === 'file' && (closed ? e.name.toLowerCase() === 'skill.md' : e.name.toLowerCase().endsWith('.md'))) {
        visit(full, dir, host, e.kind === 'symlink', childReal);
      } else if (kind === 'other' && e.name.toLowerCase().endsWith('.md')) {
        // A pipe, a socket or a device named like a skill: never opened (a read could block), but said.
        log.skip({ path: full, reason: 'not-a-file' }, `skipped ${full}: not a regular file`);
      }
    }
    // Reverse so the walk visits folders in listing order.
    for (let i = subdirs.length - 1; i >= 0; i--) stack.push({ ...subdirs[i]!, depth: depth + 1, ...(below !== undefined ? { host: below } : {}) });
  }
}

function labelOf(folder: string, abs: string): string {
  const rel = path.relative(folder, abs).split(path.sep).join('/');
  return rel === '' ? '.' : rel;
}
