import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOT_LOADED, type AgentDeclaration, type Cause } from '../../../server/src/service/agents/agentDeclaration';
import { agentOutcome, judgedAgents, placeOf, readsPlace, skillOutcomes, type AgentOutcome } from '../../../server/src/service/agents/agentOutcome';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { judge } from '../../../server/src/service/agents/judgement';
import { nameFormatProblems } from '../../../server/src/service/agents/nameFormat';
import { nfkc } from '../../../server/src/service/agents/nfkc';
import { AGENT_TARGETS, DEFAULT_CONFIG, DEFAULT_TARGETS, type AgentTarget, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import type { SkillRecord } from '../../../server/src/service/model/skillRecord';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';
import type { ParsedSkill } from '../../../server/src/service/parse/parsedSkill';
import { referenceOutcome } from './referenceOutcome';

const header = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n# Title\n\nBody.\n`;

/** Skills that between them set every cause some agent minds. */
const TEXTS: Record<string, string> = {
  plain: header('name: pdf', 'description: Reads PDFs. Use when asked.'),
  bom: `\uFEFF${header('name: pdf', 'description: Reads PDFs.')}`,
  noHeader: '# Just a body\n',
  unclosed: '---\nname: pdf\ndescription: x\n',
  dashes: header('name: pdf', 'description: a --- b', '---', 'x: y'),
  colon: header('name: pdf', 'description: Use when: asked'),
  colonKey: header('name: pdf', 'description: ok', 'argument-hint: a: b'),
  colonContinued: header('name: pdf', 'description: Use when: asked', '  and more'),
  colonNested: header('name: pdf', 'description: ok', 'metadata:', '  note: a: b'),
  yamlError: header('name: pdf', 'description: [unclosed'),
  duplicate: header('name: pdf', 'description: one', 'description: two'),
  tab: header('name: pdf', 'metadata:', '\tnote: x', 'description: ok'),
  flow: header('name: pdf', 'description: ok', 'metadata: {a: b}'),
  notMapping: header('- a', '- b'),
  nameMissing: header('description: ok'),
  nameEmpty: header('name: ""', 'description: ok'),
  nameUpper: header('name: My_PDF', 'description: ok'),
  nameUnicode: header('name: ｐｄｆ', 'description: ok'),
  nameAccent: header('name: café', 'description: ok'),
  nameHyphens: header('name: -pdf--x-', 'description: ok'),
  nameSpace: header('name: my pdf', 'description: ok'),
  nameTrailing: header('name: "pdf "', 'description: ok'),
  nameBlock: header('name: |', '  pdf', 'description: ok'),
  nameDate: header('name: 2024-01-31', 'description: ok'),
  nameFalse: header('name: false', 'description: ok'),
  descDate: header('name: pdf', 'description: 2024-01-31'),
  metaNull: header('name: pdf', 'description: ok', 'metadata:'),
  nameGemini: header('name: a:b/c', 'description: ok'),
  nameLong: header(`name: ${'a'.repeat(70)}`, 'description: ok'),
  mismatch: header('name: other', 'description: ok'),
  descMissing: header('name: pdf'),
  descEmpty: header('name: pdf', 'description: ""'),
  descNumber: header('name: pdf', 'description: 42'),
  descList: header('name: pdf', 'description:', '  - a'),
  descFalse: header('name: pdf', 'description: false'),
  descBlank: header('name: pdf', 'description: "  "'),
  emptyHeader: '---\n---\n# Title\n',
  descLong: header('name: pdf', `description: ${'é'.repeat(1100)}`),
  descEmoji: header('name: pdf', `description: ${'😀'.repeat(600)}`),
  descCut: header('name: pdf', `description: ${'d'.repeat(1500)}`, `when_to_use: ${'w'.repeat(100)}`),
  blockDesc: header('name: pdf', 'description: >', '  Folded', '  text.'),
  quotedName: header('name: \'pdf\'', 'description: \'It\'\'s\''),
  keys: header('name: pdf', 'description: ok', 'license: MIT', 'owner: me', 'when_to_use: later', 'allowedTools: x', 'disabled: false'),
  disabled: header('name: pdf', 'description: ok', 'disabled: true'),
  enabledOff: header('name: pdf', 'description: ok', 'enabled: false'),
  toolsList: header('name: pdf', 'description: ok', 'allowed-tools:', '  - Read', '  - Bash'),
  toolsInvalid: header('name: pdf', 'description: ok', 'allowed-tools:', '  a: b'),
  metaScalar: header('name: pdf', 'description: ok', 'metadata: text'),
  compat: header('name: pdf', 'description: ok', `compatibility: ${'c'.repeat(501)}`, 'license: MIT'),
  compatList: header('name: pdf', 'description: ok', 'compatibility:', '  - a'),
  bodyEmpty: '---\nname: pdf\ndescription: ok\n---\n\n',
  fallbackOnly: '---\nname: pdf\ndescription: Use when: x\n  more\nbad: [\n---\nBody\n',
  fallbackNone: '---\nname: [\n---\nBody\n',
};

/** Where a skill can sit: no agent folder, an agent folder, one folder too deep, directly in the skills folder, inside another skill's folder. */
const PLACES: readonly { readonly root: string; readonly dir: string; readonly top?: true; readonly host?: string }[] = [
  { root: '/ws/skills', dir: '/ws/skills/pdf' },
  { root: '/ws', dir: '/ws/.claude/skills/pdf' },
  { root: '/ws', dir: '/ws/.agents/skills/group/pdf' },
  { root: '/ws/.agents/skills', dir: '/ws/.agents/skills', top: true },
  { root: '/ws/.agents/skills/host', dir: '/ws/.agents/skills/host/pdf', host: '/ws/.agents/skills/host' },
];

function recordAt(place: (typeof PLACES)[number], parsed: ParsedSkill): SkillRecord {
  const record = {
    path: `${place.dir}/SKILL.md`, dirName: place.top ? 'SKILL' : 'pdf', skillDir: place.dir, layout: place.top ? 'flat' : 'folder',
    root: { folder: '/ws', path: place.root, label: 'skills', source: 'workspace', ...(place.host ? { host: place.host } : {}) },
    parsed, source: 'disk', version: 1, headerVersion: 1,
  };
  return record as unknown as SkillRecord;
}

/** What a test compares of an outcome (the declaration itself is the same object). */
function shown(o: AgentOutcome) {
  return { agent: o.agent.id, loaded: o.loaded, headerDropped: o.headerDropped, effects: o.effects, name: o.name, description: o.description, lineValues: o.lineValues };
}

const agents = Object.values(AGENTS);

describe('agent outcomes: the shared, compiled computation answers as the straightforward one', () => {
  for (const [label, text] of Object.entries(TEXTS)) {
    test(label, () => {
      for (const place of PLACES) {
        // One parse shared by every agent, asked last to first; the reference gets a fresh parse per agent.
        const parsed = parseSkill(text);
        const record = recordAt(place, parsed);
        for (const agent of [...agents].reverse()) {
          const fresh = parseSkill(text);
          assert.deepEqual(shown(agentOutcome(agent, record, parsed)), shown(referenceOutcome(agent, recordAt(place, fresh), fresh)), `${label} at ${place.dir}: ${agent.id}`);
        }
      }
    });
  }
});

/** The judgement as it was worked out before the kept selections: every list built anew. */
function referenceSeverity(cause: Cause | readonly Cause[], record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig, outcomes: Map<AgentDeclaration, AgentOutcome>, key?: string) {
  const chosen = config.agentSkills?.targets;
  // No selection: every agent, not the reference validator (DEFAULT_TARGETS).
  const valid = chosen ? AGENT_TARGETS.filter((t) => chosen.includes(t)) : DEFAULT_TARGETS;
  const selected = (valid.length > 0 ? valid : DEFAULT_TARGETS).map((t) => AGENTS[t]);
  const readers = selected.filter((a) => readsPlace(a, placeOf(record)));
  const judged = readers.length > 0 ? readers : selected;
  const causes: readonly Cause[] = typeof cause === 'string' ? [cause] : cause;
  const kinds = (list: readonly AgentDeclaration[]) => list.flatMap((agent) => {
    let outcome = outcomes.get(agent);
    if (!outcome) outcomes.set(agent, (outcome = referenceOutcome(agent, record, parsed)));
    const hits = outcome.effects.filter((e) => causes.includes(e.cause) && (key === undefined || e.key === key));
    // How an agent lists a skill it does not load is not said (it warns or ignores all the same).
    const listing = ['drops-header', 'renames', 'cuts', 'replaces', 'unlisted'];
    const hit = hits.find((e) => NOT_LOADED.has(e.effect.kind)) ?? (hits[0] && (outcome.loaded || !listing.includes(hits[0].effect.kind)) ? hits[0] : undefined);
    return hit ? [{ agent: agent.id, kind: hit.effect.kind }] : [];
  });
  const hits = kinds(judged);
  return hits.length > 0 ? hits : undefined;
}

describe('judge: the kept selections answer as lists built anew', () => {
  const CAUSES: readonly (Cause | readonly Cause[])[] = ['bom', 'colon-top-level', 'name-mismatch', ['name-too-long', 'name-format'], ['description-missing', 'description-not-text'], 'description-cut', 'flow-style', 'too-deep', 'turned-off'];
  const SELECTIONS: readonly (readonly AgentTarget[] | undefined)[] = [undefined, ['codex'], ['claude-code', 'copilot-cli'], ['qwen-code', 'gemini-cli'], []];
  for (const [label, text] of Object.entries(TEXTS)) {
    test(label, () => {
      for (const place of PLACES) {
        const parsed = parseSkill(text);
        const record = recordAt(place, parsed);
        // The reference outcomes come from a parse of their own, kept across the questions.
        const fresh = parseSkill(text);
        const freshRecord = recordAt(place, fresh);
        const outcomes = new Map<AgentDeclaration, AgentOutcome>();
        for (const targets of SELECTIONS) {
          const config: ServiceConfig = targets ? { ...DEFAULT_CONFIG, agentSkills: { ...DEFAULT_CONFIG.agentSkills, targets } } : DEFAULT_CONFIG;
          assert.deepEqual(judgedAgents(record, config).map((a) => a.id), (() => {
            const selected = (targets && targets.length > 0 ? AGENT_TARGETS.filter((t) => targets.includes(t)) : DEFAULT_TARGETS).map((t) => AGENTS[t]);
            const readers = selected.filter((a) => readsPlace(a, placeOf(record)));
            return (readers.length > 0 ? readers : selected).map((a) => a.id);
          })());
          const asked = [...CAUSES.map((c) => [c, undefined] as const), ...['license', 'owner', 'when_to_use'].map((k) => ['key-unknown', k] as const)];
          for (const [cause, key] of asked) {
            const v = judge(cause, record, parsed, config, key);
            const got = v?.agents.map((a) => ({ agent: a.agent.id, kind: a.kind }));
            assert.deepEqual(got, referenceSeverity(cause, freshRecord, fresh, config, outcomes, key), `${label} at ${place.dir}, ${String(targets)}: ${String(cause)} ${key ?? ''}`);
          }
        }
      }
    });
  }
});

describe('judge: agents outside the selection are not judged', () => {
  test('with one target, only its outcome is worked out, whatever the causes', () => {
    for (const [label, text] of Object.entries(TEXTS)) {
      const parsed = parseSkill(text);
      const record = recordAt(PLACES[0]!, parsed);
      const config: ServiceConfig = { ...DEFAULT_CONFIG, agentSkills: { ...DEFAULT_CONFIG.agentSkills, targets: ['claude-code'] } };
      for (const cause of ['too-deep', 'bom', 'yaml-error', 'duplicate-key', 'tab-indent', 'no-header'] as Cause[]) judge(cause, record, parsed, config);
      assert.deepEqual(skillOutcomes(record, parsed).workedOut(), ['claude-code'], label);
    }
  });
});

describe('fast paths of names', () => {
  test('nameFormatProblems finds none exactly where the standard\'s form is met', () => {
    const chars = ['a', 'z', '0', '-', 'A', '_', ' ', 'é', '.'];
    const names: string[] = [''];
    for (const a of chars) for (const b of chars) for (const c of chars) names.push(a + b + c, a + b, a);
    names.push('pdf-tools', 'a1-b2-c3', 'pdf--x', '-pdf', 'pdf-', 'PDF', 'ｐｄｆ', 'd\u0301');
    for (const name of names) {
      const plain = name === name.toLowerCase() && !name.startsWith('-') && !name.endsWith('-') && !name.includes('--') && [...name].every((c) => c === '-' || /^[\p{L}\p{N}]$/u.test(c));
      assert.equal(nameFormatProblems(name).length === 0, plain, JSON.stringify(name));
    }
  });
  test('nfkc gives what normalize does, ASCII or not', () => {
    const samples = [String.fromCharCode(...Array.from({ length: 128 }, (_, i) => i)), 'pdf-tools', 'ｐｄｆ', 'ﬁle', 'café', 'cafe\u0301', 'x\u00a0y', '', '\u2126'];
    for (const s of samples) assert.equal(nfkc(s), s.normalize('NFKC'), JSON.stringify(s));
  });
});
