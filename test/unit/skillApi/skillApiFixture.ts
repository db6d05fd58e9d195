import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import type { FileSystem } from '../../../server/src/service/fs/fileSystem';
import { createMemoryFileSystem, type MemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { createLanguageService, type LanguageService } from '../../../server/src/service/languageService';
import { joinLines } from '../helpers/serviceFixture';

export const SKILL_API: ServiceConfig = { ...DEFAULT_CONFIG, profile: 'skill-api' };
export const MiB = 1024 * 1024;

/** A SKILL.md with a header and a body. */
export function skillMd(header: readonly string[], ...body: string[]): string {
  return joinLines('---', ...header, '---', ...body, '');
}

/**
 * A memory file system whose `stat` reports the given sizes (large files without the
 * memory) and whose `readFile` throws on those files, so a test fails if a rule reads one.
 */
export function withSizes(fs: MemoryFileSystem, sizes: Record<string, number>): FileSystem {
  return {
    ...fs,
    stat(p) {
      const s = fs.stat(p);
      return s && sizes[p] !== undefined ? { ...s, size: sizes[p]! } : s;
    },
    readFile(p) {
      if (sizes[p] !== undefined) throw new Error(`read ${p}: size rules must only stat`);
      return fs.readFile(p);
    },
  };
}

/** A skill-api language service on `/ws` over the given files (and fake sizes). */
export function skillApiService(files: Record<string, string>, sizes: Record<string, number> = {}): LanguageService & { readonly fs: MemoryFileSystem } {
  const fs = createMemoryFileSystem(files);
  const service = createLanguageService({ fs: withSizes(fs, sizes), configFor: () => SKILL_API });
  service.setFolders(['/ws']);
  return { ...service, fs };
}
