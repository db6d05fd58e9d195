import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import { agentEnvironment } from './agentEnvironment';
import type { AugmentChildResult, AugmentChildSpec } from './augmentChild';
import { parseAugmentLog, sentSkills } from './augmentLog';
import { projectRelative } from './projectRelative';
import { failureOf, runIsolated } from './spawnIsolated';


/**
 * Augment (`auggie`) as an oracle: `auggie --print hi` in the project against a loopback mock of
 * its tenant API (a dummy session), run in a child that holds both in one loopback-only network
 * namespace (see augmentChild.ts). What loads and what is refused, with its words: the skill
 * loader's lines in its debug log; what it sends its servers: the `skills` of its first
 * `/chat-stream` request (name, description, location). The listing its model sees is built on
 * those servers, so it is not captured.
 */
export function createAugmentOracle(settings: { readonly timeoutMs?: number } = {}): Oracle {
  const timeoutMs = settings.timeoutMs ?? 90_000;
  return {
    id: 'augment',
    skillsDir: '.agents/skills',
    async run(options: OracleOptions): Promise<OracleRun> {
      const cli = path.join(options.installDir, 'node_modules', '@augmentcode', 'auggie', 'augment.mjs');
      if (!fs.existsSync(cli)) throw new Error(`augment: ${cli} is missing (install with installAgent('augment'))`);
      const env = agentEnvironment(options.homeDir, { AUGMENT_DISABLE_AUTO_UPDATE: '1' }, options.env);
      const spec: AugmentChildSpec = {
        cli, cwd: options.projectDir, env, timeoutMs,
        logFile: path.join(options.homeDir, 'augment-debug.log'),
        out: path.join(options.homeDir, 'augment-child.json'),
      };
      const specFile = path.join(options.homeDir, 'augment-child-spec.json');
      fs.writeFileSync(specFile, JSON.stringify(spec));
      const r = await runIsolated(process.execPath, [path.join(__dirname, 'augmentChild.js'), specFile], { cwd: options.projectDir, env, timeoutMs: timeoutMs + 10_000 });
      const failure = failureOf('augment (child)', r, timeoutMs + 10_000);
      if (failure) throw new Error(failure);
      const child = JSON.parse(fs.readFileSync(spec.out, 'utf8')) as AugmentChildResult;
      const version = /^(\d+\.\d+\.\d+\S*)/.exec(child.version)?.[1];
      if (!version) throw new Error(`augment --version: unexpected output ${JSON.stringify(child.version.slice(0, 200))}`);
      const sent = sentSkills(child.chat);
      if (!sent) throw new Error(`augment: no /chat-stream request with skills reached the mock (requests: ${child.urls.join(', ') || 'none'}; output: ${(child.stdout + child.stderr).trim().slice(-300)})`);
      const log = parseAugmentLog(fs.existsSync(spec.logFile) ? fs.readFileSync(spec.logFile, 'utf8') : '');

      const notes: string[] = [`auggie ${version}`, r.isolated ? 'network: own namespace, loopback only' : 'network: NOT isolated (unshare not allowed, or SKILLKILN_ORACLE_NETNS=0); tenant mock on loopback'];
      const bySentFile = new Map(sent.map((s) => [s.location, s]));
      const loaded: OracleSkill[] = [];
      for (const [abs, name] of log.loaded) {
        const file = projectRelative(options.projectDir, abs);
        if (file === undefined) { notes.push(`loaded outside the project: ${name} ${abs}`); continue; }
        const s = bySentFile.get(abs);
        loaded.push({ file, name, ...(s ? { description: s.description } : {}) });
        if (!s) notes.push(`${file}: loaded but not sent to its servers (\`hidden: true\`?)`);
      }
      for (const s of sent) if (!log.loaded.has(s.location)) throw new Error(`augment: sent ${s.location} to its servers, but its log does not say it loaded it (has the log format changed?)`);
      const rejected: OracleRejection[] = [];
      for (const [abs, reason] of [...log.failed, ...log.duplicates]) {
        const file = projectRelative(options.projectDir, abs);
        if (file === undefined) notes.push(`refused outside the project: ${abs}: ${reason}`);
        else rejected.push({ file, reason });
      }
      return {
        agent: 'augment',
        version,
        loaded,
        rejected,
        listingUnavailable: 'Augment builds the listing its model sees on its servers from the skills it sends them (name, description, location): only the loaded and rejected sets are observable',
        notes,
      };
    },
  };
}

/** Augment with its own defaults. */
export const augmentOracle: Oracle = createAugmentOracle();
