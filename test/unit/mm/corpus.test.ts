import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { CORPUS, corpusSkip } from '../shared/corpusCounts';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import { createNodeFileSystem } from '../../../server/src/service/fs/nodeFileSystem';
import { createLanguageService, type LanguageService } from '../../../server/src/service/languageService';
import { MM_RULES } from '../../../server/src/service/profiles/mm/mmRules';

/**
 * The mm rules over 460 real SKILL.md files (three public collections). Every finding
 * class was read by hand; the bounds below are the measured counts, so a rule that starts
 * firing on well-kept skills fails here.
 */
const MM_CODES = new Set(MM_RULES.flatMap((r) => r.codes.map((c) => c.code)));

/** Measured with the profile forced to mm (the collections use no `keywords`). */
const FORCED_BOUNDS: Readonly<Record<string, number>> = {
  // license, metadata, compatibility, allowed-tools, argument-hint…: all ignored by mm, none a typo.
  'unknown-key': 160,
  // `Run:` / `run it:` before the one or two shell blocks of a procedure; documentation with several blocks keeps its fences.
  'fenced-command': 8,
};

function countsOf(s: LanguageService, onlyMmRoots: boolean): Map<string, number> {
  const mmRoots = s.roots().filter((r) => r.profile.id === 'mm').map((r) => r.root.path + path.sep);
  const counts = new Map<string, number>();
  for (const [file, findings] of s.allFindings()) {
    if (onlyMmRoots && !mmRoots.some((r) => file.startsWith(r))) continue;
    for (const f of findings) if (MM_CODES.has(f.code)) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
  }
  return counts;
}

function serviceFor(profile: ServiceConfig['profile']): LanguageService {
  const config: ServiceConfig = { ...DEFAULT_CONFIG, profile };
  const s = createLanguageService({ fs: createNodeFileSystem(), configFor: () => config });
  s.setFolders([CORPUS]);
  return s;
}

function print(label: string, counts: Map<string, number>): void {
  const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, n]) => `  ${c}: ${n}`);
  console.log(`mm over the corpus (${label}):\n${rows.length > 0 ? rows.join('\n') : '  no findings'}`);
}

describe('mm rules over the real-skills corpus', { skip: corpusSkip() }, () => {
  test('profile forced to mm: only the measured findings', () => {
    const s = serviceFor('mm');
    assert.ok(s.roots().length >= 3);
    const counts = countsOf(s, false);
    print('profile mm', counts);
    for (const [code, n] of counts) {
      const bound = FORCED_BOUNDS[code] ?? 0;
      assert.ok(n <= bound, `${code}: ${n} findings, measured at most ${bound}`);
    }
    // Documentation skills that show many commands keep their fences.
    const fenced = new Set<string>();
    for (const [file, findings] of s.allFindings()) if (findings.some((f) => f.code === 'fenced-command')) fenced.add(path.relative(CORPUS, file));
    for (const doc of ['obra__superpowers/using-git-worktrees/SKILL.md', 'getsentry__skills/skill-scanner/SKILL.md', 'github__awesome-copilot/arize-evaluator/SKILL.md', 'github__awesome-copilot/ai-ready/SKILL.md', 'github__awesome-copilot/qdrant-clients-sdk/SKILL.md']) {
      assert.ok(!fenced.has(doc), `fenced-command on ${doc}`);
    }
    assert.ok(fenced.has('getsentry__skills/iterate-pr/SKILL.md'), '`Run:` before the one command of a step is found');
  });

  test('auto mode: mm rules only where mm is chosen, with the same bounds', () => {
    const s = serviceFor('auto');
    const counts = countsOf(s, true);
    print(`auto, mm roots: ${s.roots().filter((r) => r.profile.id === 'mm').length} of ${s.roots().length}`, counts);
    for (const [code, n] of counts) assert.ok(n <= (FORCED_BOUNDS[code] ?? 0), `${code}: ${n}`);
  });
});
