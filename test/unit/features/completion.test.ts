import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { completion } from '../../../server/src/service/features/completion';
import { joinLines, serviceOn } from '../helpers/serviceFixture';
import { withCursor } from './featureFixture';

const OPTIONS = { snippets: true, markdown: true };

/** Labels proposed at the cursor of `marked`, written as `file` into a workspace of `others`. */
function labels(file: string, marked: string, others: Record<string, string> = {}): string[] {
  const { text, position } = withCursor(marked);
  const service = serviceOn({ ...others, [file]: text });
  service.openDocument(file, text);
  return completion(service, file, position, OPTIONS).map((i) => i.label);
}

const MM_OTHERS = {
  '/ws/skills/greetings/SKILL.md': joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hello', '---', ''),
  '/ws/skills/vulcan-salute.md': joinLines('---', 'description: Send a vulcan salute.', 'keywords: spock', '---', ''),
};

describe('completion (mm)', () => {
  const file = '/ws/skills/what-time/SKILL.md';

  test('header keys not yet present, nothing else', () => {
    assert.deepEqual(labels(file, joinLines('---', 'name: what-time', '<|>', '---', ''), MM_OTHERS).filter((l) => !l.includes(' ')), ['description', 'keywords']);
  });

  test('`name` proposes the folder name', () => {
    assert.deepEqual(labels(file, joinLines('---', 'name: <|>', '---', ''), MM_OTHERS), ['what-time']);
  });

  test('`$` in the body proposes skill names; `{{skill:` only app skills (none here); plain text gets nothing', () => {
    assert.deepEqual(labels(file, joinLines('---', 'name: what-time', '---', 'Then use $<|>'), MM_OTHERS), ['greetings', 'vulcan-salute']);
    assert.deepEqual(labels(file, joinLines('---', 'name: what-time', '---', 'See {{skill:<|>'), MM_OTHERS), []);
    assert.deepEqual(labels(file, joinLines('---', 'name: what-time', '---', 'Some te<|>'), MM_OTHERS), []);
    assert.deepEqual(labels(file, joinLines('---', 'name: what-time', '---', '```bash', 'echo $<|>', '```'), MM_OTHERS), []);
  });

  test('the key snippet inserts the folder name for `name`', () => {
    const { text, position } = withCursor(joinLines('---', 'na<|>', '---', ''));
    const service = serviceOn({ ...MM_OTHERS, [file]: text });
    const item = completion(service, file, position, OPTIONS).find((i) => i.label === 'name')!;
    assert.deepEqual(item.textEdit, { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 2 } }, newText: 'name: ${1:what-time}' });
    const plain = completion(service, file, position, { snippets: false, markdown: false }).find((i) => i.label === 'name')!;
    assert.equal((plain.textEdit as { newText: string }).newText, 'name: ');
  });
});

const TAJO_HEAD = ['---', 'name: cart-recovery', 'version: 1.0.0', 'description: Recover carts.', 'category: email-marketing'];
const TAJO_OTHERS = {
  '/ws/skills/customer-sync.md': joinLines('---', 'name: customer-sync', 'version: 1.0.0', 'description: Sync.', 'category: data-sync', 'triggers:', '  - event: customer_created', 'actions:', '  - brevo/create-contact', '---', ''),
};

describe('completion (tajo)', () => {
  const file = '/ws/skills/cart-recovery.md';
  const tajo = (...lines: string[]) => labels(file, joinLines(...TAJO_HEAD, ...lines), TAJO_OTHERS);

  test('enum values of `status`', () => {
    assert.deepEqual(tajo('status: <|>', 'triggers:', '  - event: x', 'actions:', '  - id: a', '    type: control/delay', '---'), ['stable', 'beta', 'experimental']);
  });

  test('keys of an action item, those already written excluded', () => {
    const l = tajo('triggers:', '  - event: x', 'actions:', '  - id: a', '    <|>', '---');
    assert.deepEqual(l.filter((x) => !x.includes(' ')).sort(), ['on_error', 'parameters', 'retry', 'type']);
  });

  test('`then`/`else` propose the action ids and `stop`', () => {
    const l = tajo('triggers:', '  - event: x', 'actions:', '  - id: wait_1h', '    type: control/delay', '  - id: check', '    type: control/condition', '    parameters:', '      then: <|>', '---');
    assert.deepEqual(l, ['wait_1h', 'check', 'stop']);
  });

  test('filters after `|` inside `{{ }}`', () => {
    const l = tajo('triggers:', '  - event: x', 'actions:', '  - id: a', '    type: brevo/send-email', '    parameters:', '      to: "{{ contact.email | <|>', '---');
    assert.equal(l.length, 12);
    assert.ok(l.includes('lowercase') && l.includes('currency'));
  });

  test('time zones for `timezone`, skill names for `relatedSkills`', () => {
    const tz = tajo('triggers:', '  - schedule: "0 9 * * *"', '    timezone: Europe/Pa<|>', 'actions:', '  - id: a', '---');
    assert.ok(tz.includes('Europe/Paris'));
    assert.ok(tz.length > 300);
    assert.deepEqual(tajo('relatedSkills:', '  - <|>', '---'), ['customer-sync']);
  });
});

describe('completion (agent-skills)', () => {
  test('keys no selected agent accepts are not proposed', () => {
    const file = '/ws/.claude/skills/pdf/SKILL.md';
    const { text, position } = withCursor(joinLines('---', 'name: pdf', 'description: Use for PDF files.', '<|>', '---', ''));
    const all = serviceOn({ [file]: text });
    const codex = serviceOn({ [file]: text }, { agentSkills: { targets: ['codex'] } });
    const keys = (s: typeof all) => completion(s, file, position, OPTIONS).map((i) => i.label);
    assert.ok(keys(all).includes('compatibility'));
    assert.ok(!keys(codex).includes('compatibility'));
    // Codex reads only name, description and metadata (license and allowed-tools ignored)
    assert.ok(keys(codex).includes('metadata'));
    assert.ok(!keys(codex).includes('allowed-tools') && !keys(codex).includes('license'));
    const copilot = serviceOn({ [file]: text }, { agentSkills: { targets: ['copilot-cli'] } });
    assert.ok(keys(copilot).includes('allowed-tools') && keys(copilot).includes('license'));
  });
});
