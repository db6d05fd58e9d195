import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleListing, OracleListingEntry, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import type { GeminiRender } from './geminiRenderChild';
import type { RecordedRequest } from './recordingServer';
import { startGeminiApiMock } from './geminiApiMock';
import { describeFailure, runBounded, type BoundedResult } from './runBounded';

const TIMEOUT_MS = 120_000;

/** One skill as `gemini skills list --all` prints it. */
interface ListedSkill {
  readonly name: string;
  readonly builtin: boolean;
  readonly disabled: boolean;
  readonly description: string;
  readonly location: string;
}

/**
 * Parses `gemini skills list --all`: per skill `<name> [Enabled|Disabled][ [Built-in]]`,
 * `  Description: <text>` (may run over several lines) and `  Location:    <path>`, then a blank
 * line. Returns undefined when the output is neither that nor `No skills discovered.`.
 */
export function parseSkillsList(stdout: string): ListedSkill[] | undefined {
  // eslint-disable-next-line no-control-regex
  const text = stdout.replace(/\u001b\[[0-9;]*m/g, '');
  if (/^No skills discovered\.$/m.test(text)) return [];
  const at = text.indexOf('Discovered Agent Skills:\n\n');
  if (at < 0) return undefined;
  const skills: ListedSkill[] = [];
  const block = /^(.*) \[(Enabled|Disabled)\]( \[Built-in\])?\n {2}Description: ([\s\S]*?)\n {2}Location: {4}(.*)\n\n/gm;
  block.lastIndex = at;
  for (let m = block.exec(text); m; m = block.exec(text)) {
    skills.push({ name: m[1] ?? '', disabled: m[2] === 'Disabled', builtin: m[3] !== undefined, description: m[4] ?? '', location: m[5] ?? '' });
  }
  return skills;
}

const OPEN = '<available_skills>\n';
const CLOSE = '\n</available_skills>';

/** The `  <skill>…</skill>` element of a one-skill rendering. */
function entryOf(rendered: string): string {
  const a = rendered.indexOf(OPEN);
  const b = rendered.lastIndexOf(CLOSE);
  if (a < 0 || b < a) throw new Error(`gemini-cli: unexpected renderAgentSkills output: ${rendered.slice(0, 200)}`);
  return rendered.slice(a + OPEN.length, b);
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The listing with built-in skills removed textually: each built-in's element (found by its
 * `<name>`; its `<location>` differs between the CLI's bundle and the core package) is cut out of
 * `raw` with the `\n` that joins it to the next element (or the previous one, for the last).
 * Every other byte stays. Project entries are the renderer's own elements, in `raw`'s order.
 */
function removeBuiltins(raw: string, render: GeminiRender, notes: string[]): OracleListing {
  let text = raw;
  const builtins: string[] = [];
  for (const s of render.skills.filter((k) => k.isBuiltin)) {
    const element = new RegExp(`(?:^|\\n)( {2}<skill>\\n {4}<name>${escapeRegExp(s.name)}</name>\\n[\\s\\S]*?\\n {2}</skill>)`).exec(text.slice(text.indexOf(OPEN)));
    if (!element?.[1]) { notes.push(`built-in ${s.name}: its element was not found in the listing`); continue; }
    builtins.push(s.name);
    const cut = [`${element[1]}\n`, `\n${element[1]}`].find((t) => text.includes(t)) ?? element[1];
    text = text.replace(cut, () => '');
  }
  const entries: OracleListingEntry[] = [];
  const at = new Map<OracleListingEntry, number>();
  render.skills.forEach((s, i) => {
    if (s.isBuiltin) return;
    const entry = { name: s.name, text: entryOf(render.renderedEach[i] ?? '') };
    const where = text.indexOf(entry.text);
    if (where < 0) notes.push(`${s.name}: the renderer's element is not in the listing the CLI sent`);
    at.set(entry, where);
    entries.push(entry);
  });
  entries.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
  if (text !== render.renderedProject && entries.length > 0) {
    const sameSet = text.length === render.renderedProject.length && entries.every((e) => render.renderedProject.includes(e.text));
    notes.push(sameSet
      ? 'the skills are in another order than in the renderer\'s run: Gemini CLI lists them in glob order, which varies between runs on large folders'
      : 'removing the built-ins textually does not give what renderAgentSkills renders for the project skills alone');
  }
  return { raw, text, entries, builtins };
}

/** The skills block of the system prompt in the main model request the CLI sent to the mock. */
function listingInRequests(requests: readonly RecordedRequest[]): { block: string; model: string } | undefined {
  for (const q of requests) {
    const model = /\/models\/([^:/?]+):streamGenerateContent/.exec(q.url)?.[1];
    const system = (q.body as { systemInstruction?: { parts?: { text?: string }[] } } | undefined)?.systemInstruction;
    const prompt = (system?.parts ?? []).map((p) => p.text ?? '').join('');
    const a = prompt.indexOf('# Available Agent Skills');
    const b = prompt.indexOf(CLOSE.slice(1), a);
    if (model && a >= 0 && b > a) return { block: prompt.slice(a, b + CLOSE.length - 1), model };
  }
  return undefined;
}

/**
 * Writes ~/.gemini/settings.json: the gemini-api-key auth, so `gemini -p` calls the (mock) API
 * with a dummy key, and no usage statistics (else it resolves play.googleapis.com: loopback only).
 */
function writeSettings(homeDir: string): void {
  const file = path.join(homeDir, '.gemini', 'settings.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const settings = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  settings['security'] = { ...(settings['security'] as object | undefined), auth: { selectedType: 'gemini-api-key' } };
  settings['privacy'] = { ...(settings['privacy'] as object | undefined), usageStatisticsEnabled: false };
  fs.writeFileSync(file, JSON.stringify(settings, null, 2));
}

/** Marks `projectDir` trusted the way a user does: a TRUST_FOLDER rule in ~/.gemini/trustedFolders.json. */
function trustFolder(homeDir: string, projectDir: string): void {
  const file = path.join(homeDir, '.gemini', 'trustedFolders.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const rules = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
  rules[projectDir] = 'TRUST_FOLDER';
  fs.writeFileSync(file, JSON.stringify(rules, null, 2));
}

/** Project-relative, `/`-separated; undefined for a path outside the project. */
function relative(projectDir: string, file: string): string | undefined {
  const rel = path.relative(projectDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel.split(path.sep).join('/');
}

/** `Skill conflict detected: "<name>" from "<winner>" is overriding the same skill from "<loser>".` */
const CONFLICT = /^Skill conflict detected: "(.*)" from "(.*)" is overriding the same skill from "(.*)"\.$/;

/** The listing as `gemini -p hi` really sends it to a loopback mock, or why it could not be had. */
async function capturePrompt(cli: string, cwd: string, env: Readonly<Record<string, string>>): Promise<{ block: string; model: string; ms: number } | { failed: string }> {
  const mock = await startGeminiApiMock();
  const stdoutFile = path.join(env['HOME'] ?? cwd, `gemini-prompt-${process.pid}-${Date.now()}.json`);
  try {
    const r = await runBounded(process.execPath, [cli, '-p', 'hi', '--output-format', 'json'], {
      cwd, timeoutMs: TIMEOUT_MS, stdoutFile,
      env: { ...env, GEMINI_API_KEY: 'skillkiln-oracle', GOOGLE_GEMINI_BASE_URL: mock.baseUrl },
    });
    if (r.timedOut || r.code !== 0) return { failed: describeFailure('gemini -p hi', r, TIMEOUT_MS) };
    const found = listingInRequests(mock.requests);
    return found ? { ...found, ms: r.ms } : { failed: `gemini -p hi: no "# Available Agent Skills" block in the ${mock.requests.length} requests it sent` };
  } finally {
    await mock.close();
    fs.rmSync(stdoutFile, { force: true });
  }
}

/**
 * Gemini CLI 0.61.0 as an oracle, with a dummy key and a loopback mock of the Gemini API. What
 * loads: `gemini skills list --all` run in the project (trusted through
 * ~/.gemini/trustedFolders.json); what it rejects: the conflicts it reports on stderr (it skips
 * bad files silently). The listing: the system prompt `gemini -p hi` sends to the mock
 * (`GOOGLE_GEMINI_BASE_URL`); its entries are cut with the installed `@google/gemini-cli-core`'s
 * own SkillManager and `renderAgentSkills`, run in a child process in the project (see
 * geminiRenderChild.ts), whose rendering stands in for the request when the prompt run fails
 * (said in the notes). `<location>`s are the absolute paths its loader found.
 */
export const geminiCliOracle: Oracle = {
  id: 'gemini-cli',
  skillsDir: '.agents/skills',
  async run(options: OracleOptions): Promise<OracleRun> {
    const cli = path.join(options.installDir, 'node_modules', '@google', 'gemini-cli', 'bundle', 'gemini.js');
    if (!fs.existsSync(cli)) throw new Error(`gemini-cli: ${cli} is missing (is it installed?)`);
    trustFolder(options.homeDir, options.projectDir);
    writeSettings(options.homeDir);
    const env: Record<string, string> = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: options.homeDir, NO_COLOR: '1', ...options.env };
    const bounded = { cwd: options.projectDir, env, timeoutMs: TIMEOUT_MS };
    const renderFile = path.join(options.homeDir, `gemini-render-${process.pid}-${Date.now()}.json`);
    const check = (what: string, r: BoundedResult): BoundedResult => {
      if (r.timedOut || r.code !== 0) throw new Error(describeFailure(`gemini-cli ${what} in ${options.projectDir}`, r, TIMEOUT_MS));
      return r;
    };
    const [versionRun, listRun, renderRun, prompt] = await Promise.all([
      runBounded(process.execPath, [cli, '--version'], bounded).then((r) => check('--version', r)),
      runBounded(process.execPath, [cli, 'skills', 'list', '--all'], { ...bounded, stdoutFile: `${renderFile}.list.txt` }).then((r) => check('skills list --all', r)),
      runBounded(process.execPath, [path.join(__dirname, 'geminiRenderChild.js'), options.installDir, renderFile], bounded).then((r) => check('renderer', r)),
      capturePrompt(cli, options.projectDir, env),
    ]);
    const version = versionRun.stdout.trim();
    if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`gemini-cli --version: unexpected output ${JSON.stringify(version.slice(0, 100))}`);
    const listed = parseSkillsList(listRun.stdout);
    if (!listed) throw new Error(`gemini-cli skills list --all: unexpected output: ${listRun.stdout.slice(0, 300)}`);
    const render = JSON.parse(fs.readFileSync(renderFile, 'utf8')) as GeminiRender;
    fs.rmSync(renderFile, { force: true });
    fs.rmSync(`${renderFile}.list.txt`, { force: true });
    if (render.trusted !== true) throw new Error(`gemini-cli: ${options.projectDir} is not trusted (trust check said ${String(render.trusted)}), workspace skills would not load`);

    const notes: string[] = 'failed' in prompt
      ? [`listing from the renderer (${render.modern ? 'snippets.js' : 'snippets.legacy.js'}, auto → ${render.model}), not from a request: ${prompt.failed}`]
      : [`listing from the system prompt of the ${prompt.model} request (gemini -p hi ${prompt.ms} ms); skills list ${listRun.ms} ms, renderer ${renderRun.ms} ms`];
    const loaded: OracleSkill[] = [];
    for (const s of listed) {
      const file = relative(options.projectDir, s.location);
      if (s.builtin) continue;
      if (file === undefined) { notes.push(`loaded from outside the project: ${s.name} ${s.location}`); continue; }
      loaded.push({ file, name: s.name });
      if (s.disabled) notes.push(`${file}: listed as [Disabled]`);
    }
    const rendererSet = render.skills.filter((s) => !s.isBuiltin).map((s) => `${s.name}@${relative(options.projectDir, s.location) ?? s.location}`).sort();
    const cliSet = loaded.map((s) => `${s.name}@${s.file}`).sort();
    if (rendererSet.join('\n') !== cliSet.join('\n')) notes.push(`the renderer's loader found ${rendererSet.length} project skills, skills list ${cliSet.length}: ${rendererSet.filter((x) => !cliSet.includes(x)).concat(cliSet.filter((x) => !rendererSet.includes(x))).join(', ')}`);

    const rejected: OracleRejection[] = [];
    for (const line of listRun.stderr.split('\n').map((l) => l.trim()).filter(Boolean)) {
      const m = CONFLICT.exec(line);
      const loser = m?.[3] !== undefined ? relative(options.projectDir, m[3]) : undefined;
      if (loser !== undefined) rejected.push({ file: loser, reason: line.split(options.projectDir + path.sep).join('') });
      else notes.push(`stderr: ${line.slice(0, 300)}`);
    }
    const listing = removeBuiltins('failed' in prompt ? render.rendered : prompt.block, render, notes);
    return { agent: 'gemini-cli', version, loaded, rejected, listing, notes };
  },
};
