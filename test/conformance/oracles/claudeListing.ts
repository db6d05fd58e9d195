import type { OracleListing, OracleListingEntry } from '../oracle';

/** The sentence Claude Code opens its skill listing with (2.1.197). */
export const CLAUDE_LISTING_MARKER = 'The following skills are available for use with the Skill tool:';

/** A listing cut into its header and its `- <name>…` entries, every byte kept. */
export interface SplitListing {
  /** The marker line and the blank line after it. */
  readonly header: string;
  readonly entries: readonly OracleListingEntry[];
}

/**
 * Finds the listing in the text parts of a Messages API request body: from the marker to the end
 * of the part holding it (the listing is the last thing in that part: agent types come before it).
 * Returns every distinct block found, in request order.
 */
export function findClaudeListings(body: unknown): string[] {
  const found: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      const at = v.indexOf(CLAUDE_LISTING_MARKER);
      if (at >= 0 && !found.includes(v.slice(at))) found.push(v.slice(at));
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(visit);
  };
  visit(body);
  return found;
}

/**
 * Cuts a listing into entries. An entry starts at a line `- <name>` followed by `: ` or the end
 * of the line, where `<name>` is one the agent told us about (`isName`): descriptions may hold
 * lines of their own (literal blocks, bundled skills' TRIGGER/SKIP lines), so a line that merely
 * looks like an entry does not start one. Entries are joined by one `\n`, which belongs to neither.
 */
export function splitClaudeListing(raw: string, isName: (name: string) => boolean): SplitListing {
  const headerEnd = raw.startsWith(`${CLAUDE_LISTING_MARKER}\n\n`) ? CLAUDE_LISTING_MARKER.length + 2 : raw.length;
  const starts: { at: number; name: string }[] = [];
  const line = /^- ([^\n]*?)(?=: |$)/gm;
  for (let m = line.exec(raw); m; m = line.exec(raw)) {
    const name = m[1] ?? '';
    if (m.index >= headerEnd && isName(name)) starts.push({ at: m.index, name });
  }
  const entries = starts.map((s, i) => ({ name: s.name, text: raw.slice(s.at, i + 1 < starts.length ? (starts[i + 1]?.at ?? raw.length) - 1 : raw.length) }));
  return { header: raw.slice(0, headerEnd), entries };
}

/** Any line `- <name>` / `- <name>: …`: used only on the no-skills baseline, whose entries are all bundled. */
export const anyEntryName = (name: string): boolean => /^[^\s:]+$/.test(name);

/**
 * The listing with the built-in entries removed textually. Built-ins come last, in the order of
 * the baseline (a run on a project without skills, where only built-ins are listed), so they are
 * found by walking both lists back from the end: an entry is built-in when it is the baseline's
 * entry of that name, whole or shortened to `- <name>` (2.1.197 shortens `init`, `review` and
 * `security-review` so when over budget), skipping baseline entries that are absent (a project
 * skill of the same name replaces a bundled skill, e.g. `code-review`; it is then listed in the
 * project's sorted part and stays). Each built-in is cut out with the `\n` joining it to its
 * neighbour; every other byte stays.
 */
export function removeBundled(raw: string, split: SplitListing, bundled: readonly OracleListingEntry[]): OracleListing {
  const isBuiltin = new Array<boolean>(split.entries.length).fill(false);
  let j = bundled.length - 1;
  for (let i = split.entries.length - 1; i >= 0 && j >= 0; i--) {
    const e = split.entries[i];
    let k = j;
    while (k >= 0 && !(bundled[k]?.name === e?.name && (bundled[k]?.text === e?.text || e?.text === `- ${e?.name ?? ''}`))) k--;
    if (k < 0) break;
    isBuiltin[i] = true;
    j = k - 1;
  }
  const kept = split.entries.filter((_, i) => !isBuiltin[i]);
  return {
    raw,
    text: split.header + kept.map((e) => e.text).join('\n'),
    entries: kept,
    builtins: split.entries.filter((_, i) => isBuiltin[i]).map((e) => e.name),
  };
}
