import * as path from 'node:path';
import type { FileSystem } from '../fs/fileSystem';
import { kindOf } from '../fs/pathKind';
import type { IgnoredEntry, SkillCandidate, SkillRoot } from './skillRoot';
import type { SkipLog } from './skipLog';

/**
 * Reads one root's listing and sorts it into skills (flat `<name>.md`, folder
 * `<name>/SKILL.md`) and ignored entries (the root's README, folders without SKILL.md).
 * Both forms of one name are kept; the index decides which one is served.
 */
export function classifyRootEntries(fs: FileSystem, root: SkillRoot, log: SkipLog): { skills: SkillCandidate[]; ignored: IgnoredEntry[] } {
  const skills: SkillCandidate[] = [];
  const ignored: IgnoredEntry[] = [];
  const list = fs.readDirectory(root.path);
  if (!list) {
    log.skip({ path: root.path, reason: 'unreadable' }, `skipped unreadable skills root ${root.path}`);
    return { skills, ignored };
  }
  // The root's real path, asked once and only where a skill needs it: a file reached through no link is that path and its names.
  let rootReal: string | undefined | null = null;
  const realBelow = (...names: string[]): { realPath?: string } => {
    if (rootReal === null) rootReal = fs.realpath(root.path);
    return rootReal === undefined ? {} : { realPath: path.join(rootReal, ...names) };
  };
  for (const e of list) {
    const full = path.join(root.path, e.name);
    if (e.nameNotUtf8) {
      log.skip({ path: full, reason: 'name-not-utf8' }, `skipped ${full}: its name is not valid UTF-8`);
      continue;
    }
    const kind = e.kind === 'symlink' ? kindOf(fs, full) : e.kind;
    if (kind === 'other' && e.name.toLowerCase().endsWith('.md')) {
      log.skip({ path: full, reason: 'not-a-file' }, `skipped ${full}: not a regular file`);
    } else if (kind === 'file' && e.name.toLowerCase().endsWith('.md')) {
      if (e.name.toLowerCase() === 'readme.md') ignored.push({ path: full, root, reason: 'readme' });
      else skills.push({ path: full, root, layout: 'flat', dirName: e.name.slice(0, -3), skillDir: root.path, ...(e.kind === 'file' ? realBelow(e.name) : {}) });
    } else if (kind === 'directory' && !e.name.startsWith('.') && e.name !== 'node_modules') {
      const skillFile = path.join(full, 'SKILL.md');
      const skillKind = kindOf(fs, skillFile);
      const listing = skillKind === undefined ? fs.readDirectory(full) : undefined;
      if (skillKind === 'file') {
        // A SKILL.md that is a link to a file: only the folder's listing says so (`stat` follows links).
        const entry = fs.readDirectory(full)?.find((x) => x.name === 'SKILL.md');
        const linked = entry?.kind === 'symlink';
        const real = e.kind === 'directory' && entry?.kind === 'file' ? realBelow(e.name, 'SKILL.md') : {};
        skills.push({ path: skillFile, root, layout: 'folder', dirName: e.name, skillDir: full, ...(linked ? { fileLinked: true as const } : {}), ...real });
      } else if (skillKind === 'other') {
        log.skip({ path: skillFile, reason: 'not-a-file' }, `skipped ${skillFile}: not a regular file`);
      } else if (listing === undefined || listing.some((x) => x.name === 'SKILL.md')) {
        // Listed but not entered (a folder readable without the right to open what it holds): its SKILL.md is there, unread.
        log.skip({ path: listing ? skillFile : full, reason: 'unreadable' }, `skipped unreadable folder ${full}`);
        ignored.push({ path: full, root, reason: 'unreadable-dir' });
      } else {
        ignored.push({ path: full, root, reason: 'no-skill-file' });
      }
    }
  }
  return { skills, ignored };
}
