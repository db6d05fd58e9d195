import { MemoKey, memoOf } from '../parse/parseMemo';
import { parseSkill } from '../parse/parseSkill';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { SkillRecord } from '../model/skillRecord';
import { isAlias, isMap, isScalar } from 'yaml';
import type { AgentDeclaration } from './agentDeclaration';
import { headerTextOf } from './agentYaml';
import { duplicatedKeys, renamedApart } from './duplicatedKeys';
import { flowLinesIndented } from './flowLines';
import { headerEmpty } from './keyTypes';
import { quotedValues } from './quotedValues';
import { skillFacts, type SkillFacts } from './skillFacts';

const TRIMMED = new MemoKey<ParsedSkill>('agentParse:openerTrimmed');
const LINE_FEED_ONLY = new MemoKey<ParsedSkill>('agentParse:lineFeedOnly');
const QUOTED = new Map<string, MemoKey<ParsedSkill>>();

/** Per agent: its second reading sets apart the keys it does not read, which differ between agents. */
function quotedKey(agent: AgentDeclaration): MemoKey<ParsedSkill> {
  let key = QUOTED.get(agent.id);
  if (!key) QUOTED.set(agent.id, (key = new MemoKey<ParsedSkill>(`agentParse:quotesOnFailure:${agent.id}`)));
  return key;
}
const FLOW_LINES = new MemoKey<ParsedSkill | undefined>('agentParse:flowLinesFree');
const SPLITS = new Map<string, MemoKey<ParsedSkill>>();

function splitKey(split: RegExp): MemoKey<ParsedSkill> {
  let key = SPLITS.get(split.source);
  if (!key) SPLITS.set(split.source, (key = new MemoKey<ParsedSkill>(`agentParse:split:${split.source}`)));
  return key;
}

/**
 * The parse of the file as an agent with its own cut finds header and body (`parser.split`, a
 * byte-order mark kept in front of the text written again):
 * `parsed` where both cuts agree (see `splitDiffers`); where the agent finds no header and
 * Skillkiln's reading does, the text read with a space before it (no header, the whole file its
 * body: the folder names it); where the agent's header differs, the text written again as `---`,
 * its header, `---`, its body. `parsed` too where that text would not be cut the same way (a
 * header whose first line starts with `---`), and for a header-only parse (the index keeps the
 * whole file where the cuts differ).
 */
function splitParse(split: RegExp, parsed: ParsedSkill): ParsedSkill {
  if (!parsed.complete || !splitDiffers(split, parsed)) return parsed;
  const text = parsed.text.replace(/^\uFEFF/, '');
  // A byte-order mark stays in the text written again: what the agent does about it is its own cause (`bom`).
  const bom = text.length < parsed.text.length ? '\uFEFF' : '';
  const m = split.exec(text);
  // A header that never closes is found by neither: its own cause (`unclosed`) says what the agent does.
  if (!m) return parsed.frontMatter && !parsed.frontMatter.closeRange ? parsed : parseSkill(`${bom} ${text}`);
  const header = m[1] ?? '';
  const body = m[2] ?? '';
  const again = parseSkill(`${bom}---\n${header}\n---\n${body}`);
  const fm = again.frontMatter;
  return fm?.closeRange && again.text.slice(fm.split.content.start, fm.split.content.end) === `${header}\n` && again.text.slice(again.bodyStart) === body ? again : parsed;
}

/** The header an agent's own cut (`parser.split`) finds in the file; undefined where it finds none. */
export function splitHeader(split: RegExp, parsed: ParsedSkill): string | undefined {
  return split.exec(parsed.text.replace(/^\uFEFF/, ''))?.[1];
}

/**
 * True when an agent's own cut (`parser.split`) finds another header than Skillkiln's reading of
 * a complete parse, or a body blank where Skillkiln's is not (or the reverse): all the agent
 * does with the body is refuse a blank one (Cline 3.0.65).
 */
export function splitDiffers(split: RegExp, parsed: ParsedSkill): boolean {
  const m = split.exec(parsed.text.replace(/^\uFEFF/, ''));
  const fm = parsed.frontMatter;
  if (!m) return fm !== undefined;
  if (!fm?.closeRange) return true;
  const header = parsed.text.slice(fm.split.content.start, fm.split.content.end).replace(/\r?\n$/, '');
  return header !== m[1] || ((m[2] ?? '').trim() === '') !== parsed.bodyBlank;
}

/**
 * The parse of a skill as `agent` finds its header: for an agent that takes a first line
 * trimming to `---` as the opening (`parser.openerTrimmed`: `\t---`, ` --- `), the text read with
 * that line as `---` when Skillkiln's own reading finds no header there; otherwise `parsed`.
 * Kept per parse (every rule asks the same agent's outcome).
 */
export function agentParse(agent: AgentDeclaration, parsed: ParsedSkill): ParsedSkill {
  const split = agent.parser.split;
  if (split) return memoOf(parsed, splitKey(split), () => splitParse(split, parsed));
  if (agent.parser.lineFeedOnly && opensOnLoneCr(parsed)) return memoOf(parsed, LINE_FEED_ONLY, () => parseSkill(parsed.text.replace(/^\uFEFF?/, '$& ')));
  const first = agent.parser.openerTrimmed ? trimmedOpener(parsed) : undefined;
  const opened = first === undefined ? parsed : memoOf(parsed, TRIMMED, () => parseSkill(`---${parsed.text.slice(first.length)}`));
  const apart = agent.parser.duplicatesOfReadKeys ? unreadApart(agent, opened) : opened;
  // Quoted again, keys it does not read may turn out written twice (a YAML error hid it): set apart too.
  const apartAgain = agent.parser.duplicatesOfReadKeys ? (p: ParsedSkill) => unreadApart(agent, p) : (p: ParsedSkill) => p;
  return agent.parser.quotesOnFailure ? memoOf(apart, quotedKey(agent), () => quotedParse(apart, apartAgain, agent.flowLinesFree === true)) : apart;
}

const BOM_KEPT = new MemoKey<ParsedSkill>('agentParse:bomKept');

/**
 * The parse an agent's modelled reading of the file (`parser.header`) is handed: the index reads
 * a file without its byte-order mark, where opencode and Kilo read it as it is (their retry finds
 * no header after one). With the mark in front again for such an agent when the file had one and
 * the agent has no effect of its own for it (`bom`, which then decides); `parsed` otherwise.
 */
export function asFileHolds(agent: AgentDeclaration, record: SkillRecord, parsed: ParsedSkill): ParsedSkill {
  if (!record.bom || !agent.parser.header || agent.effects.bom !== undefined || parsed.text.charCodeAt(0) === 0xfeff) return parsed;
  return memoOf(parsed, BOM_KEPT, () => parseSkill(`\uFEFF${parsed.text}`));
}

/** The opening `---` line (its blanks included) ends in a lone CR, not `\r\n` or `\n`. */
function opensOnLoneCr(parsed: ParsedSkill): boolean {
  const fm = parsed.frontMatter;
  return fm !== undefined && parsed.text.charCodeAt(fm.split.open.end) === 13 && parsed.text.charCodeAt(fm.split.open.end + 1) !== 10;
}

const APART = new Map<string, MemoKey<ParsedSkill>>();

/**
 * For an agent that never looks at the keys it does not read (`parser.duplicatesOfReadKeys`):
 * where only such keys are written twice, the text read with each second one named apart, so
 * what it reads (a `metadata` that is no mapping, a name too long) is read as it reads it.
 */
function unreadApart(agent: AgentDeclaration, parsed: ParsedSkill): ParsedSkill {
  if (!parsed.frontMatter?.problems.some((p) => p.yamlCode === 'DUPLICATE_KEY')) return parsed;
  let key = APART.get(agent.id);
  if (!key) APART.set(agent.id, (key = new MemoKey<ParsedSkill>(`agentParse:unreadApart:${agent.id}`)));
  return memoOf(parsed, key, () => {
    const twice = duplicatedKeys(parsed);
    if (twice.some((d) => agent.keys.includes(d.key))) return parsed;
    const again = parseSkill(renamedApart(parsed.text, twice));
    return again.frontMatter?.problems.some((p) => p.yamlCode === 'DUPLICATE_KEY') ? parsed : again;
  });
}

/**
 * For an agent that reads its header again with plain values quoted when the first reading
 * fails (`parser.quotesOnFailure`): that second reading (`apart`: with the keys the agent does
 * not read set apart where written twice) where it succeeds, else the first (the agent then
 * reports the first reading's error). For a libyaml agent (`flowLinesFree`), the lines inside
 * quotes and brackets of the quoted text are indented as in `flowLinesParse` where that alone
 * fails: libyaml reads the second reading as it reads the first (seed 48: a value quoted over
 * lines, one at column 0, then `key: a: b`, loads).
 */
function quotedParse(parsed: ParsedSkill, apart: (again: ParsedSkill) => ParsedSkill, flowLinesFree: boolean): ParsedSkill {
  const fm = parsed.frontMatter;
  if (!fm?.closeRange || !fails(skillFacts(parsed))) return parsed;
  const quoted = quotedValues(headerTextOf(parsed));
  if (quoted === undefined) return parsed;
  const again = apart(withHeader(parsed, quoted));
  if (!fails(skillFacts(again))) return again;
  const moved = flowLinesFree && again.frontMatter?.problems.some((p) => p.kind === 'error') ? flowLinesIndented(quoted) : undefined;
  const movedAgain = moved === undefined ? undefined : apart(withHeader(parsed, moved));
  return movedAgain && !fails(skillFacts(movedAgain)) ? movedAgain : parsed;
}

/**
 * The reading fails: a YAML error (an unquoted `: ` in a value is one to libyaml), a tab as
 * indentation, no mapping, a key written twice (those it does not read are set apart before), a `name` or `description` that is no scalar (a list, a mapping), or a
 * `metadata` that is neither a mapping nor left empty (Codex's struct wants one: observed on
 * 0.171.0, `metadata: {"a": {"b": 1}}` after `description: Use when: x` is refused, since its
 * second reading quotes that line too).
 */
function fails(f: SkillFacts): boolean {
  // A key it reads written twice fails the second reading too (`duplicate field`): the first reading's error is then reported.
  if (f.yamlError || f.tabIndent || f.notMapping || f.duplicateKey) return true;
  if (f.colonTopLevel || f.colonNested || f.colonKeySymbol || f.colonContinued) return true;
  if (!f.header.usable) return false;
  // serde reads any scalar into a text field, a tagged one too (`!!int "7"`).
  const notScalar = (key: string) => {
    const node = f.header.entry(key)?.node;
    // An alias is resolved by serde; what it stands for is taken as fitting (as keyTypes.ts takes it).
    return node !== undefined && node !== null && !isScalar(node) && !isAlias(node);
  };
  if (notScalar('name') || notScalar('description')) return true;
  const meta = f.header.entry('metadata')?.node;
  return !!meta && !isMap(meta) && !headerEmpty(f, 'metadata');
}

/**
 * The first line of a parse that shows no header, when that line trims to `---` without being
 * `---` (what `parser.openerTrimmed` agents open a header with); undefined otherwise. The index
 * keeps such a file's whole text, so these agents can read it.
 */
export function trimmedOpener(parsed: ParsedSkill): string | undefined {
  if (parsed.frontMatter !== undefined) return undefined;
  const text = parsed.text;
  // A byte-order mark is no whitespace to a trim: such a file keeps its own reading.
  if (text.charCodeAt(0) === 0xfeff) return undefined;
  const end = text.indexOf('\n');
  const first = (end === -1 ? text : text.slice(0, end)).replace(/\r$/, '');
  return first.trim() === '---' && first !== '---' ? first : undefined;
}

/**
 * For a libyaml agent (`flowLinesFree`), the skill read with the lines inside quotes and
 * brackets indented under the line that opens them (flowLines.ts), when Skillkiln's own
 * reading of the header fails and that one does not: the header libyaml reads, on the same
 * lines. Undefined otherwise (kept per parse).
 */
export function flowLinesParse(agent: AgentDeclaration, parsed: ParsedSkill): ParsedSkill | undefined {
  const fm = parsed.frontMatter;
  if (!agent.flowLinesFree || !fm?.closeRange || !fm.problems.some((p) => p.kind === 'error')) return undefined;
  return memoOf(parsed, FLOW_LINES, () => {
    const moved = flowLinesIndented(parsed.text.slice(fm.split.content.start, fm.split.content.end));
    if (moved === undefined) return undefined;
    const again = withHeader(parsed, moved);
    return again.frontMatter?.problems.some((p) => p.kind === 'error') ? undefined : again;
  });
}

/** The skill read again with `header` written between its `---` lines in place of its own. */
function withHeader(parsed: ParsedSkill, header: string): ParsedSkill {
  const { start, end } = parsed.frontMatter!.split.content;
  return parseSkill(`${parsed.text.slice(0, start)}${header}${parsed.text.slice(end)}`);
}
