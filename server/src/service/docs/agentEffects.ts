import type { AgentDeclaration, Cause, EffectKind } from '../agents/agentDeclaration';
import { AGENTS } from '../agents/agents';
import { CAUSE_TEXT } from '../agents/causeText';
import { AGENT_TARGETS, type AgentTarget } from '../config/serviceConfig';
import type { Locale, LocalizedText } from '../model/finding';

/** The declaration causes behind each agent-skills code: its page says what each agent does about them. */
export const RULE_CAUSES: Readonly<Record<string, readonly Cause[]>> = {
  'frontmatter-missing': ['no-header'],
  'frontmatter-unclosed': ['unclosed'],
  'yaml-syntax': ['yaml-error', 'duplicate-key', 'tab-indent', 'not-mapping'],
  'header-bom': ['bom'],
  'header-dashes': ['dashes-inside'],
  'unquoted-colon': ['colon-top-level', 'colon-nested', 'colon-key-symbol', 'colon-continued'],
  'flow-style': ['flow-style'],
  'name-missing': ['name-missing'],
  'name-format': ['name-format', 'name-too-long'],
  'name-dir-mismatch': ['name-mismatch'],
  'description-missing': ['description-missing'],
  'description-type': ['description-not-text'],
  'description-length': ['description-too-long', 'description-cut'],
  'description-characters': ['description-characters'],
  'description-line-read': ['description-line-read'],
  'compatibility-length': ['compatibility-invalid'],
  'metadata-type': ['metadata-invalid'],
  'key-type': ['key-type'],
  'allowed-tools-type': ['allowed-tools-list', 'allowed-tools-invalid'],
  'key-unsupported': ['key-unknown'],
  'skill-not-found': ['too-deep', 'folder-cap', 'top-file', 'dot-folder', 'linked-file'],
  'body-empty': ['body-empty'],
  'skill-turned-off': ['turned-off', 'invocation-off'],
};

/**
 * What an agent does, `as-written` when its declaration has no effect for the cause,
 * `retries` for a rejection its second reading with plain values quoted usually spares
 * (`parser.quotesOnFailure`), `lines-nested` for one its line-by-line reading spares but where
 * a nested mapping is then text to it (`parser.linesOnFailure`), or `rejects-false` for a
 * description that is not text refused only when JavaScript takes it for false (`description.truthy`).
 */
export type DocEffect = EffectKind | 'as-written' | 'retries' | 'lines-nested' | 'rejects-false';

/** The order a page lists them: worst first. */
const ORDER: readonly DocEffect[] = ['rejects', 'retries', 'lines-nested', 'rejects-false', 'skips', 'not-found', 'unlisted', 'drops-header', 'renames', 'replaces', 'cuts', 'warns', 'ignores', 'as-written'];

/** The causes a second reading with plain values quoted can undo. */
const RETRIED: ReadonlySet<Cause> = new Set(['yaml-error', 'colon-top-level', 'colon-nested', 'colon-key-symbol', 'colon-continued']);

/** What a page says `agent` does about `cause`. */
export function docEffectOf(agent: AgentDeclaration, cause: Cause): DocEffect {
  const kind = agent.effects[cause]?.kind;
  if (kind === 'rejects' && agent.parser.quotesOnFailure && RETRIED.has(cause)) return 'retries';
  if (kind === 'rejects' && agent.parser.linesOnFailure && cause === 'colon-top-level') return 'lines-nested';
  if (kind === 'rejects' && cause === 'description-not-text' && agent.description.truthy) return 'rejects-false';
  return kind ?? 'as-written';
}

/** Each effect as a page line's lead. */
export const DOC_EFFECT_TEXT: Readonly<Record<DocEffect, LocalizedText>> = {
  rejects: { en: 'Reject the skill', fr: 'Rejettent le skill' },
  retries: { en: 'Read the header again with such plain values quoted, and reject the skill only when that fails too', fr: 'Relisent l’en-tête avec ces valeurs brutes entre guillemets, et ne rejettent le skill que si cela échoue aussi' },
  'lines-nested': { en: 'Read the header line by line when their YAML fails, and reject the skill only when a nested mapping (`metadata:` and indented lines) is then text to them', fr: 'Lisent l’en-tête ligne par ligne quand leur YAML échoue, et ne rejettent le skill que si une table imbriquée (`metadata:` et des lignes indentées) devient alors du texte pour eux' },
  'rejects-false': { en: 'Reject the skill only for a value JavaScript takes for false (`false`, `0`), and load a number, `true` or a list as it is', fr: 'Ne rejettent le skill que pour une valeur que JavaScript prend pour fausse (`false`, `0`), et chargent tel quel un nombre, `true` ou une liste' },
  skips: { en: 'Skip the skill without a word', fr: 'Écartent le skill sans rien dire' },
  'not-found': { en: 'Never find the skill there', fr: 'Ne trouvent jamais le skill à cet endroit' },
  unlisted: { en: 'Load the skill but never list it to the model', fr: 'Chargent le skill mais ne le présentent jamais au modèle' },
  'drops-header': { en: 'Ignore the header (name from the folder, description from the body)', fr: 'Ignorent l’en-tête (nom du dossier, description prise dans le corps)' },
  renames: { en: 'List the skill under another name', fr: 'Listent le skill sous un autre nom' },
  replaces: { en: 'List another description than the one written', fr: 'Listent une autre description que celle écrite' },
  cuts: { en: 'Cut the description in their listing', fr: 'Coupent la description dans leur liste' },
  warns: { en: 'Load it with a warning', fr: 'Le chargent avec un avertissement' },
  ignores: { en: 'Ignore it', fr: 'L’ignorent' },
  'as-written': { en: 'Load it as written', fr: 'Le chargent tel quel' },
};

/** The agents (every target, in the product's order) grouped by what their declarations do about `cause`. */
export function agentEffectsOf(cause: Cause): { readonly effect: DocEffect; readonly agents: readonly AgentTarget[] }[] {
  const by = new Map<DocEffect, AgentTarget[]>();
  for (const id of AGENT_TARGETS) {
    const effect = docEffectOf(AGENTS[id], cause);
    by.set(effect, [...(by.get(effect) ?? []), id]);
  }
  return ORDER.filter((e) => by.has(e)).map((effect) => ({ effect, agents: by.get(effect)! }));
}

/** A page's "What each agent does" lines for a code (none for a code that is not about agents). */
export function renderAgentEffects(code: string, locale: Locale): string[] {
  const causes = RULE_CAUSES[code];
  if (!causes) return [];
  const lines = ['', locale === 'fr' ? '## Ce que fait chaque agent' : '## What each agent does', '', locale === 'fr'
    ? 'Tiré des déclarations des agents (`server/src/service/agents/declarations/`), aux versions du README :'
    : 'From the agents\' declarations (`server/src/service/agents/declarations/`), at the versions in the README:'];
  for (const cause of causes) {
    lines.push('', `**${capitalized(CAUSE_TEXT[cause][locale])}**`, '');
    for (const { effect, agents } of agentEffectsOf(cause)) lines.push(`- ${DOC_EFFECT_TEXT[effect][locale]}${locale === 'fr' ? ' :' : ':'} ${agents.map((a) => AGENTS[a].label[locale]).join(', ')}`);
  }
  return lines;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
