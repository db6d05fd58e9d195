import { DEFAULT_CONFIG, type ProfileId } from '../../../server/src/service/config/serviceConfig';
import { createNodeFileSystem } from '../../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../../server/src/service/languageService';
import { isSafetyCode } from '../../../server/src/service/safety/safetyRuleMeta';

/** The shared corpus of real skills (outside the repository; tests skip without it). */
export const CORPUS = '/work/shared/corpus';

/** Findings per code when every root of the corpus is read with one profile. */
export function corpusCounts(profile: ProfileId): Record<string, number> {
  const config = { ...DEFAULT_CONFIG, profile };
  const svc = createLanguageService({ fs: createNodeFileSystem(), configFor: () => config });
  svc.setFolders([CORPUS]);
  const counts: Record<string, number> = {};
  // The safety codes, the same for every profile, have their own corpus test.
  for (const findings of svc.allFindings().values()) for (const f of findings) if (!isSafetyCode(f.code)) counts[f.code] = (counts[f.code] ?? 0) + 1;
  return counts;
}
