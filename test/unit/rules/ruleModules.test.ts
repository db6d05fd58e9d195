import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ruleCatalog } from '../../../server/src/service/docs/ruleCatalog';
import type { Report } from '../../../server/src/service/model/finding';
import { compactSkill } from '../../../server/src/service/parse/parseSkill';
import type { IndexView, Profile, SkillView } from '../../../server/src/service/profiles/profile';
import { allProfiles } from '../../../server/src/service/profiles/registry';
import { COMMON_RULES } from '../../../server/src/service/rules/commonRules';
import { profileRules } from '../../../server/src/service/rules/profileRules';
import type { RuleCode, RuleExample, RuleInput } from '../../../server/src/service/rules/rule';
import { exampleService } from '../helpers/exampleService';
import { WS } from '../helpers/serviceFixture';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');

/** `code: 'x'` literals of the service's sources: every code a check may report by name. */
function codesInSources(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) for (const m of readFileSync(p, 'utf8').matchAll(/\bcode: '([a-z]+(?:-[a-z]+)+)'/g)) found.add(m[1]!);
    }
  };
  const src = path.join(REPO, 'server', 'src', 'service');
  assert.ok(existsSync(src));
  walk(src);
  return found;
}

test('every code reported anywhere has exactly one declaration per format, with docs in both languages', () => {
  const declared = new Set(ruleCatalog().map((r) => r.code));
  // Codes reported through a variable (the safety scans' hits, suppressions) are declared too.
  const missing = [...codesInSources()].filter((c) => !declared.has(c));
  assert.deepEqual(missing, []);
  for (const profile of allProfiles()) {
    const objects = new Map<string, Set<RuleCode>>();
    for (const rule of [...COMMON_RULES, ...profile.rules]) {
      for (const c of rule.codes) {
        const of = objects.get(c.code) ?? new Set();
        objects.set(c.code, of.add(c));
        assert.ok(c.doc.en.length > 10 && c.doc.fr.length > 10 && c.doc.en !== c.doc.fr, `${profile.id} ${c.code}: docs`);
        assert.ok(!c.fix || (c.fix.en && c.fix.fr), `${profile.id} ${c.code}: fix in both languages`);
      }
    }
    for (const [code, set] of objects) assert.equal(set.size, 1, `${profile.id}: \`${code}\` is declared by ${set.size} modules`);
  }
});

test('every code has an example that its check really flags (run through the service)', () => {
  const failed: string[] = [];
  const without: string[] = [];
  for (const { code, uses } of ruleCatalog()) {
    const examples = uses.map((u) => u.meta.example).filter((e): e is RuleExample => e !== undefined);
    if (examples.length === 0) without.push(code);
    for (const example of examples) {
      const found = exampleService(example).findings(`${WS}/${example.file}`).map((f) => f.code);
      if (!found.includes(code)) failed.push(`${code}: got ${found.join(', ') || 'nothing'}`);
    }
  }
  assert.deepEqual(failed, []);
  assert.deepEqual(without.sort(), [], 'codes without an example: give each one (`RuleCode.example`)');
});

/** What a rule was seen reading through the index while it ran. */
function watchedIndex(index: IndexView, seen: Set<RuleInput>): IndexView {
  return {
    get fs() {
      seen.add('file-system');
      return index.fs;
    },
    skillsOf: (root) => (seen.add('root'), index.skillsOf(root)),
    skillsInFolder: (folder) => (seen.add('other-headers'), index.skillsInFolder(folder)),
    namesInFolder: (folder) => (seen.add('other-names'), index.namesInFolder(folder)),
    ignored: () => (seen.add('file-system'), index.ignored()),
  };
}

test('each rule reads only the inputs it declares, and the engine gives it no less', () => {
  const wrong: string[] = [];
  const examples = ruleCatalog().flatMap((r) => r.uses.map((u) => u.meta.example)).filter((e): e is RuleExample => e !== undefined);
  for (const example of examples) {
    const service = exampleService(example);
    const p = `${WS}/${example.file}`;
    const view = service.index.skillAt(p);
    if (!view) continue;
    const state = service.index.rootState(view.record.root);
    const profile: Profile = state.profile;
    const config = service.index.configFor(p);
    const full = service.index.fullParsed(p)!;
    const run = (rule: (typeof profileRules extends (p: Profile) => infer R ? R : never)['local'][number], skill: SkillView, seen: Set<RuleInput>): Report[] => {
      const out: Report[] = [];
      rule.check({ skill, profile, config, index: watchedIndex(service.index, seen), report: (r) => out.push(r) });
      return out;
    };
    const rules = profileRules(profile);
    for (const rule of [...rules.local, ...rules.fs, ...rules.cross]) {
      const seen = new Set<RuleInput>();
      const whole = run(rule, { ...view, parsed: full }, seen);
      for (const input of seen) if (!rule.reads.includes(input)) wrong.push(`${rule.id} reads ${input} (${example.file})`);
      // A rule that declares no body must find the same on the header-only parse the engine may give it.
      if (!rule.reads.includes('body') && !rule.reads.includes('whole-text')) {
        const header = run(rule, { ...view, parsed: compactSkill(full) }, new Set());
        if (JSON.stringify(header.map((r) => [r.code, r.range])) !== JSON.stringify(whole.map((r) => [r.code, r.range]))) wrong.push(`${rule.id} reads the body (${example.file})`);
      }
    }
    for (const rule of rules.root) {
      const seen = new Set<RuleInput>();
      // What it reads of its root's skills: only their records (`root-paths`), or more of them (`root`).
      const skills = service.index.skillsOf(view.record.root).map((v) => new Proxy(v, { get: (t, key) => (seen.add(key === 'record' ? 'root-paths' : 'root'), Reflect.get(t, key)) }));
      rule.check({ root: view.record.root, skills, config, index: watchedIndex(service.index, seen), report: () => undefined });
      // Reading the skills' headers covers reading which they are.
      for (const input of seen) if (!rule.reads.includes(input) && !(input === 'root-paths' && rule.reads.includes('root'))) wrong.push(`${rule.id} reads ${input} (${example.file})`);
    }
  }
  assert.deepEqual([...new Set(wrong)], []);
});
