/**
 * Run as `node geminiRenderChild.js <installDir> <outFile>` in the project folder, with the oracle's HOME:
 * loads the project's skills with Gemini CLI's own SkillManager (the installed
 * `@google/gemini-cli-core`, its own trust check on `~/.gemini/trustedFolders.json`) and renders
 * them with its own `renderAgentSkills`, then writes one JSON object ({@link GeminiRender}) to `outFile` (its debug logger writes to stdout).
 * A child process of its own because the package reads HOME and keeps module-level caches.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A skill as the SkillManager holds it (the fields the oracle reads). */
export interface GeminiSkill {
  readonly name: string;
  readonly description: string;
  readonly location: string;
  readonly isBuiltin?: boolean;
  readonly disabled?: boolean;
}

/** What the child writes. */
export interface GeminiRender {
  readonly trusted: boolean | undefined;
  /** The model the default `auto` resolves to, and whether the modern snippets (snippets.js) apply to it. */
  readonly model: string;
  readonly modern: boolean;
  /** `getSkills()` in the manager's order: what the system prompt is rendered from. */
  readonly skills: readonly GeminiSkill[];
  /** renderAgentSkills of the snippet set that applies, on all skills / on each skill alone. */
  readonly rendered: string;
  readonly renderedEach: readonly string[];
  /** renderAgentSkills on the project's skills alone (built-ins filtered out), to check the textual removal against. */
  readonly renderedProject: string;
  readonly feedback: readonly string[];
}

type Render = (skills: readonly { name: string; description: string; location: string }[]) => string;

async function main(): Promise<void> {
  const [installDir, outFile] = process.argv.slice(2);
  if (!installDir || !outFile) throw new Error('usage: geminiRenderChild <installDir> <outFile>');
  const src = path.join(installDir, 'node_modules', '@google', 'gemini-cli-core', 'dist', 'src');
  const load = async <T>(rel: string): Promise<T> => (await import(pathToFileURL(path.join(src, rel)).href)) as T;
  const { Storage } = await load<{ Storage: new (dir: string) => unknown }>('config/storage.js');
  const { SkillManager } = await load<{ SkillManager: new () => { discoverSkills(s: unknown, e: unknown[], t: boolean): Promise<void>; getSkills(): GeminiSkill[] } }>('skills/skillManager.js');
  const { checkPathTrust } = await load<{ checkPathTrust(o: { path: string; isFolderTrustEnabled: boolean }): { isTrusted: boolean | undefined } }>('utils/trust.js');
  const { coreEvents } = await load<{ coreEvents: { on(e: string, f: (p: { message: string }) => void): void } }>('utils/events.js');
  const { resolveModel, supportsModernFeatures } = await load<{ resolveModel(m: string): string; supportsModernFeatures(m: string): boolean }>('config/models.js');
  const modernSnippets = await load<{ renderAgentSkills: Render }>('prompts/snippets.js');
  const legacySnippets = await load<{ renderAgentSkills: Render }>('prompts/snippets.legacy.js');

  const feedback: string[] = [];
  coreEvents.on('user-feedback', (p) => feedback.push(p.message));
  // As the CLI does: targetDir is the resolved cwd, folder trust is on by default, the manager is fed the verdict.
  const targetDir = path.resolve(process.cwd());
  const { isTrusted } = checkPathTrust({ path: targetDir, isFolderTrustEnabled: true });
  const manager = new SkillManager();
  await manager.discoverSkills(new Storage(targetDir), [], isTrusted === true);
  const skills = manager.getSkills();
  const model = resolveModel('auto');
  const modern = supportsModernFeatures(model);
  const render = modern ? modernSnippets.renderAgentSkills : legacySnippets.renderAgentSkills;
  const view = (s: GeminiSkill) => ({ name: s.name, description: s.description, location: s.location });
  const out: GeminiRender = {
    trusted: isTrusted,
    model,
    modern,
    skills: skills.map((s) => ({ ...view(s), isBuiltin: s.isBuiltin === true, disabled: s.disabled === true })),
    rendered: render(skills.map(view)),
    renderedEach: skills.map((s) => render([view(s)])),
    renderedProject: render(skills.filter((s) => s.isBuiltin !== true).map(view)),
    feedback,
  };
  writeFileSync(outFile, JSON.stringify(out));
}

main().catch((e: unknown) => {
  process.stderr.write(`geminiRenderChild: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(1);
});
