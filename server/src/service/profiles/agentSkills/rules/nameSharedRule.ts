import { skillRealPath } from '../../../discovery/skillRealPath';
import * as path from 'node:path';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import { AGENTS } from '../../../agents/agents';
import { agentOutcome, judgedAgents, placeOf, readsPlace } from '../../../agents/agentOutcome';
import { FILE_START } from '../../../model/fileStart';
import type { LocalizedText, RelatedPlace } from '../../../model/finding';
import type { SkillRecord } from '../../../model/skillRecord';
import type { SkillRoot } from '../../../discovery/skillRoot';
import type { IndexView, RootRule, RootRuleContext, SkillView } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { listTargets } from '../agentTargets';
import { PDF, agent } from '../../../rules/exampleText';
import { keptCopy, loadedTogether, togetherKey } from './loadedTogether';
import { contestName } from '../../../agents/contestName';
import { flatCopy } from '../../../parse/parseSkill';

/** The page and hover text of `name-shared`. */
export const NAME_SHARED: RuleCode = {
  code: 'name-shared', severity: 'error',
  doc: {
    en: 'Two skills one agent loads have the same name: the agent keeps only one of them (the first or the last it loads, as its declaration says) and the other is never used. Give each skill its own name.',
    fr: 'Deux skills qu’un même agent charge portent le même nom : l’agent n’en garde qu’un (le premier ou le dernier chargé, selon sa déclaration) et l’autre ne sert jamais. Donnez à chaque skill son propre nom.',
  },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']), others: { '.agents/skills/pdf-tables/SKILL.md': agent(['name: pdf-tables', 'description: Turn the tables of a PDF into CSV files.']) } },
};

/** Skills an agent loads from one workspace folder, by the name it lists them under (memoized per list of skills). */
type NameGroups = Map<string, SkillView[]>;
const GROUPS = new WeakMap<object, Map<string, NameGroups>>();

/**
 * What the rule derives from one version of a skill file: its real path and, per agent, the
 * key the agent lists it under (null: not loaded). Kept per root by path and version, not per
 * view: the engine asks for the keys while the complete parse is at hand (its agent outcomes
 * already worked out by the local rules), and the index's header-only view of the same
 * version then finds them without judging the header again for every agent.
 */
interface FileKeys {
  readonly version: number;
  real: string | undefined;
  /** By agent slot (`AGENT_SLOT`): arrays, not maps, as one is kept per skill for the whole root. */
  readonly byAgent: (string | null | undefined)[];
  /** The name each agent that loads the file lists it under, as written (the key may fold its case). */
  readonly names: (string | undefined)[];
  /** By agent slot: true where the agent refuses the file but it still holds its name (`Discovery.refusedHoldName`). */
  readonly refused: (boolean | undefined)[];
}

/** Each agent's place in the arrays of `FileKeys` (made on first use: the declarations may still be loading). */
let agentSlots: Map<string, number> | undefined;

function slotMap(): Map<string, number> {
  return (agentSlots ??= new Map(Object.keys(AGENTS).map((id, i) => [id, i])));
}

function slotOf(agent: AgentDeclaration): number {
  return slotMap().get(agent.id)!;
}

/** One empty slot per agent, sized once: an empty array written at its last slot grows past it. */
function slots<T>(): (T | undefined)[] {
  return new Array<T | undefined>(slotMap().size).fill(undefined);
}
const FILE_KEYS = new WeakMap<SkillRoot, Map<string, FileKeys>>();

function fileKeysOf(record: SkillRecord): FileKeys {
  let byPath = FILE_KEYS.get(record.root);
  if (!byPath) FILE_KEYS.set(record.root, (byPath = new Map()));
  let keys = byPath.get(record.path);
  if (!keys || keys.version !== record.version) byPath.set(record.path, (keys = { version: record.version, real: undefined, byAgent: slots(), names: slots(), refused: slots() }));
  return keys;
}

/** Where a skill file really is (a link followed); a new record when the file or the link changes. */
function realPathOf(record: SkillRecord, index: IndexView): string {
  const keys = fileKeysOf(record);
  return (keys.real ??= skillRealPath(record, index.fs) ?? record.path);
}

/** `scope\0name` of the skill as `agent` holds it in its same-name contest, or null when it holds no name. */
function nameKeyOf(agent: AgentDeclaration, view: SkillView): string | null {
  const { byAgent, names, refused } = fileKeysOf(view.record);
  const slot = slotOf(agent);
  let key = byAgent[slot];
  if (key === undefined) {
    const outcome = readsPlace(agent, placeOf(view.record)) ? agentOutcome(agent, view.record, view.parsed) : undefined;
    const held = outcome ? contestName(agent, outcome, view.parsed) : undefined;
    key = held ? keptOnce(byAgent, `${togetherKey(agent, view.record)}\0${held.key}`) : null;
    byAgent[slot] = key;
    if (held) {
      names[slot] = keptOnce(names, held.name);
      refused[slot] = held.refused;
    }
  }
  return key;
}

/** True when `agent` refuses the skill although it holds its name (after `nameKeyOf` found a key). */
function refusedBy(agent: AgentDeclaration, view: SkillView): boolean {
  return fileKeysOf(view.record).refused[slotOf(agent)] === true;
}

/**
 * `s` as kept for the whole root: the equal string another agent already gave (most agents list a
 * skill under the same name), else a flat copy, since the name is a slice of the file's text and
 * would pin all of it.
 */
function keptOnce(kept: readonly (string | null | undefined)[], s: string): string {
  for (const k of kept) if (k === s) return k;
  return flatCopy(s);
}

/** The name `agent` lists the skill under, as written (after `nameKeyOf` found it loaded). */
function listedNameOf(agent: AgentDeclaration, view: SkillView): string {
  return fileKeysOf(view.record).names[slotOf(agent)] ?? '';
}

/** The skills `agent` loads among `skills`, grouped by name; one file reached twice (a link) counts once. */
function groupsFor(agent: AgentDeclaration, skills: readonly SkillView[], index: IndexView): NameGroups {
  let byAgent = GROUPS.get(skills);
  if (!byAgent) GROUPS.set(skills, (byAgent = new Map()));
  let groups = byAgent.get(agent.id);
  if (groups) return groups;
  groups = new Map();
  const seen = new Set<string>();
  for (const view of skills) {
    const key = nameKeyOf(agent, view);
    if (key === null) continue;
    const real = realPathOf(view.record, index);
    if (seen.has(real)) continue;
    seen.add(real);
    const list = groups.get(key);
    if (list) list.push(view);
    else groups.set(key, [view]);
  }
  byAgent.set(agent.id, groups);
  return groups;
}

/** The file behind a key of `peerKeys`: copies of one file reached by links meet under it. */
const FILE_KEY = '\u0001';

/**
 * The skills `agent` lists under `key` among the peers of `view` (see `RootRule.peerKeys`), as
 * `groupsFor` finds them in the whole list: in list order, a file reached twice counted at
 * its first place the agent loads.
 */
function groupAmongPeers(agent: AgentDeclaration, key: string, view: SkillView, peers: (view: SkillView) => readonly SkillView[], index: IndexView): SkillView[] {
  return peers(view).filter((m) => {
    if (nameKeyOf(agent, m) !== key) return false;
    const real = realPathOf(m.record, index);
    for (const u of peers(m)) {
      if (u === m) return true;
      if (realPathOf(u.record, index) === real && nameKeyOf(agent, u) !== null) return false;
    }
    return true;
  });
}

/** Whether an agent keeps this copy, drops it, or which one it keeps is not known. */
type Verdict = 'kept' | 'dropped' | 'unknown';

/** Which copy the agents keep, in words, for the agents that share one policy and verdict. */
function keeps(policy: AgentDeclaration['discovery']['sameNameKeeps'], verdict: Verdict, who: LocalizedText, many: boolean): LocalizedText {
  const s = many ? '' : 's';
  const nt = many ? 'nt' : '';
  if (policy === 'both') return { en: `${who.en} list${s} both under this name, and the model cannot tell them apart`, fr: `${who.fr} les liste${nt} tous deux sous ce nom, et le modèle ne peut pas les distinguer` };
  if (verdict === 'kept' && policy === 'first') return { en: `${who.en} keep${s} this one, loaded first (the other is left out)`, fr: `${who.fr} garde${nt} celui-ci, chargé en premier (l’autre est écarté)` };
  if (verdict === 'kept' && policy === 'last') return { en: `${who.en} keep${s} this one, loaded last (it overrides the other)`, fr: `${who.fr} garde${nt} celui-ci, chargé en dernier (il remplace l’autre)` };
  if (verdict === 'dropped' && policy === 'first') return { en: `${who.en} keep${s} the one loaded first (this one is left out)`, fr: `${who.fr} garde${nt} celui chargé en premier (celui-ci est écarté)` };
  if (verdict === 'dropped' && policy === 'last') return { en: `${who.en} keep${s} the one loaded last (this one is overridden by it)`, fr: `${who.fr} garde${nt} celui chargé en dernier (celui-ci est remplacé par lui)` };
  switch (policy) {
    case 'first':
      return { en: `${who.en} ${many ? 'keep' : 'keeps'} the one loaded first (the other is left out)`, fr: `${who.fr} ${many ? 'gardent' : 'garde'} celui chargé en premier (l’autre est écarté)` };
    case 'last':
      return { en: `${who.en} ${many ? 'keep' : 'keeps'} the one loaded last (the other is overridden by a same-name skill loaded later)`, fr: `${who.fr} ${many ? 'gardent' : 'garde'} celui chargé en dernier (l’autre est remplacé par un skill de même nom chargé après lui)` };
    case 'varies':
      return { en: `${who.en} ${many ? 'keep' : 'keeps'} one of them, not always the same from one run to the next`, fr: `${who.fr} en ${many ? 'gardent' : 'garde'} un, pas toujours le même d’une fois sur l’autre` };
    default:
      return { en: `${who.en} ${many ? 'load' : 'loads'} only one of them`, fr: `${who.fr} n’en ${many ? 'chargent' : 'charge'} qu’un` };
  }
}

/**
 * `name-shared`: a skill that another skill of the same workspace folder shares its name with,
 * for the selected agents that load both (each keeps one: `Discovery.sameNameKeeps`). An error
 * on a copy some agent drops, or where which one it keeps is not known; a warning on the copy
 * every such agent keeps (renaming the other is what counts).
 */
export const nameSharedRule: RootRule = {
  id: 'agent-skills/name-shared',
  kind: 'root',
  codes: [NAME_SHARED],
  reads: ['root', 'other-headers', 'file-system'],
  // A skill meets the others under each name a selected agent lists it by (the check judges no
  // other agent), and its file's real path.
  peerKeys: (view, index, config) => [...new Set(judgedAgents(view.record, config).filter((a) => a.id !== 'spec').map((a) => nameKeyOf(a, view)).filter((k): k is string => k !== null)), FILE_KEY + realPathOf(view.record, index)],
  check(ctx: RootRuleContext) {
    const { peers } = ctx;
    const all = peers ? undefined : ctx.index.skillsInFolder(ctx.root.folder);
    const rel = (v: SkillView) => path.relative(ctx.root.folder, v.record.path).split(path.sep).join('/');
    for (const view of ctx.skills) {
      const others = new Map<string, SkillView>();
      const byPolicy = new Map<string, { readonly policy: AgentDeclaration['discovery']['sameNameKeeps']; readonly verdict: Verdict; readonly agents: AgentDeclaration[] }>();
      let name = '';
      const folded: AgentDeclaration['id'][] = [];
      // Agents that keep a copy they refuse (that copy holds the name all the same), and the copy.
      const holdRefused: AgentDeclaration['id'][] = [];
      let refusedKept: SkillView | undefined;
      for (const agent of judgedAgents(view.record, ctx.config)) {
        // The reference validator checks one skill at a time: it lists nothing.
        if (agent.id === 'spec') continue;
        const key = nameKeyOf(agent, view);
        // A refused skill has its own error: fixing it is what counts, not its name.
        if (key === null || refusedBy(agent, view)) continue;
        const group = peers ? groupAmongPeers(agent, key, view, peers, ctx.index) : groupsFor(agent, all!, ctx.index).get(key) ?? [];
        // Alone under its name (most skills): nothing to say.
        if (group.length < 2) continue;
        // A refused copy matters only where it comes first and keeps this one from loading.
        const rivals = group.filter((v) => v !== view && loadedTogether(agent, view.record, v.record) && (!refusedBy(agent, v) || keptCopy(agent, [view, v]) === v));
        if (rivals.length === 0 || !group.includes(view)) continue;
        // The name the other copy is listed under (for an agent that ignores letter case, it may be written otherwise).
        name = listedNameOf(agent, rivals[0]!);
        if (name !== listedNameOf(agent, view)) folded.push(agent.id);
        for (const r of rivals) others.set(r.record.path, r);
        const kept = keptCopy(agent, [view, ...rivals]);
        if (kept !== undefined && kept !== view && refusedBy(agent, kept)) {
          holdRefused.push(agent.id);
          refusedKept = kept;
        }
        const policy = agent.discovery.sameNameKeeps;
        // An agent that loads every copy drops none: a warning, renaming one is still what helps.
        const verdict: Verdict = policy === 'both' || kept === view ? 'kept' : kept === undefined ? 'unknown' : 'dropped';
        const entry = byPolicy.get(`${policy}\0${verdict}`);
        if (entry) entry.agents.push(agent);
        else byPolicy.set(`${policy}\0${verdict}`, { policy, verdict, agents: [agent] });
      }
      if (others.size === 0) continue;
      const clauses = [...byPolicy.values()].map(({ policy, verdict, agents }) => keeps(policy, verdict, listTargets(agents.map((a) => a.id)), agents.length > 1));
      // Kept by every agent that loads both: renaming the other copies is what counts.
      const severity = [...byPolicy.values()].every((e) => e.verdict === 'kept') ? 'warning' : 'error';
      const where = [...others.values()].map((v) => `\`${rel(v)}\``).join(', ');
      const related: RelatedPlace[] = [...others.values()].map((v) => ({ path: v.record.path, range: v.info.nameRange ?? FILE_START, message: { en: 'the same name', fr: 'le même nom' } }));
      const who = folded.length > 0 ? listTargets(folded) : undefined;
      const dashes = folded.some((id) => AGENTS[id].discovery.namesFoldCase === 'dashes');
      const other = dashes ? { en: ' and reads other characters as `-`', fr: ' et lit les autres caractères comme `-`' } : { en: '', fr: '' };
      const same = who ? { en: ` (the same name to ${who.en}, which ignore${folded.length > 1 ? '' : 's'} letter case${other.en})`, fr: ` (le même nom pour ${who.fr}, qui ne distingue${folded.length > 1 ? 'nt' : ''} pas les majuscules${other.fr})` } : { en: '', fr: '' };
      const holders = holdRefused.length > 0 ? listTargets(holdRefused) : undefined;
      const refusedAt = refusedKept ? `\`${rel(refusedKept)}\`` : '';
      const still = holders ? { en: `, even though ${holders.en} refuse${holdRefused.length > 1 ? '' : 's'} ${refusedAt}: it still holds the name`, fr: `, bien que ${holders.fr} refuse${holdRefused.length > 1 ? 'nt' : ''} ${refusedAt} : il garde quand même le nom` } : { en: '', fr: '' };
      ctx.report(view.record.path, {
        code: 'name-shared', severity,
        range: view.info.nameRange ?? FILE_START,
        message: {
          en: `Give this skill a name of its own: ${where} is also named \`${name}\`${same.en}, and ${clauses.map((c) => c.en).join('; ')}${still.en}.`,
          fr: `Donnez à ce skill un nom à lui : ${where} s’appelle aussi \`${name}\`${same.fr}, et ${clauses.map((c) => c.fr).join(' ; ')}${still.fr}.`,
        },
        related,
      });
    }
  },
};
