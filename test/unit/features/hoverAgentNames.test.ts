// Hovers speak of agents by the names the messages use ("Claude Code"), never by their ids.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-languageserver-types';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { agentList } from '../../../server/src/service/features/agentList';
import { hover } from '../../../server/src/service/features/hover';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const SKILL = '/ws/.claude/skills/pdf-forms/SKILL.md';
const KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools', 'model', 'argument-hint', 'disable-model-invocation', 'user-invocable', 'context', 'agent', 'hooks', 'arguments', 'disallowed-tools'];
const TEXT = joinLines('---', ...KEYS.map((k) => `${k}: x`), '---', '# PDF forms', '');
const IDS = Object.keys(AGENTS).filter((id) => id.includes('-') || id !== AGENTS[id as keyof typeof AGENTS].label.en.toLowerCase());

/** Every hover on the header's keys, in one language. */
function hovers(locale: 'en' | 'fr'): string[] {
  const service = serviceOn({ [SKILL]: TEXT }, { locale });
  return KEYS.map((_, i) => (hover(service, SKILL, { line: i + 1, character: 1 }, { markdown: true })?.contents as MarkupContent | undefined)?.value ?? '');
}

describe('hover: agents by name', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`${locale}: “Read by” lists the agents' names, no id`, () => {
      const all = hovers(locale);
      const readBy = all.filter((h) => /Read by|Lu par/.test(h));
      assert.ok(readBy.length >= 5, `the keys say who reads them: ${readBy.length}`);
      assert.ok(all.some((h) => h.includes('Claude Code')), all.join('\n----\n'));
      for (const h of all) for (const id of IDS) assert.ok(!new RegExp(`(^|[\\s,:(])${id}([\\s,.)]|$)`).test(h), `${id} in: ${h}`);
    });
  }
});

describe('agentList: the picker names agents as the messages do', () => {
  test('brand names keep their spelling; a leading article is capitalised', () => {
    const names = Object.fromEntries(agentList('en').map((a) => [a.id, a.name]));
    assert.equal(names['opencode'], 'opencode');
    assert.equal(names['pi'], 'pi');
    assert.equal(names['claude-code'], 'Claude Code');
    assert.equal(names['spec'], 'The reference validator (skills-ref)');
    assert.equal(Object.fromEntries(agentList('fr').map((a) => [a.id, a.name]))['spec'], 'Le validateur de référence (skills-ref)');
  });
});
