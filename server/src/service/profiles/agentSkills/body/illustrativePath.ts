import type { ParsedSkill } from '../../../parse/parsedSkill';

// Words that make a path an illustration rather than a file of this skill: "Example:",
// "**Examples**:", "for example", "e.g.". Checked in the prose only: code spans and links are
// blanked first (`references/examples.md` is a file), and "the example input file" is not one.
const EXAMPLE_CUE = /\bexamples?\**\s*[:：]|\bfor (?:example|instance)\b|\be\.g\.|例/i;
// Softer cues ("your skill might have `references/schema.md`", "a `scripts/x.py` script
// would help", "files such as"): only on the path's own line, and only in a skill that
// teaches writing skills.
const GUIDE_CUE = /\b(?:might|could|would|such as|your (?:own )?skills?|a (?:new )?skill)\b/i;
// A skill about writing skills: "Guide for creating effective skills", `skill-creator`.
const TEACHES_SKILLS = /\b(?:creat|writ|author|build|design|develop|scaffold|generat)\w*\s+(?:\w+\s+){0,3}skills?\b|\bskills?[- ](?:creat|writ|author|build)\w*/i;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const HEADING = /^ {0,3}#/;
const TABLE_ROW = /^\s*\|/;
const BLANKED = /`+[^`]*`+|!?\[[^\]]*\]\([^)]*\)/g;
// Upper bound of the lines looked at above a reference (a long list under its lead).
const MAX_LINES = 40;

/** True when the skill's name or description says it teaches how to write skills. */
export function teachesSkillWriting(parsed: ParsedSkill): boolean {
  const data = parsed.frontMatter?.data;
  const text = [data?.['name'], data?.['description']].filter((v) => typeof v === 'string').join(' ');
  return TEACHES_SKILLS.test(text);
}

/**
 * True when the path at `column` of `line` is given as an example: its line says so before
 * it (`**Example**: \`scripts/rotate_pdf.py\``), an earlier line of its paragraph does, or the
 * lead line of the list it belongs to (`**Examples:**`). In a guide to writing skills, a modal
 * on its own line is enough ("your skill might have `references/schema.md`").
 */
export function isIllustrativePath(parsed: ParsedSkill, line: number, column: number, guide: boolean): boolean {
  const own = parsed.lines.lineText(line);
  if (EXAMPLE_CUE.test(prose(own.slice(0, column)))) return true;
  if (guide && GUIDE_CUE.test(prose(own))) return true;
  for (const text of contextAbove(parsed, line)) if (EXAMPLE_CUE.test(prose(text))) return true;
  return false;
}

/**
 * The lines above `line` in its paragraph, then the lead of its list when it is in one.
 * Earlier items of a list and earlier rows of a table are not context: each says its own.
 */
function* contextAbove(parsed: ParsedSkill, line: number): Generator<string> {
  const first = parsed.bodyStartLine;
  const own = parsed.lines.lineText(line);
  if (TABLE_ROW.test(own)) return;
  let l = line;
  let inList = LIST_ITEM.test(own);
  // Up to the start of the paragraph, or of the list item the line belongs to.
  for (l = line - 1; !inList && l >= first && line - l <= MAX_LINES; l--) {
    const text = parsed.lines.lineText(l);
    if (!text.trim() || HEADING.test(text)) return;
    if (LIST_ITEM.test(text)) inList = true;
    yield text;
  }
  // The line that introduces the list, above its other items and the blank lines between them.
  for (; inList && l >= first && line - l <= MAX_LINES; l--) {
    const text = parsed.lines.lineText(l);
    if (!text.trim() || LIST_ITEM.test(text) || /^\s{2,}\S/.test(text)) continue;
    if (!HEADING.test(text) && /:\**\s*$/.test(text)) yield text;
    return;
  }
}

function prose(text: string): string {
  return text.replace(BLANKED, ' ');
}
