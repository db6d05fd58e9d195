import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codeActions } from '../../../server/src/service/features/codeActions/codeActions';
import { toDiagnostic } from '../../../server/src/service/features/diagnostics';
import { FULL_EDIT_CAPABILITIES } from '../../../server/src/service/features/workspaceEdit';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const FILE = '/ws/skills/greetings/SKILL.md';

/** The lightbulb's request: no `only`, the diagnostics under the cursor. */
function lightbulb(keywords: string) {
  const service = serviceOn({ [FILE]: joinLines('---', 'name: greetings', 'description: Greet somebody with a festive message.', `keywords: ${keywords}`, '---', '') });
  const diagnostics = service.findings(FILE).filter((f) => f.code === 'keywords-duplicate').map((f) => toDiagnostic(f, 'en'));
  return codeActions(service, FILE, { range: diagnostics[0]!.range, diagnostics }, FULL_EDIT_CAPABILITIES).filter((a) => a.kind === 'quickfix');
}

describe('"Fix all" in the lightbulb menu', () => {
  test('after the problem’s own fix, a quick fix that fixes every safe problem of the file', () => {
    const actions = lightbulb('hello, hi, hello, festive, bonjour');
    assert.equal(actions.at(-1)?.title, 'Fix all safe Skillkiln problems in this file');
    assert.ok(actions.length >= 2, actions.map((a) => a.title).join(' | '));
  });

  test('not when the problem at hand is the only one', () => {
    assert.ok(!lightbulb('hello, hi, hello, bonjour').some((a) => a.title.startsWith('Fix all')));
  });
});
