import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AgentTarget } from '../../../server/src/service/config/serviceConfig';
import { decodeText } from '../../../server/src/service/fs/decodeText';
import { agentOutcome } from '../../../server/src/service/agents/agentOutcome';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { serviceOn, WS } from '../helpers/serviceFixture';

const TEXT = '---\nname: pdf\ndescription: Reads PDFs. Use when the user sends a PDF.\n---\n# PDF\n\nRead the file.\n';

/** The skill written as UTF-16, little- or big-endian, with or without its byte-order mark. */
function utf16(order: 'le' | 'be', bom: boolean): Uint8Array {
  const le = Buffer.from(`${bom ? '\uFEFF' : ''}${TEXT}`, 'utf16le');
  return order === 'le' ? le : le.swap16();
}

const VARIANTS = [['le', true], ['le', false], ['be', true], ['be', false]] as const;

/** `/ws/.agents/skills/pdf/SKILL.md` (or under `folder`) holding `bytes`, with these targets. */
function serviceWith(bytes: Uint8Array, targets: readonly AgentTarget[], folder = '.agents/skills') {
  const file = `${WS}/${folder}/pdf/SKILL.md`;
  const s = serviceOn({ [file]: bytes }, { profile: 'agent-skills', agentSkills: { targets } });
  return { s, file };
}

/** What `target` does with the skill: loaded or not, the name it lists, and its effects' causes and kinds. */
function outcomeOf(bytes: Uint8Array, target: AgentTarget, folder?: string) {
  const { s, file } = serviceWith(bytes, [target], folder);
  const record = s.index.recordAt(file);
  assert.ok(record?.parsed, 'the file is read (as UTF-8), not refused');
  const o = agentOutcome(AGENTS[target], record, record.parsed);
  return { loaded: o.loaded, name: o.name, effects: o.effects.map((e) => `${e.cause}:${e.effect.kind}`) };
}

describe('a UTF-16 file: what each agent does with it', () => {
  for (const [order, bom] of VARIANTS) {
    const label = `UTF-16${order.toUpperCase()} ${bom ? 'with' : 'without'} a byte-order mark`;
    const bytes = utf16(order, bom);

    test(`${label}: decoded as its bytes read as UTF-8, flagged as UTF-16${order.toUpperCase()}`, () => {
      const d = decodeText(bytes, { nulBytes: 'as-utf8' });
      assert.ok(d.ok);
      assert.equal(d.notText, `utf-16${order}`);
      assert.equal(d.text, Buffer.from(bytes).toString('utf8'));
      // Other readers (bundled files, fixes) still refuse it.
      assert.deepEqual(decodeText(bytes), { ok: false, reason: 'binary' });
    });

    test(`${label}: Claude Code and Cline load it under the folder's name, as they read it (no header)`, () => {
      assert.deepEqual(outcomeOf(bytes, 'claude-code', '.claude/skills'), { loaded: true, name: 'pdf', effects: ['not-text:drops-header'] });
      assert.deepEqual(outcomeOf(bytes, 'cline'), { loaded: true, name: 'pdf', effects: ['not-text:drops-header'] });
    });

    test(`${label}: Codex, Copilot CLI, pi, Qwen Code and Augment reject it; Factory Droid, Gemini CLI, opencode and Kilo skip it`, () => {
      for (const t of ['codex', 'copilot-cli', 'pi', 'qwen-code', 'augment'] as const) assert.deepEqual(outcomeOf(bytes, t), { loaded: false, name: 'pdf', effects: ['not-text:rejects'] }, t);
      for (const t of ['factory-droid', 'gemini-cli', 'opencode', 'kilo'] as const) assert.deepEqual(outcomeOf(bytes, t), { loaded: false, name: 'pdf', effects: ['not-text:skips'] }, t);
    });

    test(`${label}: for Claude Code a warning to save it as UTF-8, nothing about its (unseen) header`, () => {
      const { s, file } = serviceWith(bytes, ['claude-code'], '.claude/skills');
      const f = [...s.findings(file)];
      assert.deepEqual(f.map((x) => `${x.code} ${x.severity}`), ['encoding-invalid warning']);
      assert.match(f[0]!.message.en, /^Save this file as UTF-8: it is UTF-16 \((little|big)-endian\).* — Claude Code .*lists the skill as `pdf`/);
    });

    test(`${label}: with Codex selected too, an error that says who leaves it out`, () => {
      const { s, file } = serviceWith(bytes, ['cline', 'codex', 'gemini-cli']);
      const f = [...s.findings(file)];
      assert.deepEqual(f.map((x) => `${x.code} ${x.severity}`), ['file-unreadable error']);
      assert.match(f[0]!.message.en, /^Save this file as UTF-8: .* — Codex rejects the skill; Gemini CLI skips the skill without a word; Cline .*lists the skill as `pdf`\.$/);
    });

    test(`${label}: Claude Code's listing shows the folder's name and the garbled first line, as it does`, () => {
      const { s } = serviceWith(bytes, ['claude-code'], '.claude/skills');
      const root = s.roots().find((r) => r.root.label === '.claude/skills');
      assert.ok(root);
      const entry = s.catalog(root.root, 'claude-code').entries.find((e) => e.name === 'pdf');
      const firstLine = Buffer.from(bytes).toString('utf8').split('\n')[0];
      assert.equal(entry?.line, `- pdf: ${firstLine}`);
    });
  }
});

describe('NUL bytes that are not UTF-16', () => {
  test('a UTF-8 skill with a NUL byte in its body keeps its header: agents read it, a warning names the NUL bytes', () => {
    const { s, file } = serviceWith(Buffer.from(`${TEXT}\0\n`, 'utf8'), ['codex', 'claude-code']);
    const record = s.index.recordAt(file);
    assert.equal(record?.notText, 'nul');
    assert.equal(agentOutcome(AGENTS.codex, record!, record!.parsed!).loaded, true);
    assert.deepEqual([...s.findings(file)].map((x) => `${x.code} ${x.severity}`), ['encoding-invalid warning']);
  });
});
