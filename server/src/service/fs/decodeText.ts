import { Buffer, isUtf8 } from 'node:buffer';

/** Why a file could not be read as a skill (`denied`: it exists but reading it failed, e.g. no permission). */
export type Unreadable = 'missing' | 'binary' | 'too-large' | 'denied';

/**
 * What a file holding NUL bytes is: UTF-16 (told by its byte-order mark, else by NUL bytes
 * falling on one side of each pair, as ASCII letters written in UTF-16 do), or other bytes.
 */
export type NotText = 'utf-16le' | 'utf-16be' | 'nul';

/** A decoded text file, or why not. */
export type DecodedText =
  | {
    readonly ok: true;
    readonly text: string;
    readonly invalidUtf8: boolean;
    readonly bom: boolean;
    /** Set when the file holds NUL bytes (decoded with `nulBytes: 'as-utf8'`): `text` is its bytes read as UTF-8. */
    readonly notText?: NotText;
  }
  | { readonly ok: false; readonly reason: Unreadable };

/** How to decode a file with NUL bytes: refuse it as binary (the default), or read its bytes as UTF-8 as most agents do. */
export interface DecodeOptions {
  readonly nulBytes?: 'refuse' | 'as-utf8';
}

/** Files larger than this are not parsed (skill-api's 10 MB text limit, with headroom). */
export const MAX_TEXT_BYTES = 16 * 1024 * 1024;
const SNIFF_BYTES = 8192;
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });

/**
 * Decodes a file's bytes as UTF-8 and drops a leading BOM, as editors do, so positions
 * from disk match positions in an open editor. A NUL byte in the first 8 KiB marks a file that
 * is not text: refused as binary, or (`nulBytes: 'as-utf8'`) decoded like any other and flagged
 * with what it is. Invalid UTF-8 is decoded with replacement characters and flagged so a rule can say so.
 */
export function decodeText(bytes: Uint8Array | undefined, options: DecodeOptions = {}): DecodedText {
  if (!bytes) return { ok: false, reason: 'missing' };
  if (bytes.length > MAX_TEXT_BYTES) return { ok: false, reason: 'too-large' };
  const sniff = Math.min(bytes.length, SNIFF_BYTES);
  let nul = false;
  for (let i = 0; i < sniff; i++) {
    if (bytes[i] !== 0) continue;
    if (options.nulBytes !== 'as-utf8') return { ok: false, reason: 'binary' };
    nul = true;
    break;
  }
  // Validating natively first is much cheaper than a fatal decoder that throws.
  const valid = isUtf8(bytes);
  const text = valid ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') : decoder.decode(bytes);
  const bom = text.charCodeAt(0) === 0xfeff;
  const decoded = { ok: true as const, text: bom ? text.slice(1) : text, invalidUtf8: !valid, bom };
  return nul ? { ...decoded, notText: notTextOf(bytes, sniff) } : decoded;
}

/** UTF-16 by its byte-order mark, else by where its NUL bytes fall in the first `sniff` bytes; other bytes otherwise. */
function notTextOf(bytes: Uint8Array, sniff: number): NotText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sniff; i++) if (bytes[i] === 0) (i % 2 === 0 ? even++ : odd++);
  // Text in a Latin script: nearly every other byte is NUL, on one side only.
  const pairs = sniff / 2;
  if (odd >= pairs / 2 && even * 8 <= odd) return 'utf-16le';
  if (even >= pairs / 2 && odd * 8 <= even) return 'utf-16be';
  return 'nul';
}
