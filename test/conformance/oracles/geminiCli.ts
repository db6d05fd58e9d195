import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Oracle, OracleListing, OracleListingEntry, OracleOptions, OracleRejection, OracleRun, OracleSkill } from '../oracle';
import type { GeminiRender } from './geminiRenderChild';
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

/**
 * The listing with built-in skills removed textually: each built-in's element (as the renderer
 * renders it alone) is cut out of `raw` with the `\n` that joins it to the next element (or the
 * previous one, for the last). Every other byte stays.
 */
function removeBuiltins(render: GeminiRender, notes: string[]): OracleListing {
  let text = render.rendered;
  const entries: OracleListingEntry[] = [];
  const builtins: string[] = [];
  render.skills.forEach((s, i) => {
    const entry = entryOf(render.renderedEach[i] ?? '');
    if (!s.isBuiltin) { entries.push({ name: s.name, text: entry }); return; }
    builtins.push(s.name);
    const cut = [`${entry}\n`, `\n${entry}`].find((t) => text.includes(t));
    if (cut === undefined) notes.push(`built-in ${s.name}: its element was not found in the listing`);
    else text = text.replace(cut, () => '');
  });
  // The renderer fed the project's skills alone must give the same text (it gives '' for none).
  if (text !== render.renderedProject && entries.length > 0) notes.push('removing the built-ins textually does not give what renderAgentSkills renders for the project skills alone');
  return { raw: render.rendered, text, entries, builtins };
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

/**
 * Gemini CLI 0.61.0 as an oracle, with no key and no model call. What loads: `gemini skills list
 * --all` run in the project (trusted through ~/.gemini/trustedFolders.json); what it rejects: the
 * conflicts it reports on stderr (it skips bad files silently). The listing: the installed
 * `@google/gemini-cli-core`'s SkillManager and `renderAgentSkills`, run in a child process in the
 * project (see geminiRenderChild.ts); `<location>`s are the absolute paths its loader found.
 */
export const geminiCliOracle: Oracle = {
  id: 'gemini-cli',
  skillsDir: '.agents/skills',
  async run(options: OracleOptions): Promise<OracleRun> {
    const cli = path.join(options.installDir, 'node_modules', '@google', 'gemini-cli', 'bundle', 'gemini.js');
    if (!fs.existsSync(cli)) throw new Error(`gemini-cli: ${cli} is missing (is it installed?)`);
    trustFolder(options.homeDir, options.projectDir);
    const env: Record<string, string> = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: options.homeDir, NO_COLOR: '1', ...options.env };
    const bounded = { cwd: options.projectDir, env, timeoutMs: TIMEOUT_MS };
    const renderFile = path.join(options.homeDir, `gemini-render-${process.pid}-${Date.now()}.json`);
    const check = (what: string, r: BoundedResult): BoundedResult => {
      if (r.timedOut || r.code !== 0) throw new Error(describeFailure(`gemini-cli ${what} in ${options.projectDir}`, r, TIMEOUT_MS));
      return r;
    };
    const [versionRun, listRun, renderRun] = await Promise.all([
      runBounded(process.execPath, [cli, '--version'], bounded).then((r) => check('--version', r)),
      runBounded(process.execPath, [cli, 'skills', 'list', '--all'], { ...bounded, stdoutFile: `${renderFile}.list.txt` }).then((r) => check('skills list --all', r)),
      runBounded(process.execPath, [path.join(__dirname, 'geminiRenderChild.js'), options.installDir, renderFile], bounded).then((r) => check('renderer', r)),
    ]);
    const version = versionRun.stdout.trim();
    if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`gemini-cli --version: unexpected output ${JSON.stringify(version.slice(0, 100))}`);
    const listed = parseSkillsList(listRun.stdout);
    if (!listed) throw new Error(`gemini-cli skills list --all: unexpected output: ${listRun.stdout.slice(0, 300)}`);
    const render = JSON.parse(fs.readFileSync(renderFile, 'utf8')) as GeminiRender;
    fs.rmSync(renderFile, { force: true });
    fs.rmSync(`${renderFile}.list.txt`, { force: true });
    if (render.trusted !== true) throw new Error(`gemini-cli: ${options.projectDir} is not trusted (trust check said ${String(render.trusted)}), workspace skills would not load`);

    const notes: string[] = [`default model auto → ${render.model} (${render.modern ? 'snippets.js' : 'snippets.legacy.js'}); list ${listRun.ms} ms, render ${renderRun.ms} ms`];
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
    const listing = removeBuiltins(render, notes);
    if (render.renderedOther !== render.rendered) notes.push(`with the other snippet set the intro differs: ${JSON.stringify(render.renderedOther.slice(0, render.renderedOther.indexOf(OPEN)))}`);
    return { agent: 'gemini-cli', version, loaded, rejected, listing, notes };
  },
};
