import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { AGENTS } from '../../../agents/agents';
import { NOT_LOADED, type AgentDeclaration, type Cause } from '../../../agents/agentDeclaration';
import { judgedAgents, skillOutcomes } from '../../../agents/agentOutcome';
import { HEADER_STEPS } from '../../../agents/headerSteps';
import { describeEffects, joinNames, judge, type Judgement } from '../../../agents/judgement';
import type { SkillRecord } from '../../../model/skillRecord';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { LocalizedText, Severity } from '../../../model/finding';
import { countEn, countFr } from '../../../text/numbers';
import type { SkillRule } from '../../profile';
import { AGENT_SKILLS_KEYS } from '../agentSkillsSchema';
import { listTargets } from '../agentTargets';
import type { KeyUnsupportedFix } from '../fixData';
import type { AgentTarget } from '../../../config/serviceConfig';
import { agentHeader } from '../header/agentHeader';
import { deleteLinesEdit, editDistance } from './ruleSupport';
import { keyUnsupported } from '../../../features/codeActions/keyUnsupported';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';

/** `key-unsupported`: its severity and docs and example (rule pages, hovers, SARIF). */
export const KEY_UNSUPPORTED: RuleCode = {
  code: 'key-unsupported', severity: 'error',
  doc: { en: 'A header key that some selected agents do not read: an error only when one of them rejects the skill for it, information when they merely ignore it (none for a key the standard defines), a warning when it looks like a typo of a key they read.', fr: 'Une clé d’en-tête que certains agents sélectionnés ne lisent pas : une erreur seulement si l’un d’eux rejette le skill pour elle, une information s’ils l’ignorent simplement (aucune pour une clé que le standard définit), un avertissement si elle ressemble à une faute de frappe d’une clé qu’ils lisent.' },
  fix: { en: 'Fix the typo (unless the header already has that key), or remove the key.', fr: 'Corriger la faute de frappe (sauf si l’en-tête a déjà cette clé), ou supprimer la clé.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'licence: MIT']) },
};

/** The keys the open standard defines (the reference validator's list). */
const STANDARD_KEYS: ReadonlySet<string> = new Set(AGENTS.spec.keys);
/** The agents that read each key, in the declarations' order (asked for every key of every header). */
const KEY_READERS: ReadonlyMap<string, readonly AgentTarget[]> = (() => {
  const readers = new Map<string, AgentTarget[]>();
  for (const a of Object.values(AGENTS)) for (const key of new Set(a.keys)) readers.set(key, [...(readers.get(key) ?? []), a.id]);
  return readers;
})();
/** Every key some agent reads. */
const KNOWN_KEYS: readonly string[] = [...KEY_READERS.keys()];
const suggestions = new Map<string, string | undefined>();

/** The closest key some agent reads, when the unknown one looks like a typo of it (cached per key). */
export function keySuggestion(key: string): string | undefined {
  if (suggestions.has(key)) return suggestions.get(key);
  const norm = (k: string) => k.toLowerCase().replace(/_/g, '-');
  let best: { key: string; d: number } | undefined;
  for (const k of KNOWN_KEYS) {
    const d = norm(key) === norm(k) ? 0 : editDistance(key.toLowerCase(), k);
    if (!best || d < best.d) best = { key: k, d };
  }
  const near = best && best.d <= Math.max(1, Math.min(2, Math.floor(best.key.length / 3))) ? best.key : undefined;
  suggestions.set(key, near);
  return near;
}

/** Whether a value has the shape the suggested key takes (a list under `agents:` is not the text `agent` wants). */
function shapeFits(key: string, node: Node | null): boolean {
  const type = AGENT_SKILLS_KEYS.find((k) => k.key === key)?.type;
  if (!node || type === undefined || type === 'any') return true;
  if (type === 'map') return isMap(node);
  if (isMap(node) || isSeq(node)) return false;
  return isScalar(node);
}

const RANK: Readonly<Record<Severity, number>> = { hint: 0, information: 1, warning: 2, error: 3 };

/**
 * `key-unsupported`: a header key that some judged agents do not read. Its severity is what
 * they do about it: an error only where one rejects the skill for it (the reference
 * validator), information where they merely ignore it — a warning when the key looks like a
 * typo of one they read, since the author meant that key for them.
 */
export const keyUnsupportedRule: SkillRule = {
  id: 'agent-skills/key-unsupported',
  kind: 'skill',
  codes: [KEY_UNSUPPORTED],
  reads: ['header'],
  fixes: [keyUnsupported],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const header = agentHeader(parsed);
    if (!header.usable) return;
    for (const entry of header.entries) {
      const judged = judge('key-unknown', record, parsed, config, entry.key);
      if (!judged) continue;
      const v = readersOnly(judged, record, parsed);
      if (!v) continue;
      // A key of the open standard that an agent merely skips over is what its author expects.
      if (STANDARD_KEYS.has(entry.key) && v.agents.length > 0 && v.agents.every((a) => a.kind === 'ignores')) continue;
      const readers = KEY_READERS.get(entry.key) ?? [];
      const near = readers.length === 0 ? keySuggestion(entry.key) : undefined;
      const fits = near !== undefined && shapeFits(near, entry.node);
      // Renaming onto a key the header already has would make a duplicate key: no rename then.
      const taken = near !== undefined && header.entry(near) !== undefined;
      const suggestion = fits && !taken ? near : undefined;
      const range = entry.keyRange;
      const data: KeyUnsupportedFix = {
        fix: 'key-unsupported', key: entry.key, rejectedBy: v.agents.filter((a) => a.kind === 'rejects').map((a) => a.agent.id), acceptedBy: readers,
        ...(suggestion ? { suggestion, rename: { range, newText: suggestion } } : {}),
        remove: deleteLinesEdit(parsed, entry.keyRange.start.line, Math.max(entry.keyRange.start.line, lastLine(entry.valueRange))),
      };
      const by = listTargets(readers);
      // No agent reads it: that every one ignores it goes without saying; what some do besides is said.
      const besides = v.agents.filter((a) => a.kind !== 'ignores');
      const effect = readers.length === 0 && v.agents.length > 0 ? (besides.length > 0 ? describeEffects(besides, record) : undefined) : v.effect;
      const what = readers.length > 0
        ? { en: `\`${entry.key}\` is read only by ${by.en}`, fr: `\`${entry.key}\` n’est lue que par ${by.fr}` }
        : { en: `No agent reads \`${entry.key}\``, fr: `Aucun agent ne lit \`${entry.key}\`` };
      // Agents that read the key and those that ignore it: what happens comes first, the
      // readers last (a row starting with a list of agents is cut before its point).
      const ignoring = v.agents.filter((a) => a.kind === 'ignores');
      const rejecting = besides.filter((a) => NOT_LOADED.has(a.kind)).length;
      const lead = readers.length === 0 ? undefined : ignoredLead(entry.key, ignoring.map((a) => a.agent), judgedAgents(record, config).length, besides.length > 0 ? describeEffects(besides, record) : undefined, rejecting, readers.length, by);
      const hint = !near || !fits
        ? { en: '', fr: '' }
        : taken
          ? { en: ` A typo of \`${near}\`? The header already has \`${near}\`.`, fr: ` Une faute de frappe pour \`${near}\` ? L’en-tête a déjà \`${near}\`.` }
          : { en: ` Did you mean \`${near}\`?`, fr: ` Vouliez-vous dire \`${near}\` ?` };
      const severity: Severity = suggestion && RANK[v.severity] < RANK.warning ? 'warning' : v.severity;
      report({ code: 'key-unsupported', severity, range, message: lead ? { en: `${lead.en}${hint.en}`, fr: `${lead.fr}${hint.fr}` } : effect ? { en: `${what.en}: ${effect.en}.${hint.en}`, fr: `${what.fr} : ${effect.fr}.${hint.fr}` } : { en: `${what.en}.${hint.en}`, fr: `${what.fr}.${hint.fr}` }, data });
    }
  },
};

/**
 * "`x` has no effect on 9 of your 13 agents — Codex, … ignore it; Amp loads the skill with a
 * warning; only D and E read it.": what happens first, counted among the agents judging the
 * folder (a `.claude/skills` skill is not judged by Codex), then who does what, the readers
 * last (a row starting with a list of agents is cut before its point). An agent rejecting the
 * skill for the key is the point when there is one: "`x` makes 1 of your 13 agents reject
 * the skill and 9 ignore it — …".
 */
function ignoredLead(key: string, ignoring: readonly AgentDeclaration[], total: number, besides: LocalizedText | undefined, rejecting: number, readers: number, by: LocalizedText): LocalizedText {
  const n = ignoring.length;
  const names = { en: joinNames(ignoring.map((a) => a.label.en), 'and'), fr: joinNames(ignoring.map((a) => a.label.fr), 'et') };
  const of = (k: number) => (k >= total ? (total === 1 ? { en: 'your agent', fr: 'votre agent' } : { en: `all ${countEn(total)} of your agents`, fr: `vos ${countFr(total)} agents` }) : { en: `${countEn(k)} of your ${countEn(total)} agents`, fr: `${countFr(k)} de vos ${countFr(total)} agents` });
  const point = rejecting > 0
    ? {
        en: `\`${key}\` makes ${of(rejecting).en} reject the skill${n > 0 ? ` and ${countEn(n)} ignore it` : ''}`,
        fr: `\`${key}\` fait rejeter le skill par ${of(rejecting).fr}${n > 0 ? ` et ${countFr(n)} l’ignorent` : ''}`,
      }
    : n > 0
      ? { en: `\`${key}\` has no effect on ${of(n).en}`, fr: `\`${key}\` est sans effet sur ${of(n).fr}` }
      : { en: `\`${key}\` is not read by every agent`, fr: `\`${key}\` n’est pas lue par tous les agents` };
  const who: { en: string[]; fr: string[] } = { en: [], fr: [] };
  if (besides) {
    who.en.push(besides.en);
    who.fr.push(besides.fr);
  }
  if (n > 0) {
    who.en.push(`${names.en} ${n > 1 ? 'ignore' : 'ignores'} it`);
    who.fr.push(`${names.fr} l’${n > 1 ? 'ignorent' : 'ignore'}`);
  }
  who.en.push(`only ${by.en} ${readers > 1 ? 'read' : 'reads'} it`);
  who.fr.push(`seul${readers > 1 ? 's' : ''} ${by.fr} la ${readers > 1 ? 'lisent' : 'lit'}`);
  return { en: `${point.en} — ${who.en.join('; ')}.`, fr: `${point.fr} — ${who.fr.join(' ; ')}.` };
}

/** Header-level causes: an agent refusing the skill for one of them never reads a key. */
const HEADER_CAUSES: ReadonlySet<Cause> = new Set(HEADER_STEPS.map(([cause]) => cause));

/**
 * The judgement without the agents that cannot read the header at all (one cause, one
 * finding: an unparseable header is said once, not again for each of its keys); undefined
 * when only such agents were left.
 */
function readersOnly(v: Judgement, record: SkillRecord, parsed: ParsedSkill): Judgement | undefined {
  const outcomes = skillOutcomes(record, parsed);
  const unread = (agent: AgentDeclaration) => outcomes.of(agent, record, parsed).effects.some((e) => HEADER_CAUSES.has(e.cause) && NOT_LOADED.has(e.effect.kind));
  const agents = v.agents.filter((a) => !unread(a.agent));
  if (agents.length === v.agents.length) return v;
  if (agents.length === 0) return undefined;
  const severity: Severity = agents.some((a) => NOT_LOADED.has(a.kind)) ? 'error' : agents.some((a) => a.kind !== 'ignores' && a.kind !== 'warns') ? 'warning' : 'information';
  return { severity, effect: describeEffects(agents, record), agents };
}

function lastLine(range: { end: { line: number; character: number } }): number {
  // A block value ends at column 0 of the next line: that line is not part of the pair.
  return range.end.character === 0 && range.end.line > 0 ? range.end.line - 1 : range.end.line;
}
