import type { LocalizedText } from '../model/finding';

/** What a bundled binary file is, read from its first bytes (never from its name). */
export interface BinaryKind {
  readonly id: 'executable' | 'bytecode' | 'archive' | 'pickle';
  readonly label: LocalizedText;
}

const starts = (b: Uint8Array, sig: readonly number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, s: string, at = 0) => starts(b, [...s].map((c) => c.charCodeAt(0)), at);
const has = (b: Uint8Array, s: string) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).includes(s, 0, 'latin1');

const EXECUTABLE = (what: string, fr: string): BinaryKind => ({ id: 'executable', label: { en: `a compiled program (${what})`, fr: `un programme compilé (${fr})` } });
const ARCHIVE = (what: string): BinaryKind => ({ id: 'archive', label: { en: `an archive (${what})`, fr: `une archive (${what})` } });

/**
 * Executables, bytecode, archives and pickles, by their magic numbers in the first bytes `b`
 * (and, for a pickle, its `last` byte: the whole file need not be read). Images, fonts, PDFs
 * and office documents (zip files holding `[Content_Types].xml` or an OpenDocument
 * `mimetype`) are ordinary assets: undefined.
 */
export function binaryKindOf(b: Uint8Array, last: number | undefined = b[b.length - 1]): BinaryKind | undefined {
  if (starts(b, [0x7f, 0x45, 0x4c, 0x46])) return EXECUTABLE('ELF', 'ELF');
  if (ascii(b, 'MZ') && b.length >= 64) return EXECUTABLE('Windows', 'Windows');
  if (starts(b, [0xfe, 0xed, 0xfa, 0xce]) || starts(b, [0xfe, 0xed, 0xfa, 0xcf]) || starts(b, [0xce, 0xfa, 0xed, 0xfe]) || starts(b, [0xcf, 0xfa, 0xed, 0xfe])) return EXECUTABLE('Mach-O', 'Mach-O');
  if (starts(b, [0xca, 0xfe, 0xba, 0xbe])) {
    // Java class files put their version (≥ 45) where fat Mach-O binaries put a small count.
    const java = b.length >= 8 && ((b[6]! << 8) | b[7]!) >= 45;
    return java ? { id: 'bytecode', label: { en: 'Java bytecode (.class)', fr: 'du bytecode Java (.class)' } } : EXECUTABLE('Mach-O', 'Mach-O');
  }
  if (starts(b, [0x00, 0x61, 0x73, 0x6d])) return { id: 'bytecode', label: { en: 'WebAssembly bytecode', fr: 'du bytecode WebAssembly' } };
  if (b.length >= 16 && b[2] === 0x0d && b[3] === 0x0a) {
    const magic = b[0]! | (b[1]! << 8);
    if ((magic >= 2900 && magic < 4000) || magic === 62211) return { id: 'bytecode', label: { en: 'Python bytecode (.pyc)', fr: 'du bytecode Python (.pyc)' } };
  }
  if (ascii(b, 'PK\x03\x04') || ascii(b, 'PK\x05\x06')) {
    if (has(b, '[Content_Types].xml') || ascii(b, 'mimetypeapplication/', 30)) return undefined;
    return has(b, 'META-INF/MANIFEST.MF') ? ARCHIVE('Java .jar') : ARCHIVE('zip');
  }
  if (starts(b, [0x1f, 0x8b])) return ARCHIVE('gzip');
  if (ascii(b, 'BZh')) return ARCHIVE('bzip2');
  if (starts(b, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return ARCHIVE('xz');
  if (starts(b, [0x28, 0xb5, 0x2f, 0xfd])) return ARCHIVE('zstd');
  if (starts(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return ARCHIVE('7z');
  if (ascii(b, 'Rar!\x1a\x07')) return ARCHIVE('rar');
  if (ascii(b, 'ustar', 257)) return ARCHIVE('tar');
  // Python pickles run code when loaded: protocol 2–5 header, STOP opcode at the end.
  if (b[0] === 0x80 && b[1]! >= 2 && b[1]! <= 5 && last === 0x2e) return { id: 'pickle', label: { en: 'a Python pickle (it runs code when loaded)', fr: 'un pickle Python (il exécute du code au chargement)' } };
  return undefined;
}
