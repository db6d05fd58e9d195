import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { ParsedSkill } from '../parse/parsedSkill';
import { findCodeSpans, isInSpans } from '../profiles/shared/markdownCodeSpans';
import { documentContext } from './documentContext';

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

/** ATX headings of the body (outside code), nested by level; each spans its section. */
function headingSymbols(parsed: ParsedSkill): DocumentSymbol[] {
  const code = findCodeSpans(parsed.text, parsed.bodyStart);
  const headings: { line: number; level: number; name: string }[] = [];
  for (let line = parsed.bodyStartLine; line < parsed.lines.lineCount; line++) {
    const m = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$/.exec(parsed.lines.lineText(line));
    if (m && !isInSpans(code, parsed.lines.lineStart(line))) headings.push({ line, level: m[1]!.length, name: (m[2] ?? '').trim() || m[1]! });
  }
  const roots: DocumentSymbol[] = [];
  const stack: { level: number; children: DocumentSymbol[] }[] = [];
  headings.forEach((h, i) => {
    // A section ends where the next heading of the same or a higher level starts.
    const next = headings.slice(i + 1).find((o) => o.level <= h.level);
    const end = next ? parsed.lines.lineEnd(Math.max(next.line - 1, h.line)) : parsed.text.length;
    const selectionRange = parsed.lines.range(parsed.lines.lineStart(h.line), parsed.lines.lineEnd(h.line));
    const symbol: DocumentSymbol = { name: h.name, kind: SymbolKind.String, range: { start: selectionRange.start, end: parsed.lines.positionAt(end) }, selectionRange, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= h.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : roots).push(symbol);
    stack.push({ level: h.level, children: symbol.children! });
  });
  return roots;
}
