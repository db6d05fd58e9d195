/**
 * Run as `node piLoaderChild.js <installDir> <outFile>` in the project folder, with the oracle's
 * HOME: loads the project's skills with pi's own `DefaultResourceLoader` (the installed
 * `@mariozechner/pi-coding-agent`, the discovery and loader a run uses) and writes one JSON
 * object ({@link PiLoad}) to `outFile`. pi prints its skill warnings only in its interactive
 * screen, so this is where the oracle reads them. A child process of its own because the package
 * reads HOME and keeps module-level state.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A skill as pi's loader holds it (the fields the oracle reads). */
export interface PiSkill {
  readonly name: string;
  readonly description: string;
  readonly filePath: string;
  readonly disableModelInvocation: boolean;
}

/** A loader warning: a rejected file, a departure from the standard, or a name collision. */
export interface PiDiagnostic {
  readonly type: string;
  readonly message: string;
  readonly path?: string;
  readonly collision?: { readonly winnerPath: string; readonly loserPath: string };
}

/** What the child writes. */
export interface PiLoad {
  readonly skills: readonly PiSkill[];
  readonly diagnostics: readonly PiDiagnostic[];
}

interface Loader {
  reload(): Promise<void>;
  getSkills(): { skills: PiSkill[]; diagnostics: PiDiagnostic[] };
}

async function main(): Promise<void> {
  const [installDir, outFile] = process.argv.slice(2);
  if (!installDir || !outFile) throw new Error('usage: piLoaderChild <installDir> <outFile>');
  const entry = path.join(installDir, 'node_modules', '@mariozechner', 'pi-coding-agent', 'dist', 'index.js');
  const { DefaultResourceLoader, getAgentDir } = (await import(pathToFileURL(entry).href)) as {
    DefaultResourceLoader: new (o: { cwd: string; agentDir: string; noExtensions: boolean }) => Loader;
    getAgentDir(): string;
  };
  // As a run does: cwd is the resolved working folder, the agent folder under HOME.
  const loader = new DefaultResourceLoader({ cwd: path.resolve(process.cwd()), agentDir: getAgentDir(), noExtensions: true });
  await loader.reload();
  const { skills, diagnostics } = loader.getSkills();
  const out: PiLoad = {
    skills: skills.map((s) => ({ name: s.name, description: s.description, filePath: s.filePath, disableModelInvocation: s.disableModelInvocation })),
    diagnostics: diagnostics.map((d) => ({ type: d.type, message: d.message, ...(d.path ? { path: d.path } : {}), ...(d.collision ? { collision: { winnerPath: d.collision.winnerPath, loserPath: d.collision.loserPath } } : {}) })),
  };
  writeFileSync(outFile, JSON.stringify(out));
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
