import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import { bigSkill } from './inProcess';

/** Median round trips measured against the real server over stdio. */
export interface RoundTrips {
  readonly completionMs: number;
  readonly hoverMs: number;
  readonly diagnosticsMs: number;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Starts dist/server.js --stdio on `folder` and times completion, hover and diagnostics on the 50k skill. */
export async function serverRoundTrips(folder: string): Promise<RoundTrips | undefined> {
  const server = path.resolve(__dirname, '..', '..', 'dist', 'server.js');
  if (!fs.existsSync(server)) return undefined;
  const child = spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const conn: ProtocolConnection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  conn.listen();
  try {
    const rootUri = pathToFileURL(folder).href;
    await conn.sendRequest('initialize', { processId: process.pid, rootUri, capabilities: {}, workspaceFolders: [{ uri: rootUri, name: 'bench' }] });
    conn.sendNotification('initialized', {});
    const uri = pathToFileURL(path.join(folder, 'skills', 'big-skill.md')).href;
    let version = 1;
    let resolveDiag: (() => void) | undefined;
    conn.onNotification('textDocument/publishDiagnostics', (p: { uri: string }) => {
      if (p.uri === uri) resolveDiag?.();
    });
    const diag = () => new Promise<void>((r) => (resolveDiag = r));
    let wait = diag();
    conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version, text: bigSkill(0) } });
    await wait;
    const completion: number[] = [];
    const hover: number[] = [];
    const diagnostics: number[] = [];
    for (let i = 0; i < 50; i++) {
      let t = performance.now();
      await conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 4, character: 0 } });
      completion.push(performance.now() - t);
      t = performance.now();
      await conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 2 } });
      hover.push(performance.now() - t);
      wait = diag();
      t = performance.now();
      conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: ++version }, contentChanges: [{ text: bigSkill(i + 1) }] });
      await wait;
      diagnostics.push(performance.now() - t);
    }
    return { completionMs: median(completion), hoverMs: median(hover), diagnosticsMs: median(diagnostics) };
  } finally {
    conn.dispose();
    child.kill();
  }
}
