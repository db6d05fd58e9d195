import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { homedir } from 'node:os';
import type { InitializeParams } from 'vscode-languageserver/node';
import { foldersOf, refusedFolder } from '../../../server/src/lsp/foldersOf';
import { uriToPath } from '../../../server/src/service/features/uris';

const init = (p: Partial<InitializeParams>) => ({ processId: null, rootUri: null, capabilities: {}, ...p }) as InitializeParams;

describe('the workspace folders the server checks', () => {
  test('an empty or path-less folder URI is no folder (it is not the whole disk)', () => {
    for (const uri of ['', 'file:', 'file://']) assert.equal(uriToPath(uri), undefined, JSON.stringify(uri));
    assert.deepEqual(foldersOf(init({ workspaceFolders: [{ uri: '', name: 'x' }] })), []);
    assert.deepEqual(foldersOf(init({ rootUri: '' })), []);
    assert.equal(uriToPath('file:///tmp/ws'), '/tmp/ws');
  });

  test('the root of the disk and the home folder are refused with a message saying what to do', () => {
    const disk = refusedFolder(uriToPath('file:///')!);
    assert.match(disk?.en ?? '', /^Open the folder of your skills.*the whole disk\.$/);
    assert.match(disk?.fr ?? '', /tout le disque/);
    assert.match(refusedFolder(homedir())?.en ?? '', /your home folder/);
    assert.match(refusedFolder('/home/ann', '/home/ann/')?.en ?? '', /your home folder/);
    assert.equal(refusedFolder('/home/ann/skills', '/home/ann'), undefined);
  });
});
