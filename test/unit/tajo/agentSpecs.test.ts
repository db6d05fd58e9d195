import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { completion } from '../../../server/src/service/features/completion';
import { definition } from '../../../server/src/service/features/definition';
import { prepareRename, rename } from '../../../server/src/service/features/rename';
import { pathToUri } from '../../../server/src/service/features/uris';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const skill = (name: string, ...extra: string[]) => joinLines('---', `name: ${name}`, 'version: 1.0.0', `description: Does ${name}.`, 'category: analytics', 'triggers:', '  - event: x', 'actions:', '  - id: a', '    type: transform/map', ...extra, '---', '', `# ${name}`, '');
const CART = '/ws/skills/abandoned-cart-recovery.md';
const SYNC = '/ws/skills/customer-sync.md';
const AGENT = '/ws/agents/retention-agent.md';
const agentText = (...tools: string[]) => joinLines('---', 'name: retention-agent', 'tools:', ...tools.map((t) => `  - ${t}`), '---', '', '# Retention', '');

function service(agent: string) {
  return serviceOn({
    [CART]: skill('abandoned-cart-recovery', 'mcp:', '  tool_name: tajo/recover-abandoned-cart', '  description: Recover a cart'),
    [SYNC]: skill('customer-sync'),
    [AGENT]: agent,
  }, { profile: 'tajo' });
}

describe('tajo agent specs: tools', () => {
  test('a tajo/ tool must be some skill\'s mcp.tool_name; brevo_ modules are left alone', () => {
    const s = service(agentText('tajo/recover-abandoned-cart', 'tajo/recover-abandoned-carts', 'tajo/customer-sync', 'brevo_contacts'));
    const f = [...s.findings(AGENT)];
    assert.deepEqual(f.map((x) => [x.code, x.range.start.line]), [['agent-tool-unknown', 4], ['agent-tool-no-mcp', 5]]);
    assert.equal(f[0]!.message.en, 'The agent is given a tool that does not exist: no skill of this folder exposes `tajo/recover-abandoned-carts` (`mcp.tool_name`). Did you mean `tajo/recover-abandoned-cart`?');
    assert.deepEqual(f[0]!.data, { fix: 'replace-value', range: f[0]!.range, newText: 'tajo/recover-abandoned-cart' });
    assert.match(f[1]!.message.en, /^Add `mcp:` with `tool_name: [^`]+` to the skill customer-sync: without it, the skill is not exposed as a tool/);
    assert.equal(f[1]!.related?.[0]?.path, SYNC);
  });
  test('giving the skill an mcp block clears the finding', () => {
    const s = service(agentText('tajo/customer-sync'));
    assert.equal(s.findings(AGENT).length, 1);
    s.fs.writeFile(SYNC, skill('customer-sync', 'mcp:', '  tool_name: tajo/customer-sync'));
    s.fileChanged(SYNC);
    assert.deepEqual([...s.findings(AGENT)], []);
  });
  test('completion offers the exposed tools in `tools:`', () => {
    const text = agentText('tajo/re');
    const s = service(text);
    const items = completion(s, AGENT, { line: 3, character: 11 }, { snippets: true, markdown: true });
    assert.deepEqual(items.map((i) => [i.label, i.detail]), [['tajo/recover-abandoned-cart', 'abandoned-cart-recovery']]);
  });
  test('go to definition: from the tool to the skill\'s tool_name', () => {
    const s = service(agentText('tajo/recover-abandoned-cart'));
    assert.deepEqual(definition(s, AGENT, { line: 3, character: 10 }), [{ uri: pathToUri(CART), range: { start: { line: 11, character: 13 }, end: { line: 11, character: 40 } } }]);
  });
  test('rename from tool_name updates every agent spec, and back', () => {
    const s = service(agentText('tajo/recover-abandoned-cart', 'brevo_contacts'));
    assert.deepEqual(prepareRename(s, CART, { line: 11, character: 20 }), { range: { start: { line: 11, character: 13 }, end: { line: 11, character: 40 } }, placeholder: 'tajo/recover-abandoned-cart' });
    const r = rename(s, CART, { line: 11, character: 20 }, 'cart-rescue');
    assert.ok('changes' in r);
    assert.deepEqual(r.changes.map((c) => (c.kind === 'edit' ? [c.path, c.edits.map((e) => [e.range.start.line, 'newText' in e ? e.newText : ''])] : [])), [[CART, [[11, 'tajo/cart-rescue']]], [AGENT, [[3, 'tajo/cart-rescue']]]]);
    const fromUse = rename(s, AGENT, { line: 3, character: 8 }, 'Not A Tool');
    assert.ok('error' in fromUse);
  });
});
