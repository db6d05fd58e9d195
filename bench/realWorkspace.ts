import * as fs from 'node:fs';
import * as path from 'node:path';

/** Folders holding a SKILL.md under `corpus`, sorted (a stable order, so workspaces are reproducible). */
function skillFolders(corpus: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    if (entries.some((e) => e.isFile() && e.name === 'SKILL.md')) out.push(dir);
    else for (const e of entries) if (e.isDirectory()) visit(path.join(dir, e.name));
  };
  visit(corpus);
  return out;
}

/**
 * Writes `target/skills/<name>-<i>/…`: `count` copies of the corpus's real skill folders
 * (skill i copies folder i mod n, every file as it is), each in a folder of its own with a
 * distinct name. Reused when `target` already holds the same workspace (a marker file says
 * which), since writing 20,000 folders costs more than the run that measures them.
 */
export function realWorkspace(target: string, count: number, corpus: string): void {
  if (!fs.existsSync(corpus)) throw new Error(`Put the real skills at ${corpus} (the shared corpus-large beside the clone, see ../shared/corpus-large/README.md): the bench builds its workspaces from them, and that folder is missing.`);
  const folders = skillFolders(corpus);
  if (folders.length === 0) throw new Error(`no SKILL.md under ${corpus}`);
  const marker = path.join(target, '.workspace');
  const signature = `${count} copies of ${folders.length} folders of ${corpus}\n`;
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === signature) return;
  fs.rmSync(target, { recursive: true, force: true });
  const root = path.join(target, 'skills');
  fs.mkdirSync(root, { recursive: true });
  for (let i = 0; i < count; i++) {
    const source = folders[i % folders.length]!;
    fs.cpSync(source, path.join(root, `${path.basename(source)}-${String(i).padStart(5, '0')}`), { recursive: true });
  }
  fs.writeFileSync(marker, signature);
}
