import { nestingExceeds } from '../parse/parseSkill';
import { AGENT_LIBRARY_NESTING, errorOf, type AgentYamlRead, type OwnYamlValue } from './agentYaml';

type Matter = (text: string, options: object) => { data: unknown };
let matter: Matter | undefined;

/** Their retry's cut (read in both binaries): the first `---` line after the opening one. */
const RETRY_HEADER = /^---\r?\n([\s\S]*?)\r?\n---/;
/** A header Skillkiln's own reading opens: a `---` line first (the index keeps such a file up to its header's end, or whole when it never closes). */
const SKILLKILN_OPENER = /^---[ \t]*(?:\r?\n|$)/;
/** The top-level lines their retry rewrites: a key of letters, digits and `_` (no `-`). */
const RETRY_LINE = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/;

/**
 * opencode's reading of a SKILL.md (`ConfigMarkdown.parse`, read in the opencode 1.18.33 binary):
 * gray-matter 4.0.3 on the whole text, itself (npm, loaded on first use), then once more when that
 * throws, on the text its `sanitize` rewrote: each top-level `key: a: b` made a `key: |-` block.
 * gray-matter's own cut is what the header model does not have: a byte-order mark is stripped,
 * and the header ends at the first line starting with `---`, without the line break before it
 * (a `|+` value keeps one line break less), and a header that never closes is the whole file
 * (it loads when all the file is YAML: `---\nname: x\n` and nothing else, observed). Undefined
 * when Skillkiln's own reading opens no header or one nesting past AGENT_LIBRARY_NESTING: the
 * model judges those.
 */
export function opencodeHeaderRead(text: string, own?: OwnYamlValue): AgentYamlRead | undefined {
  return grayMatterRead(text, own, (key, value) => [`${key}: |-`, `  ${value}`]);
}

/**
 * Kilo's reading of a SKILL.md (its skill loader's `parse`, read in the Kilo 7.7.9 binary):
 * opencode's, but its retry double-quotes the value (`\` and `"` escaped) on the same line, so
 * the lines of a value going on below break the YAML again.
 */
export function kiloHeaderRead(text: string, own?: OwnYamlValue): AgentYamlRead | undefined {
  return grayMatterRead(text, own, (key, value) => [`${key}: "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`]);
}

/** How a retry rewrites one top-level `key: value` line whose value holds `:`. */
type Rewrite = (key: string, value: string) => string[];

function grayMatterRead(text: string, own: OwnYamlValue | undefined, rewrite: Rewrite): AgentYamlRead | undefined {
  const first = firstRead(text, own);
  if (!first || first.read) return first?.read;
  // Their retry reads the file as it is: after a byte-order mark its `^---` finds no header to rewrite (observed).
  const again = text.charCodeAt(0) === 0xfeff ? first.opened : sanitized(first.opened, rewrite);
  try {
    return { ok: true, value: matter!(again, {}).data };
  } catch (err) {
    // js-yaml's offset is in the text after `---` (its line break first); in a rewritten header it is nowhere in the file.
    const { message, offset } = errorOf(err);
    return { ok: false, error: again === first.opened && offset !== undefined && offset > 0 && !text.includes('\r') ? { message, offset: offset - 1 } : { message } };
  }
}

/** gray-matter's first reading of a file: the text it was handed, and what it loaded (undefined: it threw). */
interface FirstRead {
  readonly opened: string;
  readonly read?: AgentYamlRead;
}

/**
 * The last file's first reading: opencode and Kilo read it alike and differ only in their retry,
 * and are judged one after the other on the same text, so the second takes the first's.
 */
let last: { readonly text: string; readonly own: OwnYamlValue | undefined; readonly first: FirstRead | undefined } | undefined;

/** gray-matter's first reading of `text`, undefined where it is left to the model (see `opencodeHeaderRead`). */
function firstRead(text: string, own: OwnYamlValue | undefined): FirstRead | undefined {
  if (last?.text !== text || last.own !== own) last = { text, own, first: readFirst(text, own) };
  return last.first;
}

function readFirst(text: string, own: OwnYamlValue | undefined): FirstRead | undefined {
  // A lone `\r` as `\n`: it is a line break to Skillkiln's reading of every other agent too. A
  // `\r\n` stays: gray-matter cuts the header before `\n---`, and the `\r` left at its end is one
  // more line break to js-yaml (agent fuzzer: `description: >+` then a blank line lists `\n`).
  const opened = text.replace(/^\uFEFF/, '').replace(/\r(?!\n)/g, '\n');
  // Read only where Skillkiln's own reading opens a header too (a `---` line): the index keeps
  // a file without one only up to where its body starts. gray-matter would also open on `---yaml`
  // or `----`: those are left to the model.
  if (!SKILLKILN_OPENER.test(opened)) return undefined;
  // No `\n---` after the opening: gray-matter takes the whole file for the header.
  const found = opened.indexOf('\n---', 3);
  if (own && sameHeaderAlike(opened, found, own)) return { opened, read: own.read };
  const close = found === -1 ? opened.length : found;
  if (nestingExceeds(opened.slice(3, close), AGENT_LIBRARY_NESTING)) return undefined;
  matter ??= require('gray-matter') as Matter;
  // Options (the defaults) keep gray-matter from caching every file it reads, as it does without.
  // It is handed the text up to its closing `\n---` only: its data is read from there and no
  // further, and it copies and hashes all it is handed (a 50 KB body for a 200-byte header).
  try {
    return { opened, read: { ok: true, value: matter(found === -1 ? opened : opened.slice(0, close + 4), {}).data } };
  } catch {
    return { opened };
  }
}

/**
 * True when gray-matter hands js-yaml 3 the very header Skillkiln read, but for its last line
 * break, and js-yaml 3 reads it alike (see jsYamlAlike.ts): Skillkiln's reading is then its.
 * The last line break only counts to a block scalar ending the header (`|+` keeps it): a header
 * whose last line is blank, or indented inside a block scalar, is left to gray-matter.
 */
function sameHeaderAlike(opened: string, found: number, own: OwnYamlValue): boolean {
  if (!own.jsYamlAlike || !own.read.ok || found === -1 || !opened.startsWith('---\n')) return false;
  const text = own.text;
  if (text.length !== found - 3 || !text.endsWith('\n') || !opened.startsWith(text.slice(0, -1), 4)) return false;
  // Blank lines at its end may belong to a block scalar too (`|+` keeps them).
  if (text.endsWith('\n\n')) return false;
  return text.charCodeAt(text.lastIndexOf('\n', text.length - 2) + 1) !== 32 || own.endsInBlock === false;
}

/**
 * Their `sanitize`: each top-level `key: value` line whose unquoted value holds `:` is rewritten;
 * comments, blank and indented lines, and values that are empty, `>`, `|` or quoted stay as they are.
 */
export function sanitized(text: string, rewrite: Rewrite): string {
  const header = RETRY_HEADER.exec(text)?.[1];
  if (header === undefined) return text;
  const lines = header.split(/\r?\n/).flatMap((line) => {
    if (line.trim().startsWith('#') || line.trim() === '' || /^\s+/.test(line)) return [line];
    const m = RETRY_LINE.exec(line);
    if (!m) return [line];
    const value = m[2]!.trim();
    if (value === '' || value === '>' || value === '|' || value.startsWith('"') || value.startsWith("'") || !value.includes(':')) return [line];
    return rewrite(m[1]!, value);
  });
  return text.replace(header, () => lines.join('\n'));
}
