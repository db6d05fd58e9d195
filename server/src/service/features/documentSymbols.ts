import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { ParsedSkill } from '../parse/parsedSkill';
import { scannedPart } from '../parse/scannedPart';
import { isInSpans } from '../profiles/shared/markdownCodeSpans';
import { documentContext } from './documentContext';
import { bodyCodeSpans } from '../profiles/shared/scannedBody';

const MAX_DEPTH = 4;

/** Outline: the header's keys (nested maps and list items below them), then the headings as a tree. */
export function documentSymbols(service: LanguageService, file: string): DocumentSymbol[] {
  const doc = documentContext(service, file);
  if (!doc) return [];
  return [...headerSymbols(doc.parsed), ...headingSymbols(doc.parsed)];
}

function headerSymbols(parsed: ParsedSkill): DocumentSymbol[] {
  const fm = parsed.frontMatter;
  if (!fm) return [];
  return fm.entries.map((e) => ({
    name: e.key,
    kind: SymbolKind.Property,
    ...(detailOf(e.node) ? { detail: detailOf(e.node) } : {}),
    range: parsed.lines.range(e.pairSpan.start, e.pairSpan.end),
    selectionRange: e.keyRange,
    children: childSymbols(parsed, e.node, 1),
  }));
}

function childSymbols(parsed: ParsedSkill, node: Node | null, depth: number): DocumentSymbol[] {
  if (!node || depth > MAX_DEPTH) return [];
  const out: DocumentSymbol[] = [];
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const keyRange = parsed.nodeRange(pair.key);
      const value = (pair.value ?? null) as Node | null;
      const end = value?.range ? parsed.nodeRange(value).end : keyRange.end;
      const detail = detailOf(value);
      out.push({ name: String(pair.key.value), kind: SymbolKind.Property, ...(detail ? { detail } : {}), range: { start: keyRange.start, end }, selectionRange: keyRange, children: childSymbols(parsed, value, depth + 1) });
    }
  } else if (isSeq(node)) {
    for (const item of node.items as Node[]) {
      if (!item?.range) continue;
      const range = parsed.nodeRange(item);
      if (isMap(item)) {
        const first = item.items[0];
        const label = first && isScalar(first.value) ? String(first.value.value) : '-';
        out.push({ name: label, kind: SymbolKind.Object, ...(first && isScalar(first.key) ? { detail: String(first.key.value) } : {}), range, selectionRange: range, children: childSymbols(parsed, item, depth + 1) });
      } else if (isScalar(item)) {
        out.push({ name: String(item.value), kind: SymbolKind.String, range, selectionRange: range });
      }
    }
  }
  return out;
}

function detailOf(node: Node | null): string | undefined {
  if (!node || !isScalar(node) || node.value === null || node.value === undefined) return undefined;
  const s = String(node.value);
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
}

/**
 * ATX headings of the body (outside code; in a huge document, of its scanned part), nested
 * by level; each spans its section.
 */
function headingSymbols(whole: ParsedSkill): DocumentSymbol[] {
  const parsed = scannedPart(whole);
  const code = bodyCodeSpans(parsed);
  const { lines } = parsed;
  const roots: DocumentSymbol[] = [];
  // Open sections, innermost last: a heading closes those of its level and deeper.
  const stack: { level: number; line: number; symbol: DocumentSymbol }[] = [];
  const close = (open: { line: number; symbol: DocumentSymbol }, nextLine: number | undefined) => {
    const end = nextLine === undefined ? whole.text.length : lines.lineEnd(Math.max(nextLine - 1, open.line));
    open.symbol.range = { start: open.symbol.range.start, end: whole.lines.positionAt(end) };
  };
  for (let line = parsed.bodyStartLine; line < lines.lineCount; line++) {
    const start = lines.lineStart(line);
    // Only lines starting with up to 3 blanks and `#` can be headings: skip the others without copying them.
    let i = start;
    while (i < start + 3 && parsed.text.charCodeAt(i) === 32) i++;
    if (parsed.text.charCodeAt(i) !== 35 /* # */) continue;
    const m = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$/.exec(lines.lineText(line));
    if (!m || isInSpans(code, start)) continue;
    const level = m[1]!.length;
    const selectionRange = lines.range(start, lines.lineEnd(line));
    const symbol: DocumentSymbol = { name: (m[2] ?? '').trim() || m[1]!, kind: SymbolKind.String, range: selectionRange, selectionRange, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= level) close(stack.pop()!, line);
    (stack.length > 0 ? stack[stack.length - 1]!.symbol.children! : roots).push(symbol);
    stack.push({ level, line, symbol });
  }
  for (const open of stack) close(open, undefined);
  return roots;
}
