import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import { contestName } from '../../../agents/contestName';
import type { SkillRecord } from '../../../model/skillRecord';
import { keptCopy } from '../rules/loadedTogether';
import type { AgentListing, LeftOut, ListedSkill } from './agentListing';

/** One skill in the contest: where it is in the listing, if listed. */
interface Contender {
  readonly record: SkillRecord;
  readonly dirName: string;
  readonly listed?: ListedSkill;
  readonly refused: boolean;
}

/**
 * The listing as the agent's same-name contest leaves it: of skills under one name
 * (`sameNameKey`), only the copy it keeps (`keptCopy`) may be listed; the others are left out,
 * naming the kept one. Where refused skills still hold their names (`Discovery.refusedHoldName`),
 * they take part too. Where which copy it keeps is not known (it varies, or it keeps both), the
 * listing is returned as it is.
 */
export function nameContest(agent: AgentDeclaration, listing: AgentListing): AgentListing {
  const policy = agent.discovery.sameNameKeeps;
  if (policy !== 'first' && policy !== 'last') return listing;
  const groups = new Map<string, Contender[]>();
  const add = (it: ListedSkill | LeftOut, listed?: ListedSkill) => {
    const held = contestName(agent, it.outcome, it.view.parsed);
    if (!held) return;
    const c: Contender = { record: it.view.record, dirName: it.view.record.dirName, refused: held.refused, ...(listed ? { listed } : {}) };
    const group = groups.get(held.key);
    if (group) group.push(c);
    else groups.set(held.key, [c]);
  };
  for (const it of listing.listed) add(it, it);
  for (const it of listing.leftOut) add(it);
  const dropped = new Map<ListedSkill, LeftOut>();
  for (const group of groups.values()) {
    const kept = group.length > 1 ? keptCopy(agent, group) : undefined;
    if (!kept) continue;
    for (const c of group) if (c !== kept && c.listed) dropped.set(c.listed, { view: c.listed.view, outcome: c.listed.outcome, reason: shadowedBy(agent, kept) });
  }
  if (dropped.size === 0) return listing;
  return { listed: listing.listed.filter((it) => !dropped.has(it)), leftOut: [...listing.leftOut, ...dropped.values()] };
}

/** Why a copy is left out: the kept one, and that it holds the name although refused. */
function shadowedBy(agent: AgentDeclaration, kept: Contender) {
  const refused = kept.refused
    ? { en: ` (it refuses that one, but it still holds the name)`, fr: ` (il refuse celui-là, mais il garde quand même le nom)` }
    : { en: '', fr: '' };
  const last = agent.discovery.sameNameKeeps === 'last';
  return {
    en: `Give it a name of its own: ${agent.label.en} keeps \`${kept.dirName}\`, read ${last ? 'last' : 'first'} under the same name${refused.en}`,
    fr: `Donnez-lui un nom à lui : ${agent.label.fr} garde \`${kept.dirName}\`, lu en ${last ? 'dernier' : 'premier'} sous le même nom${refused.fr}`,
  };
}
