import type { ParsedSkill } from '../../../parse/parsedSkill';
import { isInSpans } from '../../shared/markdownCodeSpans';
import { bodyLines, codeSpans } from './bodyLines';
import { isIllustrativePath, teachesSkillWriting } from './illustrativePath';

/** A file the body points to, as written. */
export interface BodyReference {
  /** `link` for `[text](target)` and `[id]: target`; `path` for a backticked `scripts/x.py`. */
  readonly kind: 'link' | 'path';
  /** The target as written (without `<>`). */
  readonly written: string;
  /** Relative file path: anchor and query removed, percent-escapes decoded, `./` dropped. */
  readonly path: string;
  /**
   * What `path` is relative to: the skill's folder, or the plugin's folder for a path
   * written after `${CLAUDE_PLUGIN_ROOT}/` (the prefix is not part of `path`).
   */
  readonly base: 'skill' | 'plugin';
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
// `scripts/script_name.py`, `references/skill-name.md`, `assets/name.png`: a name to fill in.
const NAME_SLOT = /(^|[/_-])names?\.[a-z0-9]+$/i;
// Claude Code's variable for the plugin's folder, in front of a path written from there.
const PLUGIN_ROOT = /^\$\{?CLAUDE_PLUGIN_ROOT\}?\//;
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
  let guide: boolean | undefined;
  const illustrative = (line: number, column: number) => isIllustrativePath(parsed, line, column, guide ??= teachesSkillWriting(parsed));
  for (const l of bodyLines(parsed)) {
    if (l.fenced) continue;
    const spans = codeSpans(l.text);
    const def = REFERENCE_DEFINITION.exec(l.text);
    if (def) addLink(out, l.line, l.start, l.text.indexOf(def[1]!, def[0].length - def[1]!.length), def[1]!, () => illustrative(l.line, 0));
    if (l.text.includes('](')) {
      for (const m of l.text.matchAll(INLINE_LINK)) {
        if (isInSpans(spans, m.index)) continue;
        const target = m[1]!;
        addLink(out, l.line, l.start, m.index + m[0].indexOf(target, m[0].indexOf('](') + 2), target, () => illustrative(l.line, m.index));
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
        const plugin = PLUGIN_ROOT.exec(clean)?.[0];
        const rel = plugin ? clean.slice(plugin.length) : clean.startsWith('./') ? clean.slice(2) : clean;
        const slash = rel.indexOf('/');
        if ((!plugin && slash <= 0) || !/\.[A-Za-z0-9]+$/.test(rel) || isPlaceholder(rel) || /^[a-z][a-z0-9+.-]*:/i.test(rel)) continue;
        if (!plugin && !(STANDARD_FOLDERS as readonly string[]).includes(rel.slice(0, slash)) && !isSkillFolder(rel.slice(0, slash))) continue;
        const column = at + token.indexOf(clean);
        if (out.some((r) => r.line === l.line && r.path === rel) || illustrative(l.line, s.start)) continue;
        const start = l.start + column;
        out.push({ kind: 'path', written: clean, path: rel, base: plugin ? 'plugin' : 'skill', line: l.line, start, end: start + clean.length });
      }
    }
  }
  return out;
}

function isPlaceholder(p: string): boolean {
  return PLACEHOLDER.test(p) || NAME_SLOT.test(p) || LETTER_FOR_NUMBER.test(p);
}

function addLink(out: BodyReference[], line: number, lineStart: number, at: number, raw: string, illustrative: () => boolean): void {
  const inner = raw.startsWith('<') ? raw.slice(1, -1) : raw;
  const plugin = PLUGIN_ROOT.exec(inner)?.[0];
  const written = plugin ? inner.slice(plugin.length) : inner;
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
  if (out.some((r) => r.line === line && r.path === file) || illustrative()) return;
  const start = lineStart + at + (raw.startsWith('<') ? 1 : 0);
  out.push({ kind: 'link', written: inner, path: file, base: plugin ? 'plugin' : 'skill', line, start, end: start + inner.length });
}
