import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fork, spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { createProtocolConnection, IPCMessageReader, IPCMessageWriter } from 'vscode-languageserver-protocol/node';
import { joinLines, LspSession, makeWorkspace, SERVER, uriOf } from './lspHarness';

describe('transports', () => {
  test('without a transport argument: usage on stderr, exit code 2, nothing on stdout', () => {
    const r = spawnSync(process.execPath, [SERVER], { encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /--stdio/);
  });

  test('node IPC (the VS Code client’s transport)', async () => {
    const child = fork(SERVER, ['--node-ipc'], { silent: true });
    const connection = createProtocolConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
    connection.listen();
    try {
      const r = await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} }) as { capabilities: { hoverProvider?: boolean }; serverInfo?: { name: string } };
      assert.equal(r.serverInfo?.name, 'skillkiln');
      assert.equal(r.capabilities.hoverProvider, true);
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      assert.equal(code, 0);
    } finally {
      connection.dispose();
      child.kill();
    }
  });

  test('no workspace folder: the project around the first opened file is indexed', async () => {
    const root = makeWorkspace({ '.git/HEAD': 'ref: x\n', 'skills/a/SKILL.md': joinLines('---', 'name: a', 'description: A.', 'keywords: x, x', '---', '') });
    const s = new LspSession(root);
    try {
      // Initialize without rootUri or folders, as an editor opened on a single file does.
      await s.connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
      await s.connection.sendNotification('initialized', {});
      const file = path.join(root, 'skills', 'a', 'SKILL.md');
      s.open(file, joinLines('---', 'name: a', 'description: A.', 'keywords: x, x', '---', ''));
      await s.waitDiagnostics(file, (d) => d.some((x) => x.code === 'keywords-duplicate'));
      assert.ok(s.diagnostics.has(uriOf(file)));
    } finally {
      await s.stop();
    }
  });
});
