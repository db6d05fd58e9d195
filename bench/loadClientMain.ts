// Child process: loads dist/client.js with a stub `vscode` module and calls activate(),
// five times in fresh module caches, printing the median milliseconds. A proxy for the
// extension's activation cost that needs no editor.
import Module = require('node:module');
import * as fs from 'node:fs';
import * as path from 'node:path';

const client = path.resolve(__dirname, '..', '..', 'dist', 'client.js');
const stub: unknown = new Proxy(function () {}, {
  get: (_t, key) => (key === 'then' ? undefined : stub),
  apply: () => stub,
  construct: () => stub as object,
});
// Bundlers copy a module's own properties (esbuild's __toESM), so the module object lists
// every property name the bundle reads, each one the callable stub.
const names = [...new Set(fs.readFileSync(client, 'utf8').match(/(?<=\.)[A-Za-z_$][\w$]*/g) ?? [])];
const vscodeModule: unknown = new Proxy({}, {
  get: (_t, key) => (key === 'then' ? undefined : key === '__esModule' ? true : stub),
  ownKeys: () => names,
  getOwnPropertyDescriptor: () => ({ configurable: true, enumerable: true, value: stub }),
});
const M = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
const original = M._load;
M._load = (request: string, ...rest: unknown[]) => (request === 'vscode' ? vscodeModule : original(request, ...rest));

async function main(): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    delete require.cache[client];
    const start = performance.now();
    const ext = require(client) as { activate?: (ctx: unknown) => unknown };
    try {
      await Promise.race([ext.activate?.(stub), new Promise((r) => setTimeout(r, 1000))]);
    } catch {
      // The stub cannot satisfy every API; loading and wiring is what is timed.
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${times[2]!.toFixed(2)}\n`);
  process.exit(0);
}
void main();
