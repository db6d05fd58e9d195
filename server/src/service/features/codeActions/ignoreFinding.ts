import type { TextEdit } from 'vscode-languageserver-types';
import type { Finding, LocalizedText } from '../../model/finding';
import { fencedBlocks } from '../../profiles/mm/rules/fencedBlocks';
import { lineBreakOf } from '../../profiles/shared/lineBreakOf';
import { readSuppressions, type SuppressionKind } from '../../rules/readSuppressions';
import { SUPPRESSION_UNUSED } from '../../rules/suppressionRules';
import type { DocumentContext } from '../documentContext';
import type { FixProposal } from './fixBuilder';

/**
 * "Ignore `code` on this line": writes the suppression comment that hides one finding, in
 * the file's line breaks and at the line's indentation. A body finding gets
 * `skillkiln-disable-next-line` on the line above (the code is added to one already
 * there); inside a code block, where a comment would be code, `disable` … `enable` around
 * the block; a header finding `skillkiln-disable-file` just after the header (the only
 * form that reaches it). Never preferred: fixing is better than hiding.
 */
export function ignoreProposals(doc: DocumentContext, f: Finding): FixProposal[] {
  if (f.code === SUPPRESSION_UNUSED) return [];
  const { parsed } = doc;
  const fm = parsed.frontMatter;
  if (fm && !fm.closeRange) return [];
  const eol = lineBreakOf(parsed.text);
  const code = f.code;
  const line = f.range.start.line;
  const proposal = (title: LocalizedText, edits: TextEdit[]): FixProposal[] => [{ title, changes: [{ kind: 'edit', path: doc.path, edits }] }];
  const at = (offset: number) => parsed.lines.positionAt(offset);
  const insert = (offset: number, newText: string): TextEdit => ({ range: { start: at(offset), end: at(offset) }, newText });
  const comment = (kind: SuppressionKind, prefix: string) => `${prefix}<!-- skillkiln-${kind} ${code} -->${eol}`;
  // A finding about the whole file sits at its first character, whatever line a comment takes.
  const wholeFile = f.range.end.line === 0 && f.range.end.character === 0;
  if (line < parsed.bodyStartLine || wholeFile) {
    const title = { en: `Ignore \`${code}\` in this file`, fr: `Ignorer \`${code}\` dans ce fichier` };
    const existing = readSuppressions(parsed).find((d) => d.kind === 'disable-file' && d.codes.length > 0);
    if (existing) return proposal(title, [{ range: { start: existing.codes.at(-1)!.range.end, end: existing.codes.at(-1)!.range.end }, newText: `, ${code}` }]);
    const start = parsed.bodyStart;
    const before = start > 0 && !/[\r\n]/.test(parsed.text[start - 1]!) ? eol : '';
    return proposal(title, [insert(start, before + comment('disable-file', ''))]);
  }
  const block = fencedBlocks(parsed).find((b) => b.openLine < line && (b.closeLine === undefined || line < b.closeLine));
  if (block) {
    const edits = [insert(parsed.lines.lineStart(block.openLine), comment('disable', block.prefix))];
    if (block.closeLine !== undefined) {
      const end = parsed.lines.lineEnd(block.closeLine);
      // After the closing fence's line break, or after the fence itself when it ends the file.
      edits.push(end < parsed.text.length ? insert(parsed.lines.lineStart(block.closeLine + 1), comment('enable', block.prefix)) : insert(end, eol + comment('enable', block.prefix).slice(0, -eol.length)));
    }
    return proposal({ en: `Ignore \`${code}\` in this code block`, fr: `Ignorer \`${code}\` dans ce bloc de code` }, edits);
  }
  const title = { en: `Ignore \`${code}\` on this line`, fr: `Ignorer \`${code}\` sur cette ligne` };
  const above = readSuppressions(parsed).find((d) => d.kind === 'disable-next-line' && d.range.end.line === line - 1 && d.codes.length > 0);
  if (above) return proposal(title, [{ range: { start: above.codes.at(-1)!.range.end, end: above.codes.at(-1)!.range.end }, newText: `, ${code}` }]);
  const indent = /^[ \t>]*/.exec(parsed.lines.lineText(line))![0];
  return proposal(title, [insert(parsed.lines.lineStart(line), comment('disable-next-line', indent))]);
}
