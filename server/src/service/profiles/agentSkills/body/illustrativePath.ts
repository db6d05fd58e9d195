import type { ParsedSkill } from '../../../parse/parsedSkill';

// Words that make a path an illustration rather than a file of this skill: "Example:",
// "**Examples**:", "for example", "e.g.". Checked in the prose only: code spans and links are
// blanked first (`references/examples.md` is a file), and "the example input file" is not one.
// "Examples:" counts as a label (at the start of a line, an item or a sentence): "read the rule
// files for details and code examples:" leads a list of real files. In Chinese, "for example"
// is 例如, 比如, 举例, and the label 示例：.
const EXAMPLE_CUE = /(?:^|[.。(（]\s*)\s*(?:[-*+>]\s+|\d+[.)]\s+)?\**(?:examples?|示例|例子|范例)\**\s*[:：]|\bfor (?:example|instance)\b|\be\.g\.|例如|比如|举例/i;
// Softer cues ("your skill might have `references/schema.md`", "a `scripts/x.py` script
// would help", "files such as"): only on the path's own line, and only in a skill that
// teaches writing skills.
const GUIDE_CUE = /\b(?:might|could|would|such as|your (?:own )?skills?|a (?:new )?skill)\b/i;
// A skill about writing skills: "Guide for creating effective skills", `skill-creator`.
const TEACHES_SKILLS = /\b(?:creat|writ|author|build|design|develop|scaffold|generat)\w*\s+(?:\w+\s+){0,3}skills?\b|\bskills?[- ](?:creat|writ|author|build)\w*/i;
// A path the text tells the agent to create or write to: an output, not a file the skill ships
// ("create `config/user.json`", "store your details in `references/devices.md`", "创建 `x`").
const OUTPUT_LEAD = /(?:\b(?:create|creates|creating)\s+(?:(?:a|an|the|new|your|own|file)\s+){0,3}|\b(?:store|save|write|put)\s+[^`.;:]{0,40}?\b(?:in|to|into|as)\s+|创建|新建|保存到|保存为|写入)\s*$/i;
// A sentence that places the file in the user's project, not in the skill ("obtain an existing
// `assets/preview.png` path or ask the user to add it", "in your repository").
const USERS_FILE = /\bask the user (?:to (?:add|provide|supply|create|upload|share)|for)\b|\bthe user(?:'s|’s)\s+(?:project|repo|repository|codebase|workspace|app)\b|\bin your (?:own )?(?:project|repo|repository|codebase|workspace|app)\b/i;
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
 * True when the path at `column` of `line` is not a file the skill promises: its line says
 * it is an example before it (`**Example**: \`scripts/rotate_pdf.py\``), an earlier line of its
 * paragraph does, or the lead line of the list or table it belongs to (`**Examples:**`); the
 * text tells the agent to create it; or its sentence places it in the user's project. In a
 * guide to writing skills, a modal on its own line is enough ("your skill might have
 * `references/schema.md`").
 */
export function isIllustrativePath(parsed: ParsedSkill, line: number, column: number, guide: boolean): boolean {
  const own = parsed.lines.lineText(line);
  const before = prose(own.slice(0, column));
  if (EXAMPLE_CUE.test(before) || OUTPUT_LEAD.test(before) || USERS_FILE.test(sentenceAt(own, column))) return true;
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
  if (TABLE_ROW.test(own)) {
    yield* tableLead(parsed, line);
    return;
  }
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
    if (!HEADING.test(text) && /[:：]\**\s*$/.test(text)) yield text;
    return;
  }
}

/** The line that introduces the table `line` is a row of (the paragraph line just above it, past one blank line). */
function* tableLead(parsed: ParsedSkill, line: number): Generator<string> {
  let l = line - 1;
  while (l >= parsed.bodyStartLine && line - l <= MAX_LINES && TABLE_ROW.test(parsed.lines.lineText(l))) l--;
  if (l >= parsed.bodyStartLine && !parsed.lines.lineText(l).trim()) l--;
  const text = l >= parsed.bodyStartLine ? parsed.lines.lineText(l) : '';
  if (text.trim() && !HEADING.test(text) && /[:：]\**\s*$/.test(text)) yield text;
}

/** The sentence of `text` around `column` (ends at `. `, `。`, `!`, `?`). */
function sentenceAt(text: string, column: number): string {
  const start = Math.max(text.lastIndexOf('. ', column), text.lastIndexOf('。', column)) + 1;
  const end = text.slice(column).search(/[.!?](?:\s|$)|。/);
  return prose(text.slice(start, end < 0 ? text.length : column + end));
}

function prose(text: string): string {
  return text.replace(BLANKED, ' ');
}
