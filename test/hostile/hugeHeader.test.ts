import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIG } from '../../server/src/service/config/serviceConfig';
import { completion } from '../../server/src/service/features/completion';
import { hover } from '../../server/src/service/features/hover';
import { createMemoryFileSystem } from '../../server/src/service/fs/memoryFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';

const FILE = '/ws/.claude/skills/big/SKILL.md';

function serviceWith(text: string) {
  const service = createLanguageService({ fs: createMemoryFileSystem({ [FILE]: '---\nname: big\n---\n' }), configFor: () => DEFAULT_CONFIG });
  service.setFolders(['/ws']);
  service.openDocument(FILE, text);
  return service;
}

test('a 1,000,000-key header: no completion or hover scan of it (the parser refuses it; each request read it all)', (t) => {
  const keys = Array.from({ length: 1_000_000 }, (_, i) => `k${i}: v`).join('\n');
  const service = serviceWith(`---\nname: big\ndescription: Does big things.\n${keys}\n\n---\nBody.\n`);
  assert.ok(service.findings(FILE).some((f) => f.code === 'yaml-syntax' && /larger than 1 MiB, so Skillkiln does not parse it/.test(f.message.en)));
  for (const line of [1, 3, 500_000, 1_000_003]) {
    const start = Date.now();
    assert.deepEqual(completion(service, FILE, { line, character: 0 }, { snippets: true, markdown: true }), [], `line ${line}`);
    assert.equal(hover(service, FILE, { line, character: 1 }, { markdown: true }), null);
    t.diagnostic(`line ${line}: ${Date.now() - start} ms`);
  }
});

test('a header under the limit still completes keys', () => {
  const service = serviceWith('---\nname: small\ndescription: Does small things.\n\n---\nBody.\n');
  assert.ok(completion(service, FILE, { line: 3, character: 0 }, { snippets: true, markdown: true }).some((i) => i.label === 'allowed-tools'));
});
