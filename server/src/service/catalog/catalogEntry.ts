import { problemCounts, type CatalogEntry } from '../model/catalog';
import type { Finding, LocalizedText } from '../model/finding';
import type { SkillView } from '../profiles/profile';
import { sameItems } from '../model/sameItems';

/**
 * What a renderer says about one skill; the path is the view's, the problems come from its
 * findings. `reason` may be given as undefined (one object shape for every call).
 */
export type EntryFields = Omit<CatalogEntry, 'path' | 'problems'>;

/** The keyword lists of an entry that shows none (shared, so comparing them is free). */
export const NO_KEYWORDS: readonly string[] = [];

/** Entries kept per view: one per catalog target that lists it. */
const KEPT_PER_VIEW = 8;

/** An entry made, with the fields object and findings array it was last found equal to. */
interface Made {
  readonly entry: CatalogEntry;
  fields: EntryFields;
  findings: readonly Finding[];
}
const made = new WeakMap<SkillView, Made[]>();

/**
 * The catalog entry of a skill: the object made last time when every field is equal (text,
 * status, reason, keywords, problem counts), else a new one. An unchanged skill keeps its
 * entry across edits of other skills, so what is derived from the entry (the client's
 * copy) can be reused by identity. Nothing can go stale: every field is compared, or the
 * very fields object and findings array it was found equal to are given again (renderers
 * that keep their fields per view, and findings unchanged, skip the comparison).
 */
export function catalogEntry(view: SkillView, fields: EntryFields, findings: readonly Finding[]): CatalogEntry {
  let list = made.get(view);
  if (!list) {
    list = [];
    made.set(view, list);
  }
  // The same findings and equal fields: the entry as it was, without counting the findings again.
  const same = list.find((m) => m.findings === findings && (m.fields === fields || sameFields(m.fields, fields)));
  if (same) {
    same.fields = fields;
    return same.entry;
  }
  const problems = problemCounts(findings);
  const hit = list.find((m) => sameEntry(m.entry, fields, problems));
  if (hit) {
    hit.fields = fields;
    hit.findings = findings;
    return hit.entry;
  }
  const { reason, ...rest } = fields;
  const entry: CatalogEntry = { ...rest, path: view.record.path, ...(reason ? { reason } : {}), problems };
  if (list.unshift({ entry, fields, findings }) > KEPT_PER_VIEW) list.pop();
  return entry;
}

function sameEntry(e: CatalogEntry, f: EntryFields, problems: CatalogEntry['problems']): boolean {
  return e.name === f.name && e.status === f.status && e.line === f.line && e.description === f.description
    && sameText(e.reason, f.reason) && sameItems(e.keywords, f.keywords) && sameItems(e.droppedKeywords, f.droppedKeywords)
    && e.problems.errors === problems.errors && e.problems.warnings === problems.warnings;
}

function sameFields(a: EntryFields, b: EntryFields): boolean {
  return a.name === b.name && a.status === b.status && a.line === b.line && a.description === b.description
    && sameText(a.reason, b.reason) && sameItems(a.keywords, b.keywords) && sameItems(a.droppedKeywords, b.droppedKeywords);
}

function sameText(a: LocalizedText | undefined, b: LocalizedText | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.en === b.en && a.fr === b.fr);
}

/** The entry of a skill listed in full on one line, without keywords (the formats other than mm). */
export function fullEntry(findings: (path: string) => readonly Finding[], view: SkillView, name: string, line: string, description: string): CatalogEntry {
  return catalogEntry(view, { name, status: 'full', line, description, keywords: NO_KEYWORDS, droppedKeywords: NO_KEYWORDS }, findings(view.record.path));
}
