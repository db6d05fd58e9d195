import type { ParsedSkill } from '../../../parse/parsedSkill';
import { isInSpans } from '../../shared/markdownCodeSpans';
import { bodyLines, codeSpans } from './bodyLines';

/** A file the body points to, as written. */
export interface BodyReference {
  /** `link` for `[text](target)` and `[id]: target`; `path` for a backticked `scripts/x.py`. */
  readonly kind: 'link' | 'path';
  /** The target as written (without `<>`). */
  readonly written: string;
  /** Relative file path: anchor and query removed, percent-escapes decoded, `./` dropped. */
  readonly path: string;
  readonly line: number;
  /** Document offsets of the target text. */
  readonly start: number;
  readonly end: number;
}

// [text](target "title") and ![alt](target); the target may be <…> or contain balanced parentheses.
const INLINE_LINK = /!?\[(?:[^[\]\\]|\\.|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()<>]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*(<[^>]+>|\S+)/;
/** The folders of the standard: a backticked path into them is a file of the skill. */
export const STANDARD_FOLDERS = ['scripts', 'references', 'assets'] as const;
// Placeholders and made-up paths: `{baseDir}/x`, `<path>`, `$VAR/x`, `*.md`, `path/to/file`, `…`.
const PLACEHOLDER = /[{}<>$*?|[\]…%]|\.\.\.|(^|\/)path\/to\/|(^|[/_-])(your|my|xxx+|foo|bar|baz)([/_.-]|$)|(^|\/)(example|sample|placeholder|file|filename)s?\.[a-z]+$/i;
// `phaseN.md`, `stepX.md`: a capital letter standing for a number.
const LETTER_FOR_NUMBER = /[a-z][NX](\.|\/|$)/;
// `(e.g., \`./scripts/deploy.sh\`)`: a path given as an example of the reader's own files.
const EXAMPLE_LEAD = /(\be\.g\.|\bi\.e\.|\bfor (example|instance)|\bsuch as|\blike)[,:]?\s*\(?$/i;

/**
 * Relative markdown links and backticked relative paths of the body, outside fenced
 * code (an example block is not a promise that the file exists). URLs, anchors,
 * absolute paths and placeholders are left out.
 */
export function findBodyReferences(parsed: ParsedSkill, isSkillFolder: (first: string) => boolean): BodyReference[] {
  const out: BodyReference[] = [];
  for (const l of bodyLines(parsed)) {
    if (l.fenced) continue;
    const spans = codeSpans(l.text);
    const def = REFERENCE_DEFINITION.exec(l.text);
    if (def) addLink(out, l.line, l.start, l.text.indexOf(def[1]!, def[0].length - def[1]!.length), def[1]!);
    if (l.text.includes('](')) {
      for (const m of l.text.matchAll(INLINE_LINK)) {
        if (isInSpans(spans, m.index)) continue;
        const target = m[1]!;
        addLink(out, l.line, l.start, m.index + m[0].indexOf(target, m[0].indexOf('](') + 2), target);
      }
    }
    for (const s of spans) {
      // Only a span with a `/` can name a file of a folder; most are commands or names.
      if (!s.content.includes('/') || EXAMPLE_LEAD.test(l.text.slice(Math.max(0, s.start - 24), s.start))) continue;
      let offset = 0;
      for (const token of s.content.split(/(\s+)/)) {
        const at = s.contentStart + offset;
        offset += token.length;
        if (!token.includes('/')) continue;
        const clean = token.replace(/^[("'\[]+/, '').replace(/[)"',;:.\]]+$/, '');
        if (!clean || /\s/.test(clean)) continue;
        const rel = clean.startsWith('./') ? clean.slice(2) : clean;
        const slash = rel.indexOf('/');
        if (slash <= 0 || !/\.[A-Za-z0-9]+$/.test(rel) || isPlaceholder(rel) || /^[a-z][a-z0-9+.-]*:/i.test(rel)) continue;
        const first = rel.slice(0, slash);
        if (!(STANDARD_FOLDERS as readonly string[]).includes(first) && !isSkillFolder(first)) continue;
        const start = l.start + at + token.indexOf(clean);
        if (out.some((r) => r.line === l.line && r.path === rel)) continue;
        out.push({ kind: 'path', written: clean, path: rel, line: l.line, start, end: start + clean.length });
      }
    }
  }
  return out;
}

function isPlaceholder(p: string): boolean {
  return PLACEHOLDER.test(p) || LETTER_FOR_NUMBER.test(p);
}

function addLink(out: BodyReference[], line: number, lineStart: number, at: number, raw: string): void {
  const written = raw.startsWith('<') ? raw.slice(1, -1) : raw;
  if (!written || written.startsWith('#') || written.startsWith('/') || written.startsWith('~') || written.startsWith('\\')) return;
  if (/^[a-z][a-z0-9+.-]*:/i.test(written)) return;
  let file = written.replace(/[#?].*$/, '');
  try {
    file = decodeURIComponent(file);
  } catch {
    // A lone `%` stays as written.
  }
  if (file.startsWith('./')) file = file.slice(2);
  if (!file || isPlaceholder(file)) return;
  // `[x](url)`, `[x](relative-url)`: a bare word with no folder and no extension is a placeholder.
  if (!file.includes('/') && !/\.[A-Za-z0-9]+$/.test(file)) return;
  const start = lineStart + at + (raw.startsWith('<') ? 1 : 0);
  if (out.some((r) => r.line === line && r.path === file)) return;
  out.push({ kind: 'link', written, path: file, line, start, end: start + written.length });
}
