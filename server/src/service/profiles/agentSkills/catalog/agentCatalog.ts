import { skillRealPath } from '../../../discovery/skillRealPath';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import type { EntryFields } from '../../../catalog/catalogEntry';
import type { FileSystem } from '../../../fs/fileSystem';
import type { Catalog, CatalogEntry } from '../../../model/catalog';
import type { LocalizedText } from '../../../model/finding';
import type { CatalogRequest } from '../../profile';
import { agentListing, type ListedSkill } from '../listing/agentListing';
import { entry, entryFields, finish, servedSkills } from './catalogParts';
import { catalogEntry } from '../../../catalog/catalogEntry';

/** How an agent without a budget writes its block: the entries' text, then the whole. */
export interface BlockFormat {
  readonly title: LocalizedText;
  entryText(it: ListedSkill, request: CatalogRequest): string;
  /** The whole block from the entries' texts (called only when there is at least one). */
  block(entries: readonly string[], request: CatalogRequest): string;
}

/**
 * A listing with no budget: every loaded skill in full, in the agent's order, the others
 * left out with the reason; a listing that could not be observed says so first.
 */
export function renderBlockListing(agent: AgentDeclaration, format: BlockFormat, request: CatalogRequest): Catalog {
  const { listed, leftOut } = agentListing(agent, servedSkills(request), request.fs);
  const entries: CatalogEntry[] = [];
  const warnings: LocalizedText[] = agent.listing.unverified ? [agent.listing.unverified] : [];
  const texts: string[] = [];
  for (const it of listed) {
    const { text, fields } = listedFields(agent, format, it, request);
    texts.push(text);
    entries.push(catalogEntry(it.view, fields, request.findings(it.view.record.path)));
    if (it.note) warnings.push({ en: `${it.name}: ${it.note.en}`, fr: `${it.name} : ${it.note.fr}` });
  }
  for (const out of leftOut) {
    entries.push(entry(request, out.view, 'omitted', '', '', out.reason, out.outcome.name));
    warnings.push({ en: `${out.view.record.dirName}: ${out.reason.en}`, fr: `${out.view.record.dirName} : ${out.reason.fr}` });
  }
  const text = texts.length === 0 ? '' : format.block(texts, request);
  return finish(agent.id, format.title, text, entries, request, warnings);
}

const listedMemo = new WeakMap<ListedSkill, { readonly agent: AgentDeclaration; readonly fs: FileSystem | undefined; readonly text: string; readonly fields: EntryFields }>();

/**
 * A listed skill's text and entry fields, kept per listed skill (the same object while its
 * view is): an agent has one format, whose text reads only the skill and the file system,
 * and the same fields object lets the entry be found again without comparing its fields.
 */
function listedFields(agent: AgentDeclaration, format: BlockFormat, it: ListedSkill, request: CatalogRequest): { readonly text: string; readonly fields: EntryFields } {
  const hit = listedMemo.get(it);
  if (hit && hit.agent === agent && hit.fs === request.fs) return hit;
  const text = format.entryText(it, request);
  // An agent that sends the names only lists none in full (Cline).
  const made = { agent, fs: request.fs, text, fields: entryFields(it.view, agent.listing.namesOnly ? 'name-only' : 'full', text, it.description, it.note, it.outcome.name) };
  listedMemo.set(it, made);
  return made;
}

/** The skill file's absolute real path, as agents that print locations resolve it. */
export function absoluteLocation(it: ListedSkill, request: CatalogRequest): string {
  return (request.fs && skillRealPath(it.view.record, request.fs)) ?? it.view.record.path;
}
