import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseSkill } from '../parse/parseSkill';

/** A skill as trigger tests see it: its folder, the name agents list, its description. */
export interface TriggerSkill {
  /** Absolute path of the skill's folder. */
  readonly dir: string;
  /** The folder's name (what Claude Code lists; the others list `name`, which should match it). */
  readonly name: string;
  /** The header's `name`, when it is text. */
  readonly headerName: string | undefined;
  readonly description: string;
  /** The skills folder the skill sits in, its siblings beside it. */
  readonly root: string;
}

/** The skill in `dir` (a folder holding SKILL.md), or undefined. */
export function readTriggerSkill(dir: string): TriggerSkill | undefined {
  let text: string;
  try { text = fs.readFileSync(path.join(dir, 'SKILL.md'), 'utf8'); } catch { return undefined; }
  const data = parseSkill(text).frontMatter?.data ?? {};
  const description = typeof data['description'] === 'string' ? data['description'] : '';
  const headerName = typeof data['name'] === 'string' ? data['name'] : undefined;
  return { dir, name: path.basename(dir), headerName, description, root: path.dirname(dir) };
}

/** Every skill of the skills folder `root` (its `<name>/SKILL.md`), sorted by folder name. */
export function skillsOfRoot(root: string): TriggerSkill[] {
  let names: string[];
  try { names = fs.readdirSync(root).sort(); } catch { return []; }
  return names.map((n) => readTriggerSkill(path.join(root, n))).filter((s): s is TriggerSkill => s !== undefined);
}

const SKIPPED = new Set(['node_modules', '.git']);

/**
 * The skills named by command-line paths: a SKILL.md, a skill's folder, or a folder searched
 * (six levels down, `node_modules` and `.git` left out) for `<name>/SKILL.md`.
 */
export function findTriggerSkills(paths: readonly string[], cwd: string): TriggerSkill[] {
  const found = new Map<string, TriggerSkill>();
  const add = (s: TriggerSkill | undefined) => { if (s) found.set(s.dir, s); };
  const walk = (dir: string, depth: number) => {
    if (fs.existsSync(path.join(dir, 'SKILL.md'))) { add(readTriggerSkill(dir)); return; }
    if (depth === 0) return;
    let entries: fs.Dirent[];
    try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const e of entries) if (e.isDirectory() && !SKIPPED.has(e.name)) walk(path.join(dir, e.name), depth - 1);
  };
  for (const p of paths.length ? paths : ['.']) {
    const abs = path.resolve(cwd, p);
    if (path.basename(abs) === 'SKILL.md') add(readTriggerSkill(path.dirname(abs)));
    else walk(abs, 6);
  }
  return [...found.values()].sort((a, b) => a.dir.localeCompare(b.dir));
}
