import * as fs from 'node:fs';
import { CASES } from '../agentCases';
import { installAgent } from '../installAgent';
import { FIXED_SEEDS, fuzzJob, PER_SEED } from './fuzzJob';
import { readKnown, writeKnown, type KnownClass } from './knownDisagreements';

/**
 * `npm run fuzz:agents -- [--seeds 1,2,3] [--count N] [--rounds N] [--update] [agent…]`:
 * the agent fuzzer of the conformance stage on more seeds. `--update` shrinks every
 * disagreement of the run and writes them into known-disagreements.json (reasons kept;
 * new ones marked for review).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const value = (flag: string) => { const i = args.indexOf(flag); return i >= 0 ? args[i + 1] : undefined; };
  const seeds = (value('--seeds') ?? FIXED_SEEDS.join(',')).split(',').map(Number).filter((n) => Number.isInteger(n));
  const perSeed = Number(value('--count') ?? PER_SEED);
  const rounds = Number(value('--rounds') ?? 30);
  const update = args.includes('--update');
  const dump = value('--dump');
  if (dump) fs.writeFileSync(dump, '');
  const only = args.filter((a, i) => !a.startsWith('--') && !['--seeds', '--count', '--rounds', '--dump'].includes(args[i - 1] ?? ''));
  const width = Math.max(1, Number(process.env['SKILLKILN_CONFORMANCE_JOBS'] ?? 3) || 3);
  const cases = CASES.filter((c) => only.length === 0 || only.includes(c.agent));
  const recorded: KnownClass[] = [];
  let failed = 0;
  let passed = 0;
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const dir = await installAgent(c.agent);
      const r = await fuzzJob(c, dir, { seeds, perSeed, rounds, ...(dump ? { dump: (agent: string, rows: unknown[]) => fs.appendFileSync(dump, rows.map((r) => `${JSON.stringify({ agent, ...(r as object) })}\n`).join('')) } : {}), ...(update ? { record: (e: KnownClass[]) => recorded.push(...e) } : {}) });
      console.log(`${r.ok ? 'ok' : 'not ok'} - ${r.head}`);
      for (const l of r.lines) console.log(l);
      if (r.ok) passed++; else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, cases.length) }, worker));
  if (update) {
    const agents = new Set(cases.map((c) => c.agent as string));
    // Classes of agents not run this time are kept as they were.
    const kept = readKnown().filter((k) => !agents.has(k.agent));
    writeKnown([...kept, ...recorded]);
    console.log(`known-disagreements.json: ${recorded.length} classes written for ${agents.size} agents`);
  }
  console.log(`fuzz: ${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code), (err) => { console.error(err); process.exit(1); });
