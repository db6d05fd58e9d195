import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_CONFIG, type ProfileId } from '../../../server/src/service/config/serviceConfig';
import { createNodeFileSystem } from '../../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../../server/src/service/languageService';
import { isSafetyCode } from '../../../server/src/service/safety/safetyRuleMeta';

/** The shared corpus of real skills, beside the repository (`../shared/corpus`); `SKILLKILN_CORPUS` names another. */
export const CORPUS = process.env['SKILLKILN_CORPUS'] ?? path.resolve(__dirname, '..', '..', '..', '..', '..', 'shared', 'corpus');

/**
 * The `skip` option of a corpus test: false where the corpus is there. Without it a developer's
 * run skips with the reason; in CI (`CI` set) the run fails instead of skipping in silence.
 */
export function corpusSkip(): false | string {
  if (existsSync(CORPUS)) return false;
  if (process.env['CI']) throw new Error(`the corpus of real skills is missing at ${CORPUS}: CI needs ../shared beside the repository`);
  return `no corpus at ${CORPUS}`;
}

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
