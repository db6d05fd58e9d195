import type { OracleListing, OracleListingEntry } from '../oracle';
import type { RecordedRequest } from './recordingServer';

/** The first of the two lines opencode and Kilo put before `<available_skills>`. */
export const OPENCODE_LISTING_MARKER = 'Skills provide specialized instructions and workflows for specific tasks.\n';
const OPEN = '<available_skills>\n';
const CLOSE = '</available_skills>';

/** The system prompt of each chat-completions request, in order (text parts joined). */
export function systemPrompts(requests: readonly RecordedRequest[]): string[] {
  const out: string[] = [];
  for (const q of requests) {
    const messages = (q.body as { messages?: { role?: string; content?: unknown }[] } | undefined)?.messages ?? [];
    for (const m of messages) {
      if (m.role !== 'system') continue;
      const c = m.content;
      out.push(typeof c === 'string' ? c : Array.isArray(c) ? c.map((p: { text?: string }) => p.text ?? '').join('') : '');
    }
  }
  return out;
}

/** The skills block (marker through `</available_skills>`) of the first system prompt that has one. */
export function findOpencodeListing(prompts: readonly string[]): string | undefined {
  for (const prompt of prompts) {
    const a = prompt.indexOf(OPENCODE_LISTING_MARKER);
    const b = a < 0 ? -1 : prompt.indexOf(CLOSE, a);
    if (b > a) return prompt.slice(a, b + CLOSE.length);
  }
  return undefined;
}

/** One `<skill>` element with its fields as written (the location still escaped). */
interface Element {
  readonly text: string;
  readonly name: string;
  readonly location: string;
}

const ELEMENT = / {2}<skill>\n {4}<name>([\s\S]*?)<\/name>\n {4}<description>[\s\S]*?<\/description>\n {4}<location>([^\n]*)<\/location>\n {2}<\/skill>\n/y;

/** The elements of a block in order; throws when the block is not made of them only. */
function elementsOf(raw: string): Element[] {
  const at = raw.indexOf(OPEN);
  if (at < 0) throw new Error(`unexpected skills block: ${raw.slice(0, 200)}`);
  const out: Element[] = [];
  let pos = at + OPEN.length;
  ELEMENT.lastIndex = pos;
  for (let m = ELEMENT.exec(raw); m; m = ELEMENT.exec(raw)) {
    out.push({ text: m[0].slice(0, -1), name: m[1] ?? '', location: m[2] ?? '' });
    pos = ELEMENT.lastIndex;
  }
  if (raw.slice(pos) !== CLOSE) throw new Error(`skills block not made of <skill> elements only, near: ${raw.slice(pos, pos + 200)}`);
  return out;
}

/** The entity escapes opencode applies to a location, undone. */
function unescapeLocation(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/**
 * Splits the block: elements whose location is not a project file (`<built-in>`, `builtin`) are
 * the agent's own skills, cut out of the text with the line break that follows each. With no
 * project skill left the text is empty (Skillkiln shows no block then).
 */
export function splitOpencodeListing(raw: string, isProjectFile: (location: string) => boolean): OracleListing {
  const entries: OracleListingEntry[] = [];
  const builtins: string[] = [];
  let text = raw;
  for (const e of elementsOf(raw)) {
    if (isProjectFile(unescapeLocation(e.location))) entries.push({ name: e.name, text: e.text });
    else {
      builtins.push(e.name);
      text = text.replace(`${e.text}\n`, () => '');
    }
  }
  return { raw, text: entries.length > 0 ? text : '', entries, builtins };
}
