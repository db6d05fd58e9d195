import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import { createNodeFileSystem } from '../../../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../../../server/src/service/languageService';
import { isSafetyCode } from '../../../server/src/service/safety/safetyRuleMeta';
import { CORPUS, corpusSkip } from '../shared/corpusCounts';

/**
 * The safety checks over the 460 ordinary skills of the corpus, their reference files
 * included. Every finding was read: the skills below are the measured ones, each judged in
 * the comment. A check that starts firing on another ordinary skill fails here.
 */
const MEASURED: Readonly<Record<string, readonly string[]>> = {
  // aspire and two Azure CLI skills tell the agent to pipe the vendor's installer into a
  // shell: true by the rule's definition, and worth a reviewer's look. The security-teaching
  // skills that quote `curl … | bash` and `cat ~/.docker/config.json` from real incidents are
  // documents about attacks: quiet since the checks read them as such.
  'download-exec': ['github__awesome-copilot/aspire', 'github__awesome-copilot/azure-container-registry-cli', 'github__awesome-copilot/azure-devops-cli'],
  // skill-scanner's reference holds a zero-width space inside a word ("ig\u200bnore") as its
  // example of evasion, in a text about attacks: it spells nothing and reorders nothing, so
  // hidden-text leaves it (Tag text or bidi controls there are still reported).
};

describe('safety checks on the real corpus', { skip: corpusSkip() }, () => {
  test('each check fires on the measured skills only, none on more than five', () => {
    const config: ServiceConfig = { ...DEFAULT_CONFIG, profile: 'auto' };
    const s = createLanguageService({ fs: createNodeFileSystem(), configFor: () => config });
    s.setFolders([CORPUS]);
    const skills: Record<string, Set<string>> = {};
    for (const [file, findings] of s.allFindings()) {
      for (const f of findings) if (isSafetyCode(f.code)) (skills[f.code] ??= new Set()).add(path.relative(CORPUS, path.dirname(file)));
    }
    const found = Object.fromEntries(Object.entries(skills).map(([code, set]) => [code, [...set].sort()]));
    assert.deepEqual(found, MEASURED);
    for (const list of Object.values(found)) assert.ok(list.length <= 5);
  });
});
