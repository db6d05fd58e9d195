// Child process: lints one folder with the library, timing every rule's `check`, and prints
// each rule family's share of the run as JSON ({ totalMs, families: [{ family, ms }] }).
import { createNodeFileSystem } from '../server/src/service/fs/nodeFileSystem';
import { createLanguageService } from '../server/src/service/languageService';
import { allProfiles } from '../server/src/service/profiles/registry';
import { COMMON_RULES } from '../server/src/service/rules/commonRules';

/** A rule's family: the part of its id before `/` (`safety/own-text` → `safety`), else its profile. */
function familyOf(id: string, profile: string): string {
  return id.includes('/') ? id.slice(0, id.indexOf('/')) : profile;
}

const folder = process.argv[2];
if (!folder) throw new Error('usage: ruleShares <folder>');
const spent = new Map<string, number>();
const wrapped = new Set<object>();
for (const profile of allProfiles()) {
  for (const rule of [...COMMON_RULES, ...profile.rules].filter((r) => r.kind !== 'engine') as unknown as { id: string; check: (ctx: never) => void }[]) {
    if (wrapped.has(rule)) continue;
    wrapped.add(rule);
    const check = rule.check;
    const family = familyOf(rule.id, profile.id);
    rule.check = (ctx) => {
      const start = performance.now();
      try {
        check.call(rule, ctx);
      } finally {
        spent.set(family, (spent.get(family) ?? 0) + performance.now() - start);
      }
    };
  }
}
const start = performance.now();
const service = createLanguageService({ fs: createNodeFileSystem(), keep: { locale: 'en', fixes: false, related: false, once: true } });
service.setFolders([folder]);
service.allFindings();
const totalMs = performance.now() - start;
const families = [...spent].map(([family, ms]) => ({ family, ms })).sort((a, b) => b.ms - a.ms);
process.stdout.write(JSON.stringify({ totalMs, families }) + '\n');
