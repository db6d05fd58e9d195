import { AGENT_TARGETS, type AgentTarget } from '../config/serviceConfig';
import type { LocalizedText } from '../model/finding';
import type { PortabilityFix, PortabilityRow, SkillPortability } from '../model/portability';
import type { SkillRecord } from '../model/skillRecord';
import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';
import { NOT_LOADED, type Cause, type EffectKind } from './agentDeclaration';

export type { PortabilityFix, PortabilityRow, PortabilityStatus, SkillPortability } from '../model/portability';
import { agentOutcome, placeOf, readsPlace, type AppliedEffect } from './agentOutcome';
import { AGENTS } from './agents';
import { causeFix } from './causeFix';
import { CAUSE_TEXT } from './causeText';
import { effectReason } from './effectReason';
import { effectPhrase } from './judgement';

/** Effects that load the skill, but not as written. */
const OTHERWISE: ReadonlySet<EffectKind> = new Set(['drops-header', 'renames', 'cuts', 'replaces', 'unlisted']);
/** Effects worth a note on a skill loaded as written. */
const NOTES: ReadonlySet<EffectKind> = new Set(['warns', 'ignores']);

const PORTABILITY = new MemoKey<Map<string, SkillPortability>>('portability');

/** The portability of one skill (memoized per parse and record path: it depends on nothing else). */
export function skillPortability(record: SkillRecord, parsed: ParsedSkill): SkillPortability {
  const memo = memoOf(parsed, PORTABILITY, () => new Map());
  let hit = memo.get(record.path);
  if (!hit) memo.set(record.path, (hit = computePortability(record, parsed)));
  return hit;
}

function computePortability(record: SkillRecord, parsed: ParsedSkill): SkillPortability {
  const place = placeOf(record);
  const rows: PortabilityRow[] = [];
  const helped = new Map<Cause, AgentTarget[]>();
  for (const id of AGENT_TARGETS) {
    const agent = AGENTS[id];
    const base = { agent: id, label: agent.label, verified: agent.verified.how };
    if (!readsPlace(agent, place)) {
      rows.push({ ...base, readsFolder: false, status: 'not-loaded', detail: notInFolder(place.agentFolder ?? '', agent.discovery.folders) });
      continue;
    }
    const outcome = agentOutcome(agent, record, parsed);
    const notLoaded = outcome.effects.filter((e) => NOT_LOADED.has(e.effect.kind));
    const stop = notLoaded[0];
    const otherwise = outcome.effects.filter((e) => OTHERWISE.has(e.effect.kind));
    for (const e of [...notLoaded, ...otherwise]) {
      if (!helped.get(e.cause)?.includes(id)) helped.set(e.cause, [...(helped.get(e.cause) ?? []), id]);
    }
    if (stop) rows.push({ ...base, readsFolder: true, status: 'not-loaded', detail: effectReason(stop.effect, CAUSE_TEXT[stop.cause]) });
    else if (otherwise.length > 0) rows.push({ ...base, readsFolder: true, status: 'otherwise', detail: joined(otherwise.map((e) => because(e, agent, outcome.name, record))) });
    else {
      const notes = outcome.effects.filter((e) => NOTES.has(e.effect.kind) && e.cause !== 'key-unknown').map((e) => because(e, agent, outcome.name, record));
      const ignored = outcome.effects.filter((e) => e.cause === 'key-unknown' && e.key !== undefined).map((e) => `\`${e.key}\``);
      if (ignored.length > 0) notes.push({ en: `does not read ${ignored.join(', ')}`, fr: `ne lit pas ${ignored.join(', ')}` });
      if (agent.listing.namesOnly) notes.push({ en: 'shows the model the name only, never the description', fr: 'ne montre au modèle que le nom, jamais la description' });
      rows.push({ ...base, readsFolder: true, status: 'as-written', ...(notes.length > 0 ? { detail: joined(notes) } : {}) });
    }
  }
  const fixes: PortabilityFix[] = [];
  for (const [cause, agents] of helped) {
    const text = cause === 'key-unknown' ? moveKeysFix(record, parsed, agents) : causeFix(cause, agents.map((a) => AGENTS[a]));
    if (text) fixes.push({ cause, text, agents });
  }
  fixes.sort((a, b) => b.agents.length - a.agents.length);
  return { path: record.path, name: record.dirName, rows, fixes };
}

/**
 * "Move `x` under `metadata`", naming only the keys no agent reading the folder reads at the top
 * level: moving `user-invocable` would make Claude Code stop reading it. None left: no fix.
 */
function moveKeysFix(record: SkillRecord, parsed: ParsedSkill, helped: readonly AgentTarget[]): LocalizedText | undefined {
  const place = placeOf(record);
  const readers = AGENT_TARGETS.map((id) => AGENTS[id]).filter((a) => readsPlace(a, place));
  const keys = new Set<string>();
  for (const id of helped) {
    for (const e of agentOutcome(AGENTS[id], record, parsed).effects) {
      if (e.cause === 'key-unknown' && e.key !== undefined && !readers.some((a) => a.keys.includes(e.key!))) keys.add(e.key);
    }
  }
  if (keys.size === 0) return undefined;
  const list = [...keys].map((k) => `\`${k}\``).join(', ');
  return { en: `move ${list} under \`metadata\``, fr: `placez ${list} sous \`metadata\`` };
}

/** "lists the skill as `x`: a `name` other than the folder's"; a key-level effect names its key. */
function because(e: AppliedEffect, agent: (typeof AGENTS)[AgentTarget], name: string, record: SkillRecord): LocalizedText {
  const what = effectPhrase({ agent, kind: e.effect.kind, name }, record);
  const cause = e.key !== undefined ? { en: `\`${e.key}\``, fr: `\`${e.key}\`` } : CAUSE_TEXT[e.cause];
  return { en: `${what.en}: ${cause.en}`, fr: `${what.fr} : ${cause.fr}` };
}

function notInFolder(folder: string, reads: readonly string[]): LocalizedText {
  const list = reads.map((f) => `\`${f}\``).join(', ');
  return { en: `never looks in \`${folder}\` (reads ${list})`, fr: `ne regarde jamais dans \`${folder}\` (lit ${list})` };
}

function joined(parts: readonly LocalizedText[]): LocalizedText {
  return { en: parts.map((p) => p.en).join('; '), fr: parts.map((p) => p.fr).join(' ; ') };
}
