import { splitDiffers, trimmedOpener } from '../agents/agentParse';
import { AGENTS } from '../agents/agents';
import { compactSkill } from '../parse/parseSkill';
import type { ParsedSkill } from '../parse/parsedSkill';

/**
 * The parse the index keeps for a file read from disk: its header-only form, unless some agent
 * reads past what that form keeps, and then the whole parse. So it is for a first line that trims
 * to `---` (`\t---`: a header to the agents that trim it), and for a header that never closes:
 * gray-matter (opencode 1.18.33, Kilo 7.7.9) then takes the whole file for the header and loads
 * it when it is all YAML, and Claude Code 2.1.197 closes it at a `---` further down, even
 * mid-line (observed); and for a file an agent cuts otherwise (`parser.split`: Cline 3.0.65 takes
 * `---\n---\n` for no header). The catalog reads a kept parse's text as the agents read the file.
 */
export function keptParse(full: ParsedSkill): ParsedSkill {
  if (trimmedOpener(full) !== undefined) return full;
  if (full.frontMatter !== undefined && full.frontMatter.closeRange === undefined) return full;
  if (SPLITS.some((split) => splitDiffers(split, full))) return full;
  return compactSkill(full);
}

/** The agents' own cuts of a file, where they have one. */
const SPLITS: readonly RegExp[] = [...new Set(Object.values(AGENTS).flatMap((a) => (a.parser.split ? [a.parser.split] : [])))];
