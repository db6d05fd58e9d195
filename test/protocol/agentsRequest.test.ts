import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentItemDto } from '../../server/src/lsp/protocol';
import { AGENTS } from '../../server/src/service/agents/agents';
import { LspSession, makeWorkspace } from './lspHarness';

describe('skillkiln/agents over stdio (the agents picker asks the server)', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/a/SKILL.md': '---\nname: a\ndescription: b\n---\n' }));
    await s.start();
  });
  after(() => s.stop());

  test('every declared agent, in order, named in the language asked, with the folders it reads', async () => {
    const en = await s.request<AgentItemDto[]>('skillkiln/agents', { locale: 'en' });
    assert.deepEqual(en.map((a) => a.id), Object.keys(AGENTS));
    const claude = en.find((a) => a.id === 'claude-code')!;
    assert.deepEqual(claude.folders, [...AGENTS['claude-code'].discovery.folders]);
    assert.match(claude.name, /^Claude Code/);
    const fr = await s.request<AgentItemDto[]>('skillkiln/agents', { locale: 'fr' });
    const spec = fr.find((a) => a.id === 'spec')!;
    assert.equal(spec.name, AGENTS.spec.label.fr.charAt(0).toUpperCase() + AGENTS.spec.label.fr.slice(1));
    assert.deepEqual(spec.folders, []);
  });
});
