import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { joinLines, LspSession, makeWorkspace } from './lspHarness';

describe('the server log after start-up', () => {
  let s: LspSession;
  before(async () => {
    s = new LspSession(makeWorkspace({ 'skills/greetings/SKILL.md': joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hello', '---', '') }), { settings: { skillsDirs: ['skills'] } });
    await s.start();
  });
  after(() => s.stop());

  test('says the settings in effect, each skills folder with its profile and why, and the index time', () => {
    const log = s.logs.join('\n');
    assert.match(log, /^Settings for .+: profile auto; skills folders, agents, context window in tokens: skills; /m);
    assert.match(log, /^Skills folder skills: mm app, 1 skill; profile: .+\.$/m);
    // An unset context window is said in words (it read `; undefined.`).
    assert.match(log, /; each agent’s default\.$/m);
    assert.doesNotMatch(log, /undefined/);
    assert.match(log, /^Indexed 1 skill in \d+ ms\.$/m);
  });
});
