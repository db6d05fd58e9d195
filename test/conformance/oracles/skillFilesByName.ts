import * as fs from 'node:fs';
import * as path from 'node:path';

/** How an agent walks its skills folder, for telling which file a listed name came from. */
export interface SkillWalk {
  /** Folders below the skills folder a SKILL.md may be in (1: `<folder>/<name>/SKILL.md`). */
  readonly depth: number;
  /** Sort each folder's entries by localeCompare (else by code units: any stable order). */
  readonly localeSorted: boolean;
  /**
   * The name the agent itself gives a file (its own header reader), undefined when it gives
   * none; without it, a line reader's `name:` or the folder's name.
   */
  readonly nameOf?: (text: string, folder: string) => string | undefined;
}

/** The `name:` of a SKILL.md's header as a line reader sees it (quotes and spaces stripped), else undefined. */
function headerName(text: string): string | undefined {
  const header = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  const line = header === undefined ? undefined : /^name:[ \t]*(.*?)[ \t]*$/m.exec(header)?.[1];
  const unquoted = line?.replace(/^(["'])(.*)\1$/, '$2').trim();
  return unquoted ? unquoted : undefined;
}

/**
 * Every SKILL.md under `skillsDir`, the folder's own first (relative to `projectDir`, `/`-separated) by the name a
 * header line gives it, else its folder's name, in walk order. The agents that list names
 * only, or names and descriptions, never say which file a name came from: this tells the
 * files apart for the loaded set; the names themselves are the agent's.
 */
export function skillFilesByName(projectDir: string, skillsDir: string, walk: SkillWalk): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // A SKILL.md directly in the skills folder: most agents load it too, under its header's name.
  const top = `${skillsDir}/SKILL.md`;
  try {
    const text = fs.readFileSync(path.join(projectDir, top), 'utf8');
    const name = walk.nameOf ? walk.nameOf(text, path.basename(skillsDir)) : headerName(text) ?? path.basename(skillsDir);
    if (name !== undefined) out.set(name, [top]);
  } catch { /* none: the usual case */ }
  const visit = (rel: string, level: number): void => {
    let names: string[];
    try { names = fs.readdirSync(path.join(projectDir, rel)); } catch { return; }
    names.sort(walk.localeSorted ? (a, b) => a.localeCompare(b) : undefined);
    for (const n of names) {
      const dir = `${rel}/${n}`;
      if (!fs.statSync(path.join(projectDir, dir), { throwIfNoEntry: false })?.isDirectory()) continue;
      const file = `${dir}/SKILL.md`;
      let text: string | undefined;
      try { text = fs.readFileSync(path.join(projectDir, file), 'utf8'); } catch { text = undefined; }
      if (text === undefined) {
        if (level < walk.depth) visit(dir, level + 1);
        continue;
      }
      const name = walk.nameOf ? walk.nameOf(text, n) : headerName(text) ?? n;
      if (name !== undefined) out.set(name, [...(out.get(name) ?? []), file]);
    }
  };
  visit(skillsDir, 1);
  return out;
}

/** The file a listed name came from: exact, else case-insensitive (Cline lowercases `ns:name` ids). */
export function fileOfName(files: ReadonlyMap<string, readonly string[]>, name: string): string | undefined {
  const exact = files.get(name)?.[0];
  if (exact !== undefined) return exact;
  for (const [n, list] of files) if (n.toLowerCase() === name.toLowerCase()) return list[0];
  return undefined;
}
