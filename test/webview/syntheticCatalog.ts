// A plain catalog of `count` skills, as the server would send it, for tests of how catalog
// updates travel to the preview (deltas) and land in its page (patched in place).
import type { CatalogEntryDto, CatalogResult, RootDto } from '../../server/src/lsp/protocol';

export const SYNTHETIC_FOLDER = 'file:///work/synthetic';

const root: RootDto = {
  uri: `${SYNTHETIC_FOLDER}/skills`,
  label: 'skills',
  source: 'setting',
  folderUri: SYNTHETIC_FOLDER,
  choice: { profile: 'mm', reason: '3 of 3 headers use `keywords`', explicit: false },
  targets: [{ id: 'read_skill', label: 'read_skill' }],
};

/** The entry of skill number `i`, with `description`. */
export function syntheticEntry(i: number, description = `Does task number ${i} well.`): CatalogEntryDto {
  const name = `skill-${String(i).padStart(3, '0')}`;
  const keywords = ['alpha', `k${i}`];
  return {
    name,
    uri: `${root.uri}/${name}/SKILL.md`,
    status: 'full',
    line: `${name} — ${description} (${keywords.join(', ')})`,
    description,
    keywords,
    droppedKeywords: [],
    problems: { errors: 0, warnings: i % 7 === 0 ? 1 : 0 },
    headerLine: 0,
  };
}

/** A catalog result of `entries` (default: skills 0 … count-1). */
export function syntheticCatalog(entries: readonly CatalogEntryDto[]): CatalogResult {
  const text = `Load a skill: \n${entries.map((e) => e.line).join('\n')}\n`;
  return {
    roots: [root],
    catalog: { root, target: 'read_skill', title: 'read_skill description', text, chars: text.length, tokens: Math.ceil(text.length / 4), entries, excluded: [], warnings: [] },
  };
}

/** Skills 0 … count-1. */
export function syntheticEntries(count: number): CatalogEntryDto[] {
  return Array.from({ length: count }, (_, i) => syntheticEntry(i));
}
