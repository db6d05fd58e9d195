import { CLAUDE_HEADER_CUT } from '../../../agents/claudeFrontmatter';

/**
 * The description an agent makes up from the body when the header gives none: Claude Code's
 * first line, Copilot CLI's first paragraph. Each agent splits the file its own way.
 */

/**
 * Claude Code's first line: the text after its header (its cut, `---` and blanks then a line
 * feed, closed at the first `---` after it, even mid-line; a file its cut finds no header in is
 * all body), first non-blank line, leading `#`s removed, over 100 UTF-16 units cut to 97 and
 * `...`. Only a line feed ends a line: a file with lone CR line breaks is one line to it
 * (observed on 2.1.197).
 */
export function claudeFirstLine(text: string): string {
  const m = CLAUDE_HEADER_CUT.exec(text);
  const body = m ? text.slice(m[0].length) : text;
  for (const raw of body.split('\n')) {
    const line = raw.trim().replace(/^#+\s*/, '').trim();
    if (line === '') continue;
    // Counted and cut in UTF-16 units, as JavaScript's `length` and `slice` do: an emoji cut in half reaches the
    // model as U+FFFD (observed).
    return line.length > 100 ? `${line.slice(0, 97).replace(/[\uD800-\uDBFF]$/, '\uFFFD')}...` : line;
  }
  return '';
}

/** The body's first paragraph of prose (headings, fences, HTML and tables skipped), lines joined. */
export function firstParagraph(body: string): string {
  const para: string[] = [];
  let fence: string | undefined;
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const t = raw.trim();
    const f = /^(`{3,}|~{3,})/.exec(t);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1]!;
      if (para.length > 0) break;
      continue;
    }
    if (t.startsWith('#') || t.startsWith('<') || t.startsWith('|') || t.startsWith('---') || t === '') {
      if (para.length > 0) break;
      continue;
    }
    para.push(t);
  }
  return para.join(' ');
}
