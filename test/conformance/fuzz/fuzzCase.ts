import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * One generated skill: its place under the skills folder and the pieces its `SKILL.md` is
 * written from, kept apart so the shrinker can take them away one by one.
 */
export interface FuzzCase {
  /** `s<seed>-<n>`: stable for a seed, the key of known disagreements. */
  readonly id: string;
  /** Folder under the skills folder (`/`-separated; may be nested, a dot-folder…). */
  readonly dir: string;
  /** The skill file's name (`SKILL.md`, or another casing). */
  readonly fileName: string;
  /** What the generator put in, for the report. */
  readonly probes: readonly string[];
  /** Header lines between the `---` lines (`undefined`: no header at all). */
  readonly header?: readonly string[];
  /** Text before the opening `---` (whitespace, a blank line). */
  readonly lead: string;
  /** Whether the closing `---` is missing. */
  readonly unclosed: boolean;
  /** What follows `---` on the opening line (spaces, a tab: editors leave them). */
  readonly openerTail?: string;
  /** What follows `---` on the closing line (spaces, a tab). */
  readonly closerTail?: string;
  readonly body: string;
  readonly bom: boolean;
  readonly eol: '\n' | '\r\n' | '\r';
  /** Written as UTF-16 (with its byte-order mark). */
  readonly utf16?: 'le' | 'be';
  /** Written one byte per character (Latin-1, as editors set to Windows-1252 save): not valid UTF-8 where a character is past ASCII. */
  readonly latin1?: boolean;
  /** `SKILL.md` is a symlink to a file beside it holding the text. */
  readonly symlinked: boolean;
  /**
   * Where the case's files really are, from the skills folder (`../linked/f1-5`, `.store/f1-5`):
   * `dir` is then a symbolic link to that folder, as authors link skills kept elsewhere.
   */
  readonly realDir?: string;
  /** More symbolic links to folders, from the skills folder: `at` holds the link, `to` its text. */
  readonly links?: readonly FolderLink[];
  /**
   * Other files, by path from the case's folder (`agents/openai.yaml`, a plugin manifest in it
   * or, with `../`, in a folder above it that only this case uses).
   */
  readonly folderFiles?: Readonly<Record<string, string>>;
  /** Cases that must be written with this one, unshrunk (the skill whose folder holds it, its twin). */
  readonly needs?: readonly string[];
}

/** A symbolic link to a folder: to the case's own (a second path to one skill) or to nothing. */
export interface FolderLink {
  /** The link's path from the skills folder. */
  readonly at: string;
  /** What it points at, from the folder holding the link. */
  readonly to: string;
}

/** The text of the case's skill file. */
export function caseText(c: FuzzCase): string {
  const head = c.header === undefined ? '' : `---${c.openerTail ?? ''}\n${c.header.join('\n')}${c.header.length ? '\n' : ''}${c.unclosed ? '' : `---${c.closerTail ?? ''}\n`}`;
  const text = `${c.bom ? '\uFEFF' : ''}${c.lead}${head}${c.body}`;
  return c.eol === '\n' ? text : text.replace(/\r?\n/g, c.eol);
}

/** The bytes of the case's skill file. */
export function caseBytes(c: FuzzCase): Buffer {
  const text = caseText(c);
  if (c.latin1) return Buffer.from(text, 'latin1');
  if (!c.utf16) return Buffer.from(text, 'utf8');
  const le = Buffer.from(`${c.bom ? '' : '\uFEFF'}${text}`, 'utf16le');
  return c.utf16 === 'le' ? le : le.swap16();
}

/** Writes the cases under `skillsDir` (parents first, so a nested case lands in its host's folder). */
export function writeCases(skillsDir: string, cases: readonly FuzzCase[]): void {
  fs.mkdirSync(skillsDir, { recursive: true });
  for (const c of [...cases].sort((a, b) => a.dir.split('/').length - b.dir.split('/').length)) {
    const dir = path.join(skillsDir, c.realDir ?? c.dir);
    fs.mkdirSync(dir, { recursive: true });
    if (c.realDir) linkFolder(path.join(skillsDir, c.dir), dir);
    for (const l of c.links ?? []) linkFolder(path.join(skillsDir, l.at), path.resolve(skillsDir, path.dirname(l.at), l.to));
    if (c.symlinked) {
      fs.writeFileSync(path.join(dir, 'skill-text.md'), caseBytes(c));
      fs.symlinkSync('skill-text.md', path.join(dir, c.fileName));
    } else {
      fs.writeFileSync(path.join(dir, c.fileName), caseBytes(c));
    }
    for (const [file, text] of Object.entries(c.folderFiles ?? {})) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  }
}

/** A relative symbolic link at `at` to the folder `target` (which may not exist). */
function linkFolder(at: string, target: string): void {
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(at), target), at, 'dir');
}

/** The case's file as a reader would quote it: the text, with what is invisible in it said. */
export function quoteCase(c: FuzzCase): string {
  const marks = [c.utf16 ? `UTF-16${c.utf16.toUpperCase()}` : '', c.latin1 ? 'Latin-1 bytes' : '', c.bom ? 'BOM' : '', c.eol === '\r\n' ? 'CRLF' : c.eol === '\r' ? 'lone CR line breaks' : '', c.symlinked ? `${c.fileName} is a symlink to a file` : '', c.fileName !== 'SKILL.md' ? `file named ${c.fileName}` : '', c.openerTail ? `opening line ---${JSON.stringify(c.openerTail)}` : '', c.closerTail ? `closing line ---${JSON.stringify(c.closerTail)}` : '', c.realDir ? `${c.dir} is a symlink to the folder ${c.realDir}` : '', ...(c.links ?? []).map((l) => `${l.at} is a symlink to ${l.to}`)].filter(Boolean);
  const text = caseText(c).replace(/^\uFEFF/, '');
  const shown = text.length > 600 ? `${text.slice(0, 300)}…[${text.length - 600} more]…${text.slice(-300)}` : text;
  const others = Object.entries(c.folderFiles ?? {}).map(([file, body]) => `\n${path.posix.join(c.dir, file)}:\n${body}`).join('');
  return `${c.dir}/${c.fileName}${marks.length ? ` (${marks.join(', ')})` : ''}:\n${shown}${others}`;
}
