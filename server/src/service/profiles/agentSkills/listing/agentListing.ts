import { skillRealPath } from '../../../discovery/skillRealPath';
import { byLocaleFolderNames } from '../rules/loadedTogether';
import * as path from 'node:path';
import { isScalar } from 'yaml';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import { agentOutcome, withAppended, type AgentOutcome } from '../../../agents/agentOutcome';
import { flagOn } from '../../../agents/onOffKeys';
import { CAUSE_TEXT } from '../../../agents/causeText';
import { outcomeReason } from '../../../agents/effectReason';
import { codePoints } from '../../../agents/codePoints';
import { agentFacts } from '../../../agents/agentFacts';
import { agentParse } from '../../../agents/agentParse';
import { agentHeader } from '../header/agentHeader';
import { readText } from '../../../fs/readText';
import type { FileSystem } from '../../../fs/fileSystem';
import type { LocalizedText } from '../../../model/finding';
import type { SkillView } from '../../profile';
import type { SkillRecord } from '../../../model/skillRecord';
import { headerFlag } from '../describeAgentSkill';
import { isTopSkillFile } from '../../../agents/topSkillFile';
import { htmlEscape, locationOf, xmlEscape } from '../catalog/catalogParts';
import { takesFolderForOne } from '../../../agents/hiddenByTopFile';
import { claudeFirstLine, firstParagraph } from './bodyFallback';
import { countEn, countFr } from '../../../text/numbers';
import { keptOrder } from '../../../catalog/keptOrder';
import { sameNameKey } from '../../../agents/sameNameKey';
import { nameContest } from './nameContest';
import { pluginNameOf } from '../../../agents/pluginName';
import { folderFileFlag } from '../../../agents/folderFileFlag';
import { walkReaches } from '../../../agents/walkReaches';

/** One skill as an agent lists it. */
export interface ListedSkill {
  readonly view: SkillView;
  readonly outcome: AgentOutcome;
  /** The name as listed (escaped where the agent escapes). */
  readonly name: string;
  /** The description as listed: fallback, appended keys, cap and escaping applied. */
  readonly description: string;
  /** Why the description is not the header's as written (taken from the body, cut). */
  readonly note?: LocalizedText;
  /** The plugin the agent names it after (`NameRule.plugin`): listed as `<plugin>:<name>`. */
  readonly plugin?: string;
}

/** A skill the agent leaves out of its listing, and why. */
export interface LeftOut {
  readonly view: SkillView;
  /** What the agent does with it (the name it would have listed it by). */
  readonly outcome: AgentOutcome;
  readonly reason: LocalizedText;
}

/** How one agent treats each skill of a root: listed (in its order) or left out. */
export interface AgentListing {
  readonly listed: readonly ListedSkill[];
  readonly leftOut: readonly LeftOut[];
}

/** Splits a root's served skills into what `agent` lists and what it leaves out, in its order. */
export function agentListing(agent: AgentDeclaration, views: readonly SkillView[], fs: FileSystem | undefined): AgentListing {
  const listed: ListedSkill[] = [];
  const leftOut: LeftOut[] = [];
  const top = agent.discovery.topFile === 'alone' ? views.find((v) => isTopSkillFile(v.record)) : undefined;
  // Not kept with the placement: a manifest can change while the skill does not.
  const plugins = agent.name.plugin && fs ? { rule: agent.name.plugin, fs, seen: new Map<string, string | null>() } : undefined;
  for (const view of agent.listing.sameName === 'keep-place' ? views : oncePerFile(views, fs)) {
    if (top && view !== top) {
      leftOut.push({ view, outcome: agentOutcome(agent, view.record, view.parsed), reason: takenForOne(agent, top) });
      continue;
    }
    const placed = placement(agent, view, fs);
    if (!('listed' in placed)) {
      leftOut.push(placed.leftOut);
      continue;
    }
    const hiddenByFile = fs ? fileHides(agent, placed.listed, fs) : undefined;
    if (hiddenByFile) {
      leftOut.push(hiddenByFile);
      continue;
    }
    const plugin = plugins ? pluginNameOf(plugins.rule, view.record.path, view.record.root.folder, plugins.fs, plugins.seen) : undefined;
    listed.push(plugin === undefined ? placed.listed : { ...placed.listed, plugin });
  }
  const sorted = sortListed(agent, listed);
  return nameContest(agent, { listed: agent.listing.sameName === 'keep-place' ? keepPlace(sorted, leftOut) : sorted, leftOut });
}

/**
 * A skill a file of its folder keeps out of the listing (`listing.hiddenByFile`), and why. Read
 * on each listing, not kept with the placement: the file can change while the skill does not.
 */
function fileHides(agent: AgentDeclaration, it: ListedSkill, fs: FileSystem): LeftOut | undefined {
  const rule = agent.listing.hiddenByFile;
  if (!rule || folderFileFlag(rule, it.view.record.path, fs) !== false) return undefined;
  const what = `\`${rule.flag.join('.')}: false\` in \`${rule.path}\``;
  return { view: it.view, outcome: it.outcome, reason: { en: `${what}: ${agent.label.en} keeps it out of the listing; only the user can run it`, fr: `${what} : ${agent.label.fr} le garde hors de la liste ; seul l’utilisateur peut le lancer` } };
}

/** Why an agent that loads a SKILL.md directly in the skills folder alone leaves out the other skills. */
function takenForOne(agent: AgentDeclaration, top: SkillView): LocalizedText {
  const what = takesFolderForOne(locationOf(top));
  return { en: `${agent.label.en} ${what.en}`, fr: `${agent.label.fr} ${what.fr}` };
}

/** Where one skill goes in an agent's listing: listed as shown, or left out and why. */
type Placement = { readonly listed: ListedSkill } | { readonly leftOut: LeftOut };

const placements = new WeakMap<AgentDeclaration, WeakMap<SkillView, { readonly fs: FileSystem | undefined; readonly placed: Placement }>>();

/**
 * `placeSkill`, kept per agent and view: the index hands out the same view until the skill's
 * text, its root's profile or its status changes, and every render of every catalog asks
 * again about each of a root's skills (most of a refresh after one edit of 1,000 skills).
 */
function placement(agent: AgentDeclaration, view: SkillView, fs: FileSystem | undefined): Placement {
  let byView = placements.get(agent);
  if (!byView) placements.set(agent, (byView = new WeakMap()));
  const hit = byView.get(view);
  if (hit && hit.fs === fs) return hit.placed;
  const placed = placeSkill(agent, view, fs);
  byView.set(view, { fs, placed });
  return placed;
}

function placeSkill(agent: AgentDeclaration, view: SkillView, fs: FileSystem | undefined): Placement {
  const outcome = agentOutcome(agent, view.record, view.parsed);
  if (!outcome.loaded) return { leftOut: { view, outcome, reason: outcomeReason(outcome)! } };
  const unlisted = outcome.effects.find((e) => e.effect.kind === 'unlisted');
  if (unlisted) {
    const cause = CAUSE_TEXT[unlisted.cause];
    return { leftOut: { view, outcome, reason: { en: `${agent.label.en} loads it but leaves it out of the listing: ${cause.en}`, fr: `${agent.label.fr} le charge mais le laisse hors de la liste : ${cause.fr}` } } };
  }
  // An agent whose own library read the header hides the skill on a YAML `true` only; one that reads
  // the lines (Qwen Code), on the `true` its lines give, whatever YAML makes of the rest.
  const values = outcome.headerDropped ? undefined : outcome.lineValues ?? agentFacts(agent, agentParse(agent, view.parsed)).values;
  const hidden = (agent.listing.hiddenBy ?? []).find((k) => !outcome.headerDropped && (values ? flagOn(agent, values[k]) : headerFlag(view.parsed, k) === true));
  if (hidden) {
    return { leftOut: { view, outcome, reason: { en: `\`${hidden}: true\`: ${agent.label.en} keeps it out of the listing; only the user can run it`, fr: `\`${hidden}: true\` : ${agent.label.fr} le garde hors de la liste ; seul l’utilisateur peut le lancer` } } };
  }
  return { listed: listedSkill(agent, view, outcome, fs) };
}

/**
 * One view per real file: a symlinked skill folder and its target are one skill to the agents,
 * which keep the first in folder-name order and skip the other as a duplicate.
 */
function oncePerFile(views: readonly SkillView[], fs: FileSystem | undefined): readonly SkillView[] {
  if (!fs || views.length < 2) return views;
  const seen = new Set<string>();
  const keep = new Set<SkillView>();
  const byDir = keptOrder(views[0]!.record.root, byDirName, views, byDirName);
  for (const v of byDir) {
    const real = skillRealPath(v.record, fs) ?? v.record.path;
    if (seen.has(real)) continue;
    seen.add(real);
    keep.add(v);
  }
  return keep.size === views.length ? views : views.filter((v) => keep.has(v));
}

function byDirName(a: SkillView, b: SkillView): number {
  return a.record.dirName < b.record.dirName ? -1 : a.record.dirName > b.record.dirName ? 1 : 0;
}

/** One entry per name, at the first one's place, holding the last one; the others are left out as overridden. */
function keepPlace(listed: readonly ListedSkill[], leftOut: LeftOut[]): ListedSkill[] {
  const at = new Map<string, number>();
  const out: ListedSkill[] = [];
  for (const it of listed) {
    const key = sameNameKey(it.outcome.agent, it.outcome.name);
    const i = at.get(key);
    if (i === undefined) {
      at.set(key, out.push(it) - 1);
      continue;
    }
    const earlier = out[i]!;
    out[i] = it;
    leftOut.push({ view: earlier.view, outcome: earlier.outcome, reason: { en: `${it.outcome.agent.label.en} lists \`${it.view.record.dirName}\` instead: it has the same name`, fr: `${it.outcome.agent.label.fr} liste \`${it.view.record.dirName}\` à la place : il porte le même nom` } });
  }
  return out;
}

function listedSkill(agent: AgentDeclaration, view: SkillView, outcome: AgentOutcome, fs: FileSystem | undefined): ListedSkill {
  const facts = agentFacts(agent, agentParse(agent, view.parsed));
  let description = outcome.description ?? (outcome.headerDropped ? undefined : agent.description.untrimmed ? facts.descriptionRaw : facts.description);
  // Where the agent's own reading gave the values (Claude Code's Bun model writes numbers as JavaScript does), it stands.
  if (agent.description.jsValues && !facts.values && !outcome.description && !outcome.headerDropped && description !== undefined) description = jsValueOf(view) ?? description;
  let note: LocalizedText | undefined;
  if (description === undefined && agent.description.fallback) {
    const text = fullText(view, fs);
    description = agent.description.fallback === 'first-line' ? claudeFirstLine(view.record.bom ? `\uFEFF${text}` : text) : firstParagraph(text.slice(view.parsed.bodyStart));
    if (!description && agent.description.fallbackEmpty) description = agent.description.fallbackEmpty;
    note = outcome.headerDropped
      ? { en: `${agent.label.en} reads no header here: the description comes from the body`, fr: `${agent.label.fr} ne lit pas d’en-tête ici : la description vient du corps` }
      : { en: `no description: ${agent.label.en} takes one from the body`, fr: `pas de description : ${agent.label.fr} en prend une dans le corps` };
  }
  let text = description ?? '';
  if (!outcome.headerDropped && text) text = withAppended(agent, facts, text, outcome.lineValues);
  if (agent.description.singleLine) text = text.split(/\s+/).filter(Boolean).join(' ');
  if (!text && agent.description.placeholder && !outcome.headerDropped) text = agent.description.placeholder;
  const cap = agent.description.listingCap;
  if (cap && (cap.codeUnits ? text.length : codePoints(text)) > cap.chars) {
    let kept = cap.codeUnits ? text.slice(0, cap.keep) : [...text].slice(0, cap.keep).join('');
    // The first half of a character cut in two, as the model receives it.
    if (cap.halfReplaced && /[\uD800-\uDBFF]$/.test(kept)) kept = `${kept.slice(0, -1)}\uFFFD`;
    text = `${kept}${cap.mark}`;
    note = { en: `description cut to ${countEn(cap.keep)} characters`, fr: `description coupée à ${countFr(cap.keep)} caractères` };
  }
  const esc = agent.listing.escaping === 'html' ? htmlEscape : agent.listing.escaping === 'xml' ? xmlEscape : (s: string) => s;
  return { view, outcome, name: esc(outcome.name), description: esc(text), ...(note ? { note } : {}) };
}

/** A number or boolean `description` as JavaScript writes its value (undefined for text and anything else). */
function jsValueOf(view: SkillView): string | undefined {
  const header = agentHeader(view.parsed);
  const node = header.usable ? header.entry('description')?.node : undefined;
  return isScalar(node) && (typeof node.value === 'number' || typeof node.value === 'boolean') ? String(node.value) : undefined;
}

/** The file's whole text (the index may keep only the header). */
function fullText(view: SkillView, fs: FileSystem | undefined): string {
  if (view.parsed.complete) return view.parsed.text;
  if (!fs) return view.parsed.text;
  const { decoded } = readText(fs, view.record.path);
  return decoded.ok ? decoded.text : view.parsed.text;
}

function sortListed(agent: AgentDeclaration, listed: ListedSkill[]): ListedSkill[] {
  const by = agent.listing.order;
  if (by === 'discovery') return listed;
  if (by === 'locale-path') {
    // Folder by folder, each level by localeCompare (a walk that sorts every folder it reads);
    // a skill it reaches at several paths (a linked folder) is where the walk first meets it.
    return sortedBy(listed, (it) => firstReached(agent, it.view.record, byLocaleFolderNames), byLocaleFolderNames);
  }
  if (by === 'reverse-path' || by === 'path') {
    // Folder by folder (`a` before `a-b`); Gemini CLI's search returns them last first.
    const sign = by === 'path' ? 1 : -1;
    return sortedBy(listed, (it) => it.view.record.path.split(path.sep).join('\u0000'), (a, b) => (a < b ? -sign : a > b ? sign : 0));
  }
  const cmp = by === 'locale' ? (a: string, b: string) => a.localeCompare(b) : (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...listed].sort((a, b) => cmp(pluginNamed(a), pluginNamed(b)) || cmp(a.view.record.path, b.view.record.path));
}

/** `listed` sorted by one key per entry, worked out once (not twice per comparison). */
function sortedBy(listed: readonly ListedSkill[], keyOf: (it: ListedSkill) => string, order: (a: string, b: string) => number): ListedSkill[] {
  return listed
    .map((it) => ({ it, key: keyOf(it) }))
    .sort((a, b) => order(a.key, b.key))
    .map(({ it }) => it);
}

/**
 * The skill's path from its workspace folder, or the first in `order` of the other paths to the
 * same file (`SkillRecord.alsoAt`) that the agent's walk of the skills folder reads (inside it,
 * not too deep, not in a dot-folder it passes over).
 */
function firstReached(agent: AgentDeclaration, record: SkillRecord, order: (a: string, b: string) => number): string {
  const own = path.relative(record.root.folder, record.path);
  if (!record.alsoAt) return own;
  // Only paths inside the skills folder: a link's target elsewhere in the workspace is not walked.
  const reached = record.alsoAt.filter((p) => walkReaches(agent, record.root.path, p));
  return reached.map((p) => path.relative(record.root.folder, p)).reduce((best, p) => (order(p, best) < 0 ? p : best), own);
}

/** The name an agent sorts by: its plugin's before it where it names one. */
function pluginNamed(it: ListedSkill): string {
  return it.plugin === undefined ? it.outcome.name : `${it.plugin}:${it.outcome.name}`;
}
