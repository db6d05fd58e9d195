import type { ServiceConfig } from '../config/serviceConfig';
import type { LocalizedText, Severity } from '../model/finding';
import type { SkillRecord } from '../model/skillRecord';
import type { ParsedSkill } from '../parse/parsedSkill';
import { NOT_LOADED, type AgentDeclaration, type Cause, type EffectKind } from './agentDeclaration';
import { judgedAgentsAt, skillOutcomes, type AgentOutcome, type AppliedEffect } from './agentOutcome';
import { countEn, countFr } from '../text/numbers';

/** The severity of one cause with the judged agents, and the sentence that says what each does. */
export interface Judgement {
  readonly severity: Severity;
  /** E.g. "Codex and Copilot CLI reject the skill; Claude Code lists it under its folder name `x`". */
  readonly effect: LocalizedText;
  /** The judged agents that do something about the cause, by what they do. */
  readonly agents: readonly { readonly agent: AgentDeclaration; readonly kind: EffectKind; readonly key?: string }[];
}

/** The header key a cause is about, so "Cline ignores it" can say what it ignores. */
const CAUSE_KEY: Readonly<Partial<Record<Cause, string>>> = {
  'description-missing': 'description', 'description-not-text': 'description', 'description-too-long': 'description', 'description-characters': 'description', 'description-cut': 'description',
  'name-missing': 'name', 'name-too-long': 'name', 'name-format': 'name', 'name-mismatch': 'name',
  'compatibility-invalid': 'compatibility', 'allowed-tools-invalid': 'allowed-tools', 'allowed-tools-list': 'allowed-tools', 'metadata-invalid': 'metadata',
};

/** Effects that say how the agent lists the skill: each is a warning. */
const LISTING_KINDS: ReadonlySet<EffectKind> = new Set(['drops-header', 'renames', 'cuts', 'replaces', 'unlisted']);

/**
 * What the agents judged for this skill (selected targets that read its folder) do about
 * `cause`: an error when one of them does not load the skill, a warning when one loads it
 * otherwise than written, information when they only ignore something. Undefined when none
 * of them does anything about it: agents outside the selection are not judged at all (their
 * outcomes are never worked out), so narrowing the targets narrows the work.
 * `key` narrows `key-unknown` to one key.
 */
export function judge(cause: Cause | readonly Cause[], record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig, key?: string): Judgement | undefined {
  const outcomes = skillOutcomes(record, parsed);
  const judged = judgedAgentsAt(outcomes.placeOf(record), config);
  const hits = effectsOf(judged, outcomes.allOf(judged, record, parsed), cause, key);
  return hits.length === 0 ? undefined : judgementOf(hits, record);
}

/**
 * The verdict of some agents' effects: an error when one of them does not load the skill, a
 * warning when one loads it otherwise than written, information when they only ignore something.
 */
export function judgementOf(hits: readonly { readonly agent: AgentDeclaration; readonly kind: EffectKind; readonly name?: string; readonly key?: string }[], record: SkillRecord): Judgement {
  const kinds = hits.map((h) => h.kind);
  const severity: Severity = kinds.some((k) => NOT_LOADED.has(k)) ? 'error' : kinds.some((k) => LISTING_KINDS.has(k)) ? 'warning' : 'information';
  return { severity, effect: describeEffects(hits, record), agents: hits };
}

/**
 * Two verdicts on one cause told once (`description: 2024` is both `description-not-text` for
 * some agents and `key-type` for others): each agent by its worse effect, severity re-derived.
 */
export function mergeJudgements(record: SkillRecord, ...verdicts: readonly (Judgement | undefined)[]): Judgement | undefined {
  const byAgent = new Map<AgentDeclaration, Judgement['agents'][number]>();
  for (const v of verdicts) {
    for (const h of v?.agents ?? []) {
      const had = byAgent.get(h.agent);
      if (!had || ORDER.indexOf(h.kind) < ORDER.indexOf(had.kind)) byAgent.set(h.agent, h);
    }
  }
  const present = verdicts.filter((v): v is Judgement => v !== undefined);
  if (present.length <= 1) return present[0];
  return judgementOf([...byAgent.values()], record);
}

/** The effect of each agent (its outcome at the same index) for the causes, when it has one. */
function effectsOf(agents: readonly AgentDeclaration[], outcomes: readonly AgentOutcome[], cause: Cause | readonly Cause[], key?: string) {
  const out: { agent: AgentDeclaration; kind: EffectKind; name: string; key?: string }[] = [];
  const one = typeof cause === 'string' ? cause : undefined;
  for (let i = 0; i < agents.length; i++) {
    const outcome = outcomes[i]!;
    // The worst of the agent's effects among the causes (they come in reading order; refusals end it).
    let first: AppliedEffect | undefined;
    let worst: AppliedEffect | undefined;
    for (const e of outcome.effects) {
      if (one !== undefined ? e.cause !== one : !cause.includes(e.cause)) continue;
      if (key !== undefined && e.key !== key) continue;
      first ??= e;
      if (NOT_LOADED.has(e.effect.kind)) {
        worst = e;
        break;
      }
    }
    // How an agent lists a skill it does not load at all (another cause of its) is untrue: "lists the
    // skill as `x`" where it skips an empty file. What it would warn about or ignore is still said.
    const hit = worst ?? (first && (outcome.loaded || !LISTING_KINDS.has(first.effect.kind)) ? first : undefined);
    const hitKey = hit ? hit.key ?? CAUSE_KEY[hit.cause] : undefined;
    if (hit) out.push({ agent: agents[i]!, kind: hit.effect.kind, name: outcome.name, ...(hitKey !== undefined ? { key: hitKey } : {}) });
  }
  return out;
}

/** The effects from the worst (not loaded) to the mildest: the order a sentence names them. */
const ORDER: readonly EffectKind[] = ['rejects', 'skips', 'not-found', 'unlisted', 'drops-header', 'renames', 'replaces', 'cuts', 'warns', 'ignores'];

/** "A and B reject the skill; C skips it without a word": agents grouped by what they do, worst first. */
export function describeEffects(hits: readonly { agent: AgentDeclaration; kind: EffectKind; name?: string; key?: string }[], record: SkillRecord): LocalizedText {
  const en: string[] = [];
  const fr: string[] = [];
  for (const kind of ORDER) {
    // Agents that list the skill under different names are told apart.
    let byDetail: Map<string, typeof hits[number][]> | undefined;
    for (const h of hits) {
      if (h.kind !== kind) continue;
      const detail = detailOf(h, record);
      const same = (byDetail ??= new Map()).get(detail);
      if (same) same.push(h);
      else byDetail.set(detail, [h]);
    }
    if (!byDetail) continue;
    for (const [detail, same] of byDetail) {
      const plural = same.length > 1;
      const phrase = PHRASES[kind](detail, record.dirName, same[0]!.agent);
      en.push(`${joinNames(same.map((h) => h.agent.label.en), 'and')} ${plural ? phrase.en[1] : phrase.en[0]}`);
      fr.push(`${joinNames(same.map((h) => h.agent.label.fr), 'et')} ${plural ? phrase.fr[1] : phrase.fr[0]}`);
    }
  }
  return { en: en.join('; '), fr: fr.join(' ; ') };
}

/** What tells apart agents doing the same kind of thing: the name listed, the characters kept… */
function detailOf(h: { agent: AgentDeclaration; kind: EffectKind; name?: string; key?: string }, record: SkillRecord): string {
  if (h.kind === 'ignores') return h.key ?? '';
  if (h.kind === 'renames') return h.name ?? record.dirName;
  if (h.kind === 'cuts') return String(h.agent.description.listingCap?.keep ?? '');
  if (h.kind === 'replaces') return h.agent.description.fallback ?? '';
  // An agent that shows names only takes no description from the body: said apart.
  if (h.kind === 'drops-header') return h.agent.listing.namesOnly ? 'name-only' : '';
  return '';
}

/** What one agent does, as a verb phrase without its name ("rejects the skill", "lists the skill as `x`"). */
export function effectPhrase(hit: { agent: AgentDeclaration; kind: EffectKind; name?: string }, record: SkillRecord): LocalizedText {
  const phrase = PHRASES[hit.kind](detailOf(hit, record), record.dirName, hit.agent);
  return { en: phrase.en[0], fr: phrase.fr[0] };
}

/** `A`, `A and B`, `A, B and C`. */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

type Phrase = { en: readonly [string, string]; fr: readonly [string, string] };

/** Singular and plural verb phrases per effect. */
const PHRASES: Readonly<Record<EffectKind, (detail: string, dirName: string, agent: AgentDeclaration) => Phrase>> = {
  rejects: () => ({ en: ['rejects the skill', 'reject the skill'], fr: ['rejette le skill', 'rejettent le skill'] }),
  skips: () => ({ en: ['skips the skill without a word', 'skip the skill without a word'], fr: ['ignore le skill sans rien dire', 'ignorent le skill sans rien dire'] }),
  'not-found': () => ({ en: ['never finds the skill there', 'never find the skill there'], fr: ['ne trouve jamais le skill à cet endroit', 'ne trouvent jamais le skill à cet endroit'] }),
  'drops-header': (detail, dir) => detail === 'name-only' ? {
    en: [`ignores the header and lists the skill as \`${dir}\``, `ignore the header and list the skill as \`${dir}\``],
    fr: [`ignore l’en-tête et liste le skill comme \`${dir}\``, `ignorent l’en-tête et listent le skill comme \`${dir}\``],
  } : ({
    en: [`ignores the header and lists the skill as \`${dir}\` with a description taken from the body`, `ignore the header and list the skill as \`${dir}\` with a description taken from the body`],
    fr: [`ignore l’en-tête et liste le skill comme \`${dir}\` avec une description prise dans le corps`, `ignorent l’en-tête et listent le skill comme \`${dir}\` avec une description prise dans le corps`],
  }),
  renames: (name) => ({ en: [`lists the skill as \`${name}\``, `list the skill as \`${name}\``], fr: [`liste le skill comme \`${name}\``, `listent le skill comme \`${name}\``] }),
  replaces: (fallback) => fallback === 'first-paragraph'
    ? { en: ['uses the body\'s first paragraph instead', 'use the body\'s first paragraph instead'], fr: ['prend le premier paragraphe du corps à la place', 'prennent le premier paragraphe du corps à la place'] }
    : fallback === 'first-line'
      ? { en: ['uses the body\'s first line instead', 'use the body\'s first line instead'], fr: ['prend la première ligne du corps à la place', 'prennent la première ligne du corps à la place'] }
      : { en: ['lists another description than the one written', 'list another description than the one written'], fr: ['liste une autre description que celle écrite', 'listent une autre description que celle écrite'] },
  cuts: (keep) => ({ en: [`lists only the description's first ${countEn(Number(keep))} characters`, `list only the description's first ${countEn(Number(keep))} characters`], fr: [`ne liste que les ${countFr(Number(keep))} premiers caractères de la description`, `ne listent que les ${countFr(Number(keep))} premiers caractères de la description`] }),
  unlisted: () => ({ en: ['loads the skill but never lists it to the model', 'load the skill but never list it to the model'], fr: ['charge le skill mais ne le présente jamais au modèle', 'chargent le skill mais ne le présentent jamais au modèle'] }),
  warns: () => ({ en: ['loads it with a warning', 'load it with a warning'], fr: ['le charge avec un avertissement', 'le chargent avec un avertissement'] }),
  // Named: "Cline ignores it" at the end of a message left "it" to guess.
  ignores: (key) => key !== ''
    ? { en: [`ignores \`${key}\``, `ignore \`${key}\``], fr: [`ignore \`${key}\``, `ignorent \`${key}\``] }
    : { en: ['ignores it', 'ignore it'], fr: ['l’ignore', 'l’ignorent'] },
};
