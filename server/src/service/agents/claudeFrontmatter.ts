import { nestingExceeds } from '../parse/parseSkill';
import { AGENT_LIBRARY_NESTING, errorOf, type AgentYamlRead, type OwnYamlValue } from './agentYaml';
import { bunYamlParse, crlfQuoted } from './bunYaml';

/** Claude Code's header split (read in its 2.1.197 bundle): lazy up to the first `---`, even mid-line. */
export const CLAUDE_HEADER_CUT = /^---\s*\n([\s\S]*?)---\s*\n?/;

/** Values its retry quotes (its own pattern): a character YAML reserves, or `: `. */
const RESERVED = /[{}[\]*&#!|>%@`]|: /;

/** A line opening a `{` or `[` it does not close on the same line (roughly: the model decides). */
const MULTI_LINE_FLOW = /[{[][^\n}\]]*$/m;

/**
 * Claude Code's reading of a SKILL.md header, as its bundle does it: the text between the
 * opening `---` line and the first `---` after it (mid-line too: `a --- b` closes the header after
 * `a `), read with Bun.YAML; when that throws, read again with each top-level `key: value` whose
 * value holds a reserved character quoted, and leading tabs turned into two spaces each. A value
 * that is not a mapping reads as an empty header. Undefined when no header opens the file.
 * `own`, Skillkiln's `yaml` reading of its header, is taken when Claude Code cut the same text and
 * it holds nothing Bun reads otherwise (see `bunYamlParse`): no merge key, no tag, no quoted value
 * over a `\r\n` break; a key written
 * twice or a plain value starting with `,` is an error there, and then Bun is modelled on the text.
 */
export function claudeHeaderRead(text: string, own?: OwnYamlValue): AgentYamlRead | undefined {
  const m = CLAUDE_HEADER_CUT.exec(text);
  if (!m) return undefined;
  const header = m[1] ?? '';
  // Deeper, the header is left to Skillkiln's own model, as for the libraries it loads.
  if (nestingExceeds(header, AGENT_LIBRARY_NESTING)) return undefined;
  // A flow collection over several lines may be one Bun refuses (see `bunYamlParse`): modelled on the text.
  if (own?.read.ok && own.text === header && !header.includes('<<') && !header.includes('!') && !MULTI_LINE_FLOW.test(header) && crlfQuoted(header) === header) return own.read;
  try {
    return { ok: true, value: bunYamlParse(header) };
  } catch {
    try {
      return { ok: true, value: bunYamlParse(requoted(header).replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length))) };
    } catch (err) {
      // Its message only: an offset in the re-quoted text is not one in the file.
      return { ok: false, error: { message: errorOf(err).message } };
    }
  }
}

/**
 * Its retry's quoting, line by line: `key: value` (a key of letters, `_` and `-`) whose value is
 * not already quoted nor a flow list Bun reads as a list, and holds a reserved character, becomes
 * `key: "value"` with `\` and `"` escaped. A line ending in `\r` never matches (`.` stops at it).
 */
export function requoted(header: string): string {
  return header
    .split('\n')
    .map((line) => {
      const m = /^([a-zA-Z_-]+):\s+(.+)$/.exec(line);
      const key = m?.[1];
      const value = m?.[2];
      if (!key || !value) return line;
      if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) return line;
      if (value.startsWith('[') && value.endsWith(']') && readsAsList(value)) return line;
      return RESERVED.test(value) ? `${key}: "${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : line;
    })
    .join('\n');
}

function readsAsList(value: string): boolean {
  try {
    return Array.isArray(bunYamlParse(value));
  } catch {
    return false;
  }
}
