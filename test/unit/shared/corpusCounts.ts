import { DEFAULT_CONFIG, type ProfileId } from '../../../server/src/service/config/serviceConfig';
import { createNodeFileSystem } from '../../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../../server/src/service/languageService';

/** The shared corpus of real skills (outside the repository; tests skip without it). */
export const CORPUS = '/work/shared/corpus';

/** Findings per code when every root of the corpus is read with one profile. */
export function corpusCounts(profile: ProfileId): Record<string, number> {
  const config = { ...DEFAULT_CONFIG, profile };
  const svc = createLanguageService({ fs: createNodeFileSystem(), configFor: () => config });
  svc.setFolders([CORPUS]);
  const counts: Record<string, number> = {};
  for (const findings of svc.allFindings().values()) for (const f of findings) counts[f.code] = (counts[f.code] ?? 0) + 1;
  return counts;
}
