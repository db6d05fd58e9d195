import type { SkillRecord } from '../model/skillRecord';
import { headerPart } from '../parse/parseSkill';
import type { ParsedSkill } from '../parse/parsedSkill';

/**
 * True when `after`, an editor's new text of the skill `before` held, differs from it only in
 * a way nothing worked out from the header can tell: both texts come from the editor, with the
 * same header text (its `---` lines included), a body blank in both or in neither, the size on
 * the same side of each of `limits` (see `fileSizeLimits`), and an ordinary header that every
 * agent cuts where Skillkiln does — `---` alone on its opening and closing lines, `\n` line
 * breaks, no other line starting with `---` or `...`, no YAML error, no byte-order mark in
 * the text. What a body edit of such a file keeps: the agents' outcomes, the findings of rules
 * that read only the header (`SkillRecord.headerVersion`).
 */
export function keepsHeader(before: SkillRecord | undefined, after: ParsedSkill, bom: boolean, limits: readonly number[]): boolean {
  const was = before?.parsed;
  if (!was || before.source !== 'buffer' || before.bom !== bom || before.notText || before.unreadable || before.invalidUtf8) return false;
  if (was.bodyBlank !== after.bodyBlank || !ordinaryHeader(after)) return false;
  const header = headerPart(after);
  if (headerPart(was) !== header) return false;
  const size = (p: ParsedSkill) => p.whole?.length ?? p.text.length;
  const a = size(was);
  const b = size(after);
  return limits.every((limit) => a > limit === b > limit);
}

/** A closed header without errors, opened and closed by `---` alone, on `\n` lines, with no other line starting with `---` or `...`. */
function ordinaryHeader(parsed: ParsedSkill): boolean {
  const fm = parsed.frontMatter;
  if (!fm?.closeRange || fm.problems.some((p) => p.kind === 'error')) return false;
  const header = parsed.text.slice(0, parsed.bodyStart);
  if (!header.startsWith('---\n') || !header.endsWith('\n---\n') || header.includes('\r')) return false;
  const content = header.slice(4, -4);
  return !/^(?:---|\.\.\.)/m.test(content);
}
