import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import { createMemoryFileSystem, type MemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { createLanguageService, type LanguageService } from '../../../server/src/service/languageService';
import type { Finding } from '../../../server/src/service/model/finding';

/** The workspace folder every `serviceOn` service is opened on. */
export const WS = '/ws';

/** Lines joined with `\n` (inline fixtures). */
export function joinLines(...lines: string[]): string {
  return lines.join('\n');
}

/** A language service over an in-memory file system, with the folder `/ws` set. */
export function serviceOn(files: Record<string, string | Uint8Array>, config?: Partial<ServiceConfig>): LanguageService & { readonly fs: MemoryFileSystem } {
  const fs = createMemoryFileSystem(files);
  // One config object: the engine caches findings per config identity.
  const merged: ServiceConfig = { ...DEFAULT_CONFIG, ...config };
  const service = createLanguageService({ fs, configFor: () => merged });
  service.setFolders([WS]);
  return { ...service, fs };
}

/** The codes of findings, in their order. */
export function codesOf(findings: readonly Finding[]): string[] {
  return findings.map((f) => f.code);
}

/** Findings of one code. */
export function withCode(findings: readonly Finding[], code: string): Finding[] {
  return findings.filter((f) => f.code === code);
}

/** Applies offset edits (`{start, end, newText}`, non-overlapping) to a text. */
export function applyOffsetEdits(text: string, edits: readonly { readonly start: number; readonly end: number; readonly newText: string }[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}
