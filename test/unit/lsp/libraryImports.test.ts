import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';

const repo = path.resolve(__dirname, '../../../..');
const service = path.join(repo, 'server/src/service');
const lsp = path.join(repo, 'server/src/lsp');
/** The editor's API and the connection's packages; the protocol's plain types may be used. */
const FORBIDDEN_PACKAGES = /^(vscode|vscode-languageserver|vscode-languageserver\/.*|vscode-languageserver-protocol|vscode-jsonrpc(\/.*)?|vscode-languageclient(\/.*)?)$/;

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? tsFiles(full) : name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module specifier of a file: `import … from`, `export … from`, `import()` and `require()`. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|\brequire\s*\(\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)) {
    out.push((m[1] ?? m[2] ?? m[3] ?? m[4])!);
  }
  return out;
}

/** Whether `spec`, imported by `file`, reaches the LSP glue or the editor: what `server/src/service/` must never do. */
function isForbidden(file: string, spec: string): boolean {
  const reachesGlue = spec.startsWith('.') && !path.relative(lsp, path.resolve(path.dirname(file), spec)).startsWith('..');
  return reachesGlue || FORBIDDEN_PACKAGES.test(spec);
}

test('the library (server/src/service) imports neither the LSP glue nor the editor or connection packages', () => {
  const files = tsFiles(service);
  assert.ok(files.length > 100, `the library was not found under ${service}`);
  const bad = files.flatMap((file) => specifiers(readFileSync(file, 'utf8')).filter((spec) => isForbidden(file, spec)).map((spec) => `${path.relative(repo, file)} imports ${spec}`));
  assert.deepEqual(bad, []);
});

test('the import walk tells the glue and the connection from what the library may use', () => {
  const file = path.join(service, 'features/probe.ts');
  const text = "import type { X } from '../../lsp/protocol';\nexport { y } from 'vscode-languageserver/node';\nimport 'vscode';\nimport { Range } from 'vscode-languageserver-types';\nconst z = require('../dtos');";
  assert.deepEqual(specifiers(text).filter((spec) => isForbidden(file, spec)), ['../../lsp/protocol', 'vscode-languageserver/node', 'vscode']);
});
