import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { catalogOf, lintSkill, only, skillPath, skillText } from '../agentSkills/agentSkillsFixture';

/** A skill of folder `dir` whose header gives `name`. */
const named = (name: string) => skillText([`name: ${name}`, 'description: Reads PDFs. Use when the user sends a PDF.']);
const nameFormat = (dir: string, name: string, targets: readonly AgentTarget[]) => only(lintSkill(dir, named(name), { targets }), 'name-format');

describe('a name the standard takes but an agent\'s own charset refuses (ASCII only)', () => {
  for (const [target, label] of [['copilot-cli', 'Copilot CLI'], ['augment', 'Augment'], ['factory-droid', 'Factory Droid']] as const) {
    test(`${label}: \`pdf-é\` is an error with an ASCII name to use`, () => {
      const f = nameFormat('pdf-e', 'pdf-é', [target]);
      assert.equal(f.length, 1);
      assert.equal(f[0]!.severity, 'error');
      assert.equal(f[0]!.message.en, `Use an ASCII name such as \`pdf-e\`: \`pdf-é\` has characters beyond ASCII (\`é\`) — ${label} rejects the skill.`);
    });
  }
  test('full-width letters (`ｐｄｆ`, `pdf` once NFKC-normalised) are refused too', () => {
    assert.equal(nameFormat('pdf', 'ｐｄｆ', ['copilot-cli'])[0]?.severity, 'error');
  });
  test('an agent that takes Unicode letters (Codex, Claude Code) says nothing', () => {
    assert.deepEqual(nameFormat('pdf-e', 'pdf-é', ['codex']), []);
  });
  test('an ASCII name says nothing', () => {
    assert.deepEqual(nameFormat('pdf', 'pdf', ['copilot-cli', 'augment', 'factory-droid']), []);
  });
  test('Augment and Factory Droid do not load it (their catalogs leave it out); Codex, which takes it, lists it', () => {
    const files = { [skillPath('pdf-e')]: named('pdf-é'), [skillPath('pdf')]: named('pdf') };
    for (const t of ['augment', 'factory-droid'] as const) assert.deepEqual(catalogOf(files, t).entries.filter((e) => e.status !== 'omitted').map((e) => e.name), ['pdf'], t);
    assert.deepEqual(catalogOf(files, 'codex').entries.filter((e) => e.status !== 'omitted').map((e) => e.name).sort(), ['pdf', 'pdf-é']);
  });
});
