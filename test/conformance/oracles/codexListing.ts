import type { OracleListing, OracleListingEntry } from '../oracle';
import { projectRelative } from './projectRelative';

/** What the `<skills_instructions>` block says, beyond the listing itself. */
export interface CodexListing {
  readonly listing: OracleListing;
  /** Each project entry's name and file relative to the project, in listing order (names may repeat: Codex keeps both). */
  readonly files: readonly { readonly name: string; readonly file: string }[];
  /** Set when the block has a `### How to use skills` section (it depends on the model). */
  readonly howToUse: boolean;
  /** Lines under `### Available skills` that are not entries of the known shape (kept in `text`). */
  readonly unparsed: readonly string[];
}

const OPEN = '<skills_instructions>';
const CLOSE = '</skills_instructions>';

/** The `<skills_instructions>…</skills_instructions>` block in `codex debug prompt-input`'s JSON. */
export function findSkillsBlock(promptInput: unknown): string | undefined {
  const texts: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') { if (v.includes(OPEN)) texts.push(v); }
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(promptInput);
  for (const t of texts) {
    const start = t.indexOf(OPEN);
    const end = t.indexOf(CLOSE, start);
    if (end >= 0) return t.slice(start, end + CLOSE.length);
  }
  return undefined;
}

/** A run of whole lines of the block, with their line ends. */
interface Piece { readonly text: string; readonly kind: 'root' | 'entry' | 'other'; readonly root?: string; readonly name?: string; readonly file?: string }

/**
 * Splits Codex's block into its lines and classifies them: `` - `rN` = `/abs` `` roots, and
 * `- <name>: <description> (file: rN/<dir>/SKILL.md)` entries under `### Available skills`
 * (an entry whose description was dropped for the budget reads `- <name>: (file: …)`).
 * `names` are the names `skills/list` reported, so a name holding `: ` is still split right.
 */
function pieces(block: string, names: readonly string[]): Piece[] {
  const lines = block.split(/(?<=\n)/);
  const out: Piece[] = [];
  let section = '';
  const byLength = [...names].sort((a, b) => b.length - a.length);
  for (const line of lines) {
    const bare = line.replace(/\n$/, '');
    if (bare.startsWith('### ')) section = bare;
    const root = /^- `(r\d+)` = `(.*)`$/.exec(bare);
    if (section === '### Skill roots' && root) { out.push({ text: line, kind: 'root', root: root[1]!, file: root[2]! }); continue; }
    // The last `(file: rN/` of the line is the entry's own: a description may hold the words too.
    const file = /.*\(file: (r\d+)\/(.*)\)(?:<\/skills_instructions>)?$/.exec(bare);
    if (section === '### Available skills' && bare.startsWith('- ') && file) {
      // Codex writes a name on one line, each run of white space as one space (observed on 0.171.0): the entry is
      // given the name skills/list reports, as written in the file.
      const name = byLength.find((n) => bare.startsWith(`- ${oneLine(n)}:`)) ?? bare.slice(2, bare.indexOf(':') < 0 ? undefined : bare.indexOf(':'));
      out.push({ text: line, kind: 'entry', root: file[1]!, file: file[2]!, name });
      continue;
    }
    out.push({ text: line, kind: 'other' });
  }
  return out;
}

/**
 * Reads the listing out of Codex's block. Built-in skills are those whose root is outside the
 * project (`$CODEX_HOME/skills/.system`). `text` is the block with their entry lines and their
 * root lines cut out, the project's roots numbered again from `r0` in their order (Codex calls the
 * first `r1` after its system root; Skillkiln shows it as `r0`, the same length, so the budget cut
 * is the same) and every other byte kept. Where no project root is left (no project skill
 * loaded), the block is the system skills' alone and `text` is empty, as Skillkiln's is.
 */
export function parseCodexListing(block: string, projectDir: string, names: readonly string[]): CodexListing {
  const all = pieces(block, names);
  const roots = new Map<string, string | undefined>();
  for (const p of all) if (p.kind === 'root') roots.set(p.root!, projectRelative(projectDir, p.file!) ?? (isProjectDir(projectDir, p.file!) ? '' : undefined));
  const inProject = (root: string | undefined): boolean => root !== undefined && roots.get(root) !== undefined;
  const renumbered = new Map([...roots.keys()].filter(inProject).map((r, i) => [r, `r${i}`]));
  const renumber = (p: Piece): string => p.kind === 'root'
    ? p.text.replace(/^- `r\d+`/, `- \`${renumbered.get(p.root!)!}\``)
    : renumberFile(p.text, renumbered.get(p.root!)!);
  const entries: OracleListingEntry[] = [];
  const builtins: string[] = [];
  const files: { name: string; file: string }[] = [];
  let text = '';
  let section = '';
  const unparsed: string[] = [];
  for (const p of all) {
    if (p.text.startsWith('### ')) section = p.text.trim();
    if (p.kind === 'other') {
      if (section === '### Available skills' && !p.text.startsWith('### ') && p.text.trim() !== CLOSE) unparsed.push(p.text.trimEnd());
      text += p.text;
      continue;
    }
    if (!inProject(p.root)) {
      if (p.kind === 'entry') builtins.push(p.name!);
      continue;
    }
    const own = renumber(p);
    text += own;
    if (p.kind === 'entry') {
      // Codex puts the close tag on a line of its own; should it ever share the last entry's line, it is not part of the entry.
      entries.push({ name: p.name!, text: own.replace(/\n$/, '').replace(CLOSE, '') });
      const prefix = roots.get(p.root!)!;
      files.push({ name: p.name!, file: prefix ? `${prefix}/${p.file!}` : p.file! });
    }
  }
  const ownRoot = all.some((p) => p.kind === 'root' && inProject(p.root));
  return { listing: { raw: block, text: ownRoot ? text : '', entries, builtins }, files, howToUse: block.includes('\n### How to use skills\n'), unparsed };
}

function isProjectDir(projectDir: string, dir: string): boolean {
  return projectRelative(projectDir, `${dir}/x`) === 'x';
}

function oneLine(text: string): string {
  return text.split(/\s+/).filter(Boolean).join(' ');
}

/** An entry with the root of its file (the last `(file: rN/`) written as `alias`. */
function renumberFile(line: string, alias: string): string {
  const at = line.lastIndexOf('(file: r');
  return at < 0 ? line : line.slice(0, at) + line.slice(at).replace(/^\(file: r\d+/, `(file: ${alias}`);
}
