import * as path from 'node:path';
import { candidateForPath } from '../../discovery/candidateForPath';
import type { FileSystem } from '../../fs/fileSystem';
import type { LanguageService } from '../../languageService';
import type { DocumentContext } from '../documentContext';

/**
 * Whether a fix may create `target` for the file `doc`: only inside that file's own folder
 * and its workspace folder (links resolved: a link that leaves them does not count), and
 * never a file an agent would load as a skill (a `SKILL.md`, a markdown file of a flat
 * skills folder) — a placeholder skill would be listed to every agent.
 */
export function mayCreate(service: LanguageService, doc: DocumentContext, target: string): boolean {
  const fs = service.index.fs;
  const home = path.dirname(doc.path);
  if (!doc.folder || !path.isAbsolute(target) || !within(home, target) || !within(doc.folder, target)) return false;
  if (path.basename(target).toLowerCase() === 'skill.md') return false;
  if (candidateForPath(target, service.roots().map((r) => r.root))) return false;
  const real = realAncestor(fs, target);
  const realHome = fs.realpath(home);
  const realFolder = fs.realpath(doc.folder);
  return real !== undefined && realHome !== undefined && realFolder !== undefined && within(realHome, real) && within(realFolder, real);
}

/** True when `p` is `dir` or below it (lexically). */
export function within(dir: string, p: string): boolean {
  const rel = path.relative(dir, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The canonical path of `p`'s nearest existing ancestor, with the rest of `p` appended. */
function realAncestor(fs: FileSystem, p: string): string | undefined {
  const rest: string[] = [];
  let dir = p;
  for (;;) {
    const real = fs.realpath(dir);
    if (real !== undefined) return path.join(real, ...rest.reverse());
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    rest.push(path.basename(dir));
    dir = up;
  }
}
