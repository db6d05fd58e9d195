// Bundles the extension — its activation bundle (dist/client.js) and its language client
// (dist/languageClient.js, loaded right after activation) —, the language server
// (dist/server.js), the CLI (dist/cli.js) and the preview's webview script (media/dist/preview.js)
// with esbuild.
import * as esbuild from 'esbuild';
import { existsSync, statSync, chmodSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const watch = process.argv.includes('--watch');
const common = { bundle: true, minify: true, sourcemap: true, logLevel: 'warning', absWorkingDir: root, legalComments: 'none' };
// 'module' first: jsonc-parser's UMD entry cannot be bundled, its ESM one can.
const node = { ...common, platform: 'node', target: 'node20', format: 'cjs', mainFields: ['module', 'main'] };

const builds = [
  // Activation must stay cheap: no vscode-languageclient here (client/src/lsp/loadLanguageClient.ts
  // requires dist/languageClient.js by a computed path), and the protocol's method descriptors
  // come from a stand-in instead of vscode-languageserver-protocol (client/src/lsp/messageTypes.ts).
  { ...node, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'], alias: { 'vscode-languageserver-protocol': './client/src/lsp/messageTypes.ts' } },
  { ...node, entryPoints: ['client/src/lsp/languageClientMain.ts'], outfile: 'dist/languageClient.js', external: ['vscode'] },
  { ...node, entryPoints: ['server/src/lsp/main.ts'], outfile: 'dist/server.js' },
  { ...node, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' }, define: { SKILLKILN_VERSION: JSON.stringify(version) } },
  { ...common, platform: 'browser', target: 'chrome120', format: 'iife', entryPoints: ['client/src/webview/main.ts'], outfile: 'media/dist/preview.js' },
].filter((b) => existsSync(join(root, b.entryPoints[0])));
// `node scripts/build.mjs cli server` builds only those bundles.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (only.length > 0) builds.splice(0, builds.length, ...builds.filter((b) => only.some((o) => b.outfile.includes(o))));

if (watch) {
  for (const b of builds) await (await esbuild.context(b)).watch();
  console.log('build: watching');
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
  if (existsSync(join(root, 'dist/cli.js'))) chmodSync(join(root, 'dist/cli.js'), 0o755);
  const sizes = builds.map((b) => `${b.outfile} ${(statSync(join(root, b.outfile)).size / 1024).toFixed(0)} KiB`);
  console.log(`build: ${sizes.join(', ')}`);
}
