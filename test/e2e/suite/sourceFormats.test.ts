import * as assert from 'node:assert/strict';
import { waitForDiagnostics } from './helpers';
import { activateSkillkiln, codeOf, openFile, revertAndCloseAll, setText } from './skillkilnFixture';

/**
 * One rule per source format, as an author meets it: open the example skill, make the
 * mistake, see the diagnostic on the text that has it.
 */
suite('the four source formats', () => {
  suiteSetup(async () => {
    await activateSkillkiln();
  });
  teardown(revertAndCloseAll);

  /** Edits a file of the example workspace and waits for one code; returns the text it covers. */
  async function expectCode(segments: string[], edit: (text: string) => string, code: string): Promise<string> {
    const editor = await openFile(...segments);
    await setText(editor.document, edit(editor.document.getText()));
    const all = await waitForDiagnostics(editor.document.uri, (d) => d.some((x) => codeOf(x) === code));
    return editor.document.getText(all.find((x) => codeOf(x) === code)!.range);
  }

  test('mm: an unlabelled fence after "Run this:" is the fenced command', async () => {
    const covered = await expectCode(['skills', 'what-time-is-it', 'SKILL.md'], (t) => t.replace(/Call your `bash` tool with this command:\n\n {4}(.*)\n/, 'Run this:\n\n```\n$1\n```\n'), 'fenced-command');
    assert.match(covered, /^```\ndate /);
  });

  test('agent-app: a name with a space and a dot is one the app will not save', async () => {
    const covered = await expectCode(['agent-app', 'code-review.md'], (t) => t.replace(/^name: code-review$/m, 'name: code review.'), 'name-chars');
    assert.equal(covered, 'code review.');
  });

  test('tajo: a timezone on an event trigger is ignored', async () => {
    const covered = await expectCode(['tajo', 'customer-sync.md'], (t) => t.replace('  - event: customer_created\n', '  - event: customer_created\n    timezone: Europe/Paris\n'), 'trigger-key-misplaced');
    assert.equal(covered, 'timezone');
  });

  test('skill-api: a description that says only what, not when', async () => {
    const covered = await expectCode(['skill-api', 'meeting-notes', 'SKILL.md'], (t) => t.replace(/^description: .*$/m, 'description: Meeting notes.'), 'description-when');
    assert.equal(covered, 'Meeting notes.');
  });
});
