import { decodeText, MAX_TEXT_BYTES, type DecodedText } from './decodeText';
import type { FileSystem } from './fileSystem';
import { readWithStat } from './readWithStat';

/**
 * A text file read and decoded, with its stat when it could be taken. Its size is checked
 * before it is read: a file past the text limit is refused as too large without a byte read,
 * whatever its size (a sparse file of terabytes included). A file with NUL bytes (UTF-16) is
 * read as UTF-8 and flagged (`notText`): that is what the agents reading it see.
 */
export function readText(fs: FileSystem, p: string): { readonly decoded: DecodedText; readonly stat: { mtimeMs: number; size: number } | undefined } {
  const read = readWithStat(fs, p, MAX_TEXT_BYTES);
  if (read && read.bytes === undefined) return { decoded: { ok: false, reason: 'too-large' }, stat: read.stat };
  return { decoded: decodeText(read?.bytes, { nulBytes: 'as-utf8' }), stat: read?.stat };
}
