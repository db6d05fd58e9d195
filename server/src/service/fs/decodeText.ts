import { Buffer, isUtf8 } from 'node:buffer';

/** Why a file could not be read as a skill (`denied`: it exists but reading it failed, e.g. no permission). */
export type Unreadable = 'missing' | 'binary' | 'too-large' | 'denied';

/** A decoded text file, or why not. */
export type DecodedText =
  | { readonly ok: true; readonly text: string; readonly invalidUtf8: boolean; readonly bom: boolean }
  | { readonly ok: false; readonly reason: Unreadable };

/** Files larger than this are not parsed (skill-api's 10 MB text limit, with headroom). */
export const MAX_TEXT_BYTES = 16 * 1024 * 1024;
const SNIFF_BYTES = 8192;
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });

/**
 * Decodes a file's bytes as UTF-8 and drops a leading BOM, as editors do, so positions
 * from disk match positions in an open editor. A NUL byte in the first 8 KiB marks a binary file; invalid UTF-8 is
 * decoded with replacement characters and flagged so a rule can say so.
 */
export function decodeText(bytes: Uint8Array | undefined): DecodedText {
  if (!bytes) return { ok: false, reason: 'missing' };
  if (bytes.length > MAX_TEXT_BYTES) return { ok: false, reason: 'too-large' };
  const sniff = Math.min(bytes.length, SNIFF_BYTES);
  for (let i = 0; i < sniff; i++) if (bytes[i] === 0) return { ok: false, reason: 'binary' };
  // Validating natively first is much cheaper than a fatal decoder that throws.
  const valid = isUtf8(bytes);
  const text = valid ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') : decoder.decode(bytes);
  const bom = text.charCodeAt(0) === 0xfeff;
  return { ok: true, text: bom ? text.slice(1) : text, invalidUtf8: !valid, bom };
}
