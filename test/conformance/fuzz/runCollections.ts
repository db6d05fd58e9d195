import * as fs from 'node:fs';
import * as path from 'node:path';
import { CASES } from '../agentCases';
import { compareRun } from '../compareRun';
import { installAgent } from '../installAgent';
import { makeProject, skillkilnView } from '../skillkilnView';
import { kindOf, type DisagreementKind } from './disagreement';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { sharedNames, withoutShared } from './sharedNames';
import { isSkillFile } from './sharedFolders';
import { FUZZ_SETTINGS } from './fuzzSettings';

/**
 * `node out/test/conformance/fuzz/runCollections.js [--collection name] [--dump file] [agent…]`:
 * each agent on each real collection of `../shared/corpus-large` (one run per collection, every
 * skill folder copied under the agent's skills folder; `_dupN/<name>` repeats left out), compared
 * with `lint --targets A` and `catalog --target A` as the fuzzer compares: the share of skills on
 * whose loading both agree, and of listing entries that are the same.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const value = (flag: string) => { const i = args.indexOf(flag); return i >= 0 ? args[i + 1] : undefined; };
  const root = path.join(repoRoot(__dirname), '..', 'shared', 'corpus-large');
  if (!fs.existsSync(root)) { console.error(`no collections at ${root}`); return 1; }
  const wanted = value('--collection');
  const dump = value('--dump');
  const collections = fs.readdirSync(root).filter((d) => fs.statSync(path.join(root, d)).isDirectory() && (!wanted || d === wanted));
  const only = args.filter((a, i) => !a.startsWith('--') && !['--collection', '--dump'].includes(args[i - 1] ?? ''));
  const cases = CASES.filter((c) => (only.length === 0 || only.includes(c.agent)) && !FUZZ_SETTINGS[c.agent]?.notRun);
  let failed = 0;
  for (const c of cases) {
    const dir = await installAgent(c.agent);
    for (const coll of collections) {
      const src = path.join(root, coll);
      const skills = fs.readdirSync(src).filter((d) => !d.startsWith('_dup') && fs.existsSync(path.join(src, d, 'SKILL.md')));
      const settings = FUZZ_SETTINGS[c.agent] ?? {};
      const oracle = settings.oracle ?? c.oracle;
      const env = settings.env ?? {};
      const p = makeProject((to) => { for (const s of skills) fs.cpSync(path.join(src, s), path.join(to, s), { recursive: true }); }, oracle.skillsDir);
      try {
        const run = await oracle.run({ projectDir: p.projectDir, skillsDir: oracle.skillsDir, installDir: dir, homeDir: p.homeDir, env });
        const ours = await skillkilnView(p.projectDir, c.agent, env, settings.catalogArgs);
        const skip = run.listingUnavailable;
        const all = compareRun(p.projectDir, oracle.skillsDir, run, ours, { ordered: false, canonical: () => '', ...(skip ? { skipListing: skip } : {}), ...(c.realPaths ? { realPaths: true } : {}) });
        // As in the fuzzer: where which copy of a shared name the agent keeps cannot be told, those skills are left out.
        const why = settings.sameNameNotCompared;
        const folds = AGENTS[c.agent].discovery.namesFoldCase === true;
        const shared = why ? sharedNames(run, ours, folds) : undefined;
        // And where a folder holds two files the agent takes for its skill file (`SKILL.md` beside `skill.md`): which one it reads is the disk's order.
        const folderWhy = settings.sameFolderNotCompared;
        const twoFiles = new Set(folderWhy ? skills.filter((s) => fs.readdirSync(path.join(src, s)).filter((f) => isSkillFile(AGENTS[c.agent].discovery, f)).length > 1) : []);
        const diffs = (shared ? withoutShared(all, shared, folds) : all).filter((d) => !twoFiles.has(path.basename(path.dirname(d.file))));
        const left = [shared && shared.files.size > 0 ? `${shared.files.size} sharing a name left out: ${why}` : '', twoFiles.size > 0 ? `${twoFiles.size} with two skill files left out: ${folderWhy}` : ''].filter(Boolean).map((t) => ` (${t})`).join('');
        const kinds = new Map<DisagreementKind, number>();
        for (const d of diffs) kinds.set(kindOf(d), (kinds.get(kindOf(d)) ?? 0) + 1);
        const n = (k: DisagreementKind) => kinds.get(k) ?? 0;
        const loadedAgree = 100 * (1 - (n('false-error') + n('missed')) / Math.max(1, skills.length));
        const entries = run.listing && !skip ? run.listing.entries.length : undefined;
        const entryAgree = entries === undefined ? undefined : 100 * (1 - (n('entry') + n('agent-only-entry') + n('ours-only-entry')) / Math.max(1, entries));
        const byKind = [...kinds].map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
        console.log(`${diffs.length ? 'not ok' : 'ok'} - ${c.agent} on ${coll}: ${skills.length} skills${left}, ${run.loaded.length} loaded; loaded sets agree on ${loadedAgree.toFixed(1)} %; entries ${entryAgree === undefined ? `not compared (${skip ?? 'no listing'})` : `agree on ${entryAgree.toFixed(1)} % of ${entries}`}; disagreements: ${byKind}`);
        if (dump) fs.appendFileSync(dump, diffs.map((d) => `${JSON.stringify({ target: c.agent, collection: coll, kind: kindOf(d), ...d })}\n`).join(''));
        if (diffs.length) failed++;
      } catch (err) {
        console.log(`not ok - ${c.agent} on ${coll}: ${(err as Error).message}`);
        failed++;
      } finally {
        await p.cleanup();
      }
    }
  }
  return failed > 0 ? 1 : 0;
}

function repoRoot(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'package.json'))) return d;
    if (path.dirname(d) === d) return dir;
  }
}

main().then((code) => process.exit(code), (err) => { console.error(err); process.exit(1); });
