import * as fs from 'node:fs';
import * as path from 'node:path';

/** A skill taken from the corpus or the examples, used as a template. */
interface Template {
  readonly text: string;
  readonly references: readonly { readonly rel: string; readonly text: string }[];
}

/** Collects every SKILL.md (with its markdown reference files) under the given folders. */
function collectTemplates(sources: readonly string[]): Template[] {
  const out: Template[] = [];
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    } catch {
      return;
    }
    if (entries.some((e) => e.isFile() && e.name === 'SKILL.md')) {
      const references = entries
        .filter((e) => e.isDirectory())
        .flatMap((e) => fs.readdirSync(path.join(dir, e.name)).filter((n) => n.endsWith('.md')).slice(0, 3).map((n) => ({ rel: `${e.name}/${n}`, text: fs.readFileSync(path.join(dir, e.name, n), 'utf8') })));
      out.push({ text: fs.readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), references });
    }
    for (const e of entries) if (e.isDirectory()) visit(path.join(dir, e.name));
  };
  for (const s of sources) visit(s);
  return out;
}

/**
 * Writes a workspace of `count` skills into `target/skills`, deterministically: skill i
 * copies template i mod n with its name made unique; every third skill is a flat file,
 * the others folders with their reference files. Returns the number of files written.
 */
export function generateWorkspace(target: string, count: number, sources: readonly string[]): number {
  const templates = collectTemplates(sources);
  if (templates.length === 0) throw new Error(`no SKILL.md under ${sources.join(', ')}`);
  fs.rmSync(target, { recursive: true, force: true });
  const root = path.join(target, 'skills');
  fs.mkdirSync(root, { recursive: true });
  let files = 0;
  for (let i = 0; i < count; i++) {
    const t = templates[i % templates.length]!;
    const name = `skill-${String(i).padStart(5, '0')}`;
    const text = t.text.replace(/^name:.*$/m, `name: ${name}`);
    if (i % 3 === 2) {
      fs.writeFileSync(path.join(root, `${name}.md`), text);
      files++;
      continue;
    }
    const dir = path.join(root, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'SKILL.md'), text);
    files++;
    for (const r of t.references) {
      fs.mkdirSync(path.dirname(path.join(dir, r.rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, r.rel), r.text);
      files++;
    }
  }
  return files;
}
