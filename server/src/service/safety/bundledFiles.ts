import { decodeText, MAX_TEXT_BYTES } from '../fs/decodeText';
import type { FileSystem } from '../fs/fileSystem';
import { readWithStat } from '../fs/readWithStat';
import { listFolderPaths } from '../profiles/shared/listFolderFiles';
import { binaryKindOf, type BinaryKind } from './binaryKind';

/** A file a folder skill ships besides its SKILL.md, as the safety checks read it. */
export interface BundledFile {
  readonly path: string;
  /** `/`-separated, relative to the skill folder (`scripts/run.py`). */
  readonly relPath: string;
  /** Set for executables, bytecode, archives and pickles (by content). */
  readonly binary?: BinaryKind;
  /** The whole text of a text file (undefined for other binaries and unreadable files). */
  readonly text?: string;
  /** Markdown files also get the rendered-view checks. */
  readonly markdown: boolean;
}

const MARKDOWN = /\.(md|markdown|mdx)$/i;
/** Bytes enough to recognise a binary, and the NUL that marks any other file that is not text. */
const HEAD_BYTES = 8192;
/** A file no larger is read whole at once: one open where a text would need a second (a binary this small costs no more). */
const WHOLE_AT_ONCE = 65536;

/**
 * The files of a skill folder other than its SKILL.md. Each is recognised from its first
 * bytes: a binary (an executable, an archive, or an image or font, which hold a NUL early) is
 * never read further; a text file is read whole (up to 16 MB; past that, its first bytes).
 * Files of a nested skill (a subfolder with its own SKILL.md) belong to that skill and are left to it.
 */
export function bundledFiles(fs: FileSystem, dir: string, skillFile: string): BundledFile[] {
  // Listed without a stat of each file: the read that follows tells the size.
  const listing = listFolderPaths(fs, dir).files;
  const nested = listing.filter((f) => f.path !== skillFile && /(^|\/)SKILL\.md$/.test(f.relPath)).map((f) => f.relPath.slice(0, -'SKILL.md'.length));
  const out: BundledFile[] = [];
  for (const f of listing) {
    if (f.path === skillFile || nested.some((prefix) => f.relPath.startsWith(prefix))) continue;
    const markdown = MARKDOWN.test(f.relPath);
    const read = fs.readFileHead ? fs.readFileHead(f.path, HEAD_BYTES, WHOLE_AT_ONCE) : fs.readFile(f.path)?.subarray(0, HEAD_BYTES);
    if (!read) continue;
    // Longer or shorter than the head: the whole file is already read. Recognised from its first bytes alone either way.
    const readWhole = read.length !== HEAD_BYTES;
    const head = readWhole && read.length > HEAD_BYTES ? read.subarray(0, HEAD_BYTES) : read;
    // The whole file when the head is not all of it and a text needs more; a pickle tells by its last byte alone.
    const whole = () => (readWhole ? read : (readWithStat(fs, f.path, MAX_TEXT_BYTES)?.bytes ?? read));
    const last = head[0] === 0x80 && !readWhole ? (fs.readFileTail ? fs.readFileTail(f.path, 1)?.[0] : whole().at(-1)) : undefined;
    const binary = binaryKindOf(head, last ?? read[read.length - 1]);
    if (binary) {
      out.push({ path: f.path, relPath: f.relPath, binary, markdown });
      continue;
    }
    if (head.includes(0)) {
      out.push({ path: f.path, relPath: f.relPath, markdown });
      continue;
    }
    const decoded = decodeText(whole());
    out.push({ path: f.path, relPath: f.relPath, markdown, ...(decoded.ok ? { text: decoded.text } : {}) });
  }
  return out;
}
