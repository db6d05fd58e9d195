// Child process, one cold load per process: requires dist/client.js (or the bundle given as
// argv[2]) with a stub `vscode` module, calls activate(), then waits for the language client
// that activation schedules. Prints JSON milliseconds since the require started:
//   activateMs — require + activate() returned: what VS Code counts as the extension's activation;
//   clientStartedMs — dist/languageClient.js loaded and evaluated, the LanguageClient built and
//     its start() called (the stub has no server path, so no process is spawned);
//   requireMs — the require alone.
// A proxy for the extension's cost that needs no editor.
import Module = require('node:module');
import * as fs from 'node:fs';
import * as path from 'node:path';
import { LANGUAGE_CLIENT_BUNDLE, STARTED_MARK } from '../client/src/lsp/loadLanguageClient';

const REPO = path.resolve(__dirname, '..', '..');
const bundle = path.resolve(process.argv[2] ?? path.join(REPO, 'dist', 'client.js'));

const stub: unknown = new Proxy(function () {}, {
  get: (_t, key) => (key === 'then' ? undefined : stub),
  apply: () => stub,
  construct: () => stub as object,
  // Assignments (item.text = …) are accepted and forgotten.
  set: () => true,
  defineProperty: () => true,
});
// A plain object with the names the real API object has (the top-level runtime exports of
// @types/vscode), each the callable stub: bundlers copy a module's own properties once per
// importing file (esbuild's __toESM), so its shape decides what that copying costs.
const declarations = fs.readFileSync(path.join(REPO, 'node_modules', '@types', 'vscode', 'index.d.ts'), 'utf8');
const names = [...declarations.matchAll(/^\texport (?:namespace|class|enum|const|function|let|var) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
const vscodeModule: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, stub]));
// vscode-languageclient checks the editor's version in its constructor.
vscodeModule['version'] = '1.100.0';
const M = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
const original = M._load;
M._load = (request: string, ...rest: unknown[]) => (request === 'vscode' ? vscodeModule : original(request, ...rest));

interface LoadedApi {
  whenReady?: () => Promise<unknown>;
}

/**
 * Node built-ins the bundles require: the extension host has them loaded long before any
 * extension activates, so loading them here would bill Node's start-up to the extension.
 */
function warmBuiltins(files: readonly string[]): void {
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/require\("((?:node:)?[a-z_/]+)"\)/g)) {
      if (Module.isBuiltin(name!)) require(name!);
    }
  }
}

async function main(): Promise<void> {
  warmBuiltins([bundle, path.join(path.dirname(bundle), LANGUAGE_CLIENT_BUNDLE)]);
  const start = performance.now();
  const ext = require(bundle) as { activate?: (ctx: unknown) => unknown };
  const requireMs = performance.now() - start;
  let api: LoadedApi | undefined;
  try {
    api = (await Promise.race([ext.activate?.(stub), new Promise((r) => setTimeout(r, 1000))])) as LoadedApi | undefined;
  } catch {
    // The stub cannot satisfy every API; loading and wiring is what is timed.
  }
  const activateMs = performance.now() - start;
  // Settles once start() failed (no server to spawn) or, for a bundle that starts synchronously, at once.
  await Promise.race([api?.whenReady?.().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
  const mark = performance.getEntriesByName(STARTED_MARK)[0];
  const clientStartedMs = mark ? mark.startTime - start : null;
  process.stdout.write(`${JSON.stringify({ requireMs, activateMs, clientStartedMs })}\n`);
  process.exit(0);
}
void main();
