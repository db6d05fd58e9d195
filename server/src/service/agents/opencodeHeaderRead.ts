import { nestingExceeds } from '../parse/parseSkill';
import { AGENT_LIBRARY_NESTING, errorOf, type AgentYamlRead } from './agentYaml';

type Matter = (text: string, options: object) => { data: unknown };
let matter: Matter | undefined;

/** Their retry's cut (read in both binaries): the first `---` line after the opening one. */
const RETRY_HEADER = /^---\r?\n([\s\S]*?)\r?\n---/;
/** The top-level lines their retry rewrites: a key of letters, digits and `_` (no `-`). */
const RETRY_LINE = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/;

/**
 * opencode's reading of a SKILL.md (`ConfigMarkdown.parse`, read in the opencode 1.18.33 binary):
 * gray-matter 4.0.3 on the whole text, itself (npm, loaded on first use), then once more when that
 * throws, on the text its `sanitize` rewrote: each top-level `key: a: b` made a `key: |-` block.
 * gray-matter's own cut is what the header model does not have: a byte-order mark is stripped,
 * and the header ends at the first line starting with `---`, without the line break before it
 * (a `|+` value keeps one line break less). Undefined when the text opens no header, one that
 * never closes, or one nesting past AGENT_LIBRARY_NESTING: the model judges those.
 */
export function opencodeHeaderRead(text: string): AgentYamlRead | undefined {
  return grayMatterRead(text, (key, value) => [`${key}: |-`, `  ${value}`]);
}

/**
 * Kilo's reading of a SKILL.md (its skill loader's `parse`, read in the Kilo 7.7.9 binary):
 * opencode's, but its retry double-quotes the value (`\` and `"` escaped) on the same line, so
 * the lines of a value going on below break the YAML again.
 */
export function kiloHeaderRead(text: string): AgentYamlRead | undefined {
  return grayMatterRead(text, (key, value) => [`${key}: "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`]);
}

/** How a retry rewrites one top-level `key: value` line whose value holds `:`. */
type Rewrite = (key: string, value: string) => string[];

function grayMatterRead(text: string, rewrite: Rewrite): AgentYamlRead | undefined {
  const opened = text.replace(/^\uFEFF/, '');
  if (!opened.startsWith('---')) return undefined;
  const close = opened.indexOf('\n---', 3);
  // A header that never closes is the whole file to gray-matter, but the index keeps only the
  // opening line of such a file for the catalog: left to the model (it skips the skill).
  if (close < 0 || nestingExceeds(opened.slice(3, close), AGENT_LIBRARY_NESTING)) return undefined;
  matter ??= require('gray-matter') as Matter;
  // Options (the defaults) keep gray-matter from caching every file it reads, as it does without.
  try {
    return { ok: true, value: matter(text, {}).data };
  } catch {
    try {
      return { ok: true, value: matter(sanitized(text, rewrite), {}).data };
    } catch (err) {
      return { ok: false, error: errorOf(err) };
    }
  }
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
