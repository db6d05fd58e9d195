import { editProposal, type FixBuilder } from './fixBuilder';
import { lineBreakOf } from '../../profiles/shared/lineBreakOf';

/**
 * `frontmatter-unclosed`: adds the closing `---` after the last line that reads as YAML
 * (before the first blank line, heading or prose line).
 */
export const closeFrontMatter: FixBuilder = {
  fix: 'close-frontmatter',
  safe: false,
  build(ctx) {
    const { parsed } = ctx.doc;
    const fm = parsed.frontMatter;
    if (!fm || fm.closeRange) return [];
    const eol = lineBreakOf(parsed.text);
    const first = fm.openRange.start.line + 1;
    let line = first;
    while (line < parsed.lines.lineCount && looksLikeYaml(parsed.lines.lineText(line))) line++;
    const atEnd = line >= parsed.lines.lineCount || (line === parsed.lines.lineCount - 1 && parsed.lines.lineText(line) === '' && looksLikeYaml(parsed.lines.lineText(line - 1)));
    const edit = atEnd
      ? { range: parsed.lines.range(parsed.text.length, parsed.text.length), newText: /[\r\n]$/.test(parsed.text) ? `---${eol}` : `${eol}---${eol}` }
      : { range: parsed.lines.range(parsed.lines.lineStart(line), parsed.lines.lineStart(line)), newText: `---${eol}` };
    return editProposal(ctx, { en: 'Close the header with `---`', fr: 'Fermer l’en-tête par `---`' }, [edit]);
  },
};

function looksLikeYaml(line: string): boolean {
  if (line.trim() === '') return false;
  if (/^#\s/.test(line) || /^#+$/.test(line)) return false;
  return /^\s+\S/.test(line) || /^-\s/.test(line) || /^#/.test(line) || /^[^\s:][^:]*:(\s|$)/.test(line);
}
