import type { LocalizedText } from './finding';
import type { SkillPortability } from './portability';

/** How much of a skill a catalog shows. */
export type ListingStatus = 'full' | 'name-only' | 'omitted';

/** One skill's place in a catalog. */
export interface CatalogEntry {
  readonly name: string;
  readonly path: string;
  readonly status: ListingStatus;
  /** Why it is not listed in full. */
  readonly reason?: LocalizedText;
  /** The exact text the model sees for this skill (empty when omitted). */
  readonly line: string;
  readonly description: string;
  /** Keywords that reach the model. */
  readonly keywords: readonly string[];
  /** Keywords past the cap, which never reach the model. */
  readonly droppedKeywords: readonly string[];
  /** Findings on this skill, by severity. */
  readonly problems: { readonly errors: number; readonly warnings: number };
}

/** A skill left out of the catalog and why (shadowed, disabled, unreadable…). */
export interface CatalogExclusion {
  readonly path: string;
  readonly name: string;
  readonly reason: LocalizedText;
}

/** The text one runtime builds from a root's skills, with what happened to each skill. */
export interface Catalog {
  readonly profile: string;
  /** The target (agent) or variant rendered, e.g. `claude-code`; `default` when the profile has one. */
  readonly target: string;
  /** Human label of the listing, e.g. "read_skill tool description". */
  readonly title: LocalizedText;
  /** Exactly what the model receives. */
  readonly text: string;
  readonly chars: number;
  /** Estimate at 4 characters per token. */
  readonly tokens: number;
  readonly entries: readonly CatalogEntry[];
  readonly excluded: readonly CatalogExclusion[];
  /** Startup-banner style warnings (no description, truncated keywords, budget exceeded…). */
  readonly warnings: readonly LocalizedText[];
  /** For budgeted listings: the budget in characters and how much is used. */
  readonly budget?: { readonly limitChars: number; readonly usedChars: number; readonly fullEntriesLimit?: number };
  /** Per skill, what each agent does with it (formats read by several agents). */
  readonly portability?: readonly SkillPortability[];
}

/** Estimated tokens for a text (the 4-characters-per-token rule of thumb). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Errors and warnings among a skill's findings, for a catalog entry's badge. */
export function problemCounts(findings: readonly { readonly severity: string }[]): CatalogEntry['problems'] {
  let errors = 0;
  let warnings = 0;
  for (const f of findings) {
    if (f.severity === 'error') errors++;
    else if (f.severity === 'warning') warnings++;
  }
  return { errors, warnings };
}
