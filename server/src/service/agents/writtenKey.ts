import type { ParsedSkill } from '../parse/parsedSkill';
import type { UnquotedColon } from '../profiles/agentSkills/header/findUnquotedColons';

/**
 * The key of an unquoted colon value as its line writes it, quotes kept (`"description"`, where
 * `keyPath` says `description`). A line-by-line repair matches the written key: opencode's and
 * Kilo's retry rewrites `word: a: b` only, so under a quoted key the value stays broken and the
 * skill is skipped (observed on opencode 1.18.33 and Kilo 7.7.9).
 */
export function writtenKey(parsed: ParsedSkill, u: UnquotedColon): string {
  const line = parsed.lines.lineText(u.startLine).slice(u.keyColumn);
  const m = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:]*?)[ \t]*:/.exec(line);
  return m?.[1] ?? u.keyPath;
}
