/**
 * The description an agent makes up from the body when the header gives none: Claude Code's
 * first line, Copilot CLI's first paragraph. Each agent splits the file its own way.
 */

/**
 * Claude Code's first line: the text after its header (which it closes at the first `---`
 * after the opening line, even mid-line; a file not starting with `---` is all body), first
 * non-blank line, leading `#`s removed, over 100 characters cut to 97 and `...`.
 */
export function claudeFirstLine(text: string): string {
  let body = text;
  if (text.startsWith('---')) {
    const close = text.indexOf('---', 3);
    if (close >= 0) body = text.slice(close + 3);
  }
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const line = raw.trim().replace(/^#+\s*/, '').trim();
    if (line === '') continue;
    return [...line].length > 100 ? `${[...line].slice(0, 97).join('')}...` : line;
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
