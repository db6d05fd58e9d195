import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';
import { isOwnLimit, nestingExceeds } from '../parse/parseSkill';
import { scannedData } from '../parse/scannedFrontMatter';
import { parsedDocument } from '../parse/parsedDocument';
import type { AgentDeclaration } from './agentDeclaration';
import { flowLinesIndented } from './flowLines';
import { endsInBlockScalar, jsYamlReadsAlike } from './jsYamlAlike';
import { libyamlRefusal } from './libyamlRefusals';

/** What an agent's own YAML library makes of a header: the value it loads, or that it throws. */
export type AgentYamlRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: AgentYamlError };

/** What the library says when it throws: its message's first line and the offset in the header it points at. */
export interface AgentYamlError {
  readonly message: string;
  /** Offset in the header's text (undefined when the library gives none). */
  readonly offset?: number;
}

type Load = (text: string) => unknown;

/**
 * The libraries agents ship that are on npm, by the `npm` spec of their declaration, each
 * loaded on first use (only a selected target asks): the same package at the same version,
 * called as the agent calls it.
 */
const LOADERS: Readonly<Record<string, () => Load>> = {
  // Gemini CLI and Factory Droid: `load` with the default schema.
  'js-yaml@4.1.1': () => {
    const lib = require('js-yaml-4') as { load: Load };
    return (t) => lib.load(t);
  },
  // Augment: `load` with the default schema (4.2 and later drop the blanks before a line break inside quotes).
  'js-yaml@4.3.1': () => {
    const lib = require('js-yaml-4-3') as { load: Load };
    return (t) => lib.load(t);
  },
  // opencode and Kilo: gray-matter's default engine (js-yaml 3's `safeLoad`).
  'gray-matter@4.0.3': () => (require('gray-matter') as { engines: { yaml: { parse: Load } } }).engines.yaml.parse,
  // Cline and pi: `parse` with its defaults (errors throw; warnings are not printed here).
  'yaml@2.9.1': () => {
    const lib = require('yaml') as { parse: (t: string, o: object) => unknown };
    return (t) => lib.parse(t, { logLevel: 'error' });
  },
};

/**
 * Deeper than this, a header is judged by Skillkiln's own model, not handed to the agent's
 * library: `yaml` 2 takes 10 s on 400 nested explicit keys (`? ? ? … x`, 800 bytes), and a
 * hostile header must never stall a lint or the server. Real headers nest a few levels.
 */
export const AGENT_LIBRARY_NESTING = 64;


/** The spec whose loader requires Skillkiln's own `yaml` (the package it parses headers with). */
const OWN_YAML = 'yaml@2.9.1';
/** The specs whose loaders are js-yaml 4 or 3: they take Skillkiln's reading of a header they read alike (jsYamlAlike.ts). */
const JS_YAML = new Set(['js-yaml@4.1.1', 'js-yaml@4.3.1', 'gray-matter@4.0.3']);

const loaded = new Map<string, Load>();
const READS = new Map<string, MemoKey<AgentYamlRead | undefined>>();
const OWN = new Map<string, MemoKey<AgentYamlRead | undefined>>();

/** The npm spec of the agent's YAML library when Skillkiln can read with it (undefined: modelled). */
export function agentYamlSpec(agent: AgentDeclaration): string | undefined {
  const spec = agent.parser.yaml?.npm;
  return spec !== undefined && spec in LOADERS && !agent.parser.lineReader ? spec : undefined;
}

/**
 * The header of `parsed` read with `agent`'s own library (memoized per parse and library), or
 * by its modelled reading (`parser.header`); undefined when the agent's library is modelled
 * without one, or the file has no closed header.
 */
export function agentYamlRead(agent: AgentDeclaration, parsed: ParsedSkill): AgentYamlRead | undefined {
  const fm = parsed.frontMatter;
  const own = agent.parser.header;
  if (own) {
    if (fm?.problems.some(isOwnLimit)) return undefined;
    let key = OWN.get(agent.id);
    if (!key) OWN.set(agent.id, (key = new MemoKey<AgentYamlRead | undefined>(`agentYaml:own:${agent.id}`)));
    return memoOf(parsed, key, () => own(parsed.text, ownYamlValue(parsed)));
  }
  if (agent.flowLinesFree) return libyamlRead(parsed);
  const spec = agentYamlSpec(agent);
  if (spec === undefined || !fm?.closeRange || fm.problems.some(isOwnLimit)) return undefined;
  // Without the last line break, a kept-breaks block (`|+`, `>+2`…) reads otherwise, and so may a
  // header Skillkiln's `yaml` finds errors in (`yaml` 2 takes a quote left open when the header
  // ends on an escaped quote, `k: 'a` then `b: ''`, and refuses it followed by a line break).
  const text = headerTextOf(parsed);
  const cut = agent.headerLastBreakDropped === true && text.endsWith('\n') && (KEEP_BLOCK.test(text) || ownYamlValue(parsed)?.read.ok !== true);
  const memo = cut ? `${spec}:lastBreakDropped` : spec;
  let key = READS.get(memo);
  if (!key) READS.set(memo, (key = new MemoKey<AgentYamlRead | undefined>(`agentYaml:${memo}`)));
  return memoOf(parsed, key, () => {
    if (cut) return yamlReadWith(spec, text.slice(0, -1));
    if (spec === OWN_YAML || JS_YAML.has(spec)) {
      const own = ownYamlValue(parsed);
      if (own && (spec === OWN_YAML || own.jsYamlAlike)) return own.read;
    }
    return yamlReadWith(spec, text);
  });
}

/** A block scalar header with the keep indicator `+` (`|+`, `>+`, `|2+`, `|+2`). */
const KEEP_BLOCK = /[|>](?:[1-9]\+|\+)/;

const LIBYAML = new MemoKey<AgentYamlRead | undefined>('agentYaml:libyaml');

/**
 * For a libyaml agent (`flowLinesFree`): what libyaml refuses that Skillkiln's `yaml` reads
 * (libyamlRefusals.ts); where `yaml` finds errors in the header, its reading once the lines
 * inside quotes and brackets are indented (flowLines.ts), when that loads. Undefined otherwise:
 * the model's reading stands, errors and all.
 */
function libyamlRead(parsed: ParsedSkill): AgentYamlRead | undefined {
  const fm = parsed.frontMatter;
  if (!fm?.closeRange || fm.problems.some(isOwnLimit)) return undefined;
  return memoOf(parsed, LIBYAML, () => {
    if (!fm.problems.some((p) => p.kind === 'error')) {
      // The header as the file holds it: the offsets of its document, and those the finding is placed by.
      const refused = libyamlRefusal(parsed.text.slice(fm.split.content.start, fm.split.content.end), parsedDocument(fm));
      return refused ? { ok: false, error: refused } : undefined;
    }
    const text = flowLinesIndented(headerTextOf(parsed));
    const read = text === undefined ? undefined : yamlReadWith(OWN_YAML, text);
    if (!read?.ok) return undefined;
    // Lines moved: the refusal's offset would be the moved text's.
    const refused = libyamlRefusal(text!);
    return refused ? { ok: false, error: { message: refused.message } } : read;
  });
}

/** Skillkiln's own reading of a header's text with its `yaml` (see `ownYamlValue`). */
export interface OwnYamlValue {
  /** The header's text, as the file holds it between the `---` lines. */
  readonly text: string;
  /** What `yaml`'s `parse` makes of `text` (or throws), with its default options. */
  readonly read: AgentYamlRead;
  /** True when js-yaml 4 and 3 read `text` to the same value (see jsYamlAlike.ts). */
  readonly jsYamlAlike?: boolean;
  /** For a header the scanner read: true when its last line belongs to a block scalar (see jsYamlAlike.ts). */
  readonly endsInBlock?: boolean;
}

const OWN_VALUE = new MemoKey<OwnYamlValue | undefined>('agentYaml:ownValue');
const LONE_CR = /\r(?!\n)/;

/**
 * What `yaml`'s `parse` makes of the header, when Skillkiln's own reading already holds it
 * (memoized per parse): the scanner's value, or the document Skillkiln parsed from the same
 * text (no `\r` in it) with the options `parse` uses but for how errors read — without errors,
 * `parse` returns that document's `toJS()` and throws what it throws. Undefined otherwise:
 * the library has to read the text itself.
 */
export function ownYamlValue(parsed: ParsedSkill): OwnYamlValue | undefined {
  const fm = parsed.frontMatter;
  if (!fm?.closeRange) return undefined;
  return memoOf(parsed, OWN_VALUE, () => {
    const text = parsed.text.slice(fm.split.content.start, fm.split.content.end);
    // A lone `\r` is a line break to Skillkiln's scanner, not to the libraries (yaml 2, Bun): each reads such a
    // header itself, as it does from the index's compact parse of the same file, which holds no scanned value.
    if (LONE_CR.test(text)) return undefined;
    const scanned = scannedData(fm);
    if (scanned) return { text, read: { ok: true, value: scanned }, jsYamlAlike: jsYamlReadsAlike(fm), endsInBlock: endsInBlockScalar(fm) };
    const doc = !text.includes('\r') ? parsedDocument(fm) : undefined;
    if (!doc || doc.errors.length > 0 || nestingExceeds(text, AGENT_LIBRARY_NESTING)) return undefined;
    try {
      return { text, read: { ok: true, value: doc.toJS() }, jsYamlAlike: false };
    } catch (err) {
      return { text, read: { ok: false, error: errorOf(err) }, jsYamlAlike: false };
    }
  });
}

/**
 * A closed header's text, line breaks as one `\n` (pi normalizes them; yaml 2 does not take a
 * lone `\r` for one): the splitter already found its lines, whatever their ending.
 */
export function headerTextOf(parsed: ParsedSkill): string {
  const fm = parsed.frontMatter!;
  return parsed.text.slice(fm.split.content.start, fm.split.content.end).replace(/\r\n?/g, '\n');
}

/**
 * `text` read with the library `spec` names (one of those Skillkiln ships for the agents, loaded
 * on first use); undefined for a library it does not ship or a header nested past
 * AGENT_LIBRARY_NESTING.
 */
export function yamlReadWith(spec: string, text: string): AgentYamlRead | undefined {
  if (!(spec in LOADERS) || nestingExceeds(text, AGENT_LIBRARY_NESTING)) return undefined;
  let load = loaded.get(spec);
  if (!load) loaded.set(spec, (load = LOADERS[spec]!()));
  try {
    return { ok: true, value: load(text) };
  } catch (err) {
    return { ok: false, error: errorOf(err) };
  }
}

/** js-yaml's `reason` and `mark.position`, yaml's first message line and `pos`. */
export function errorOf(err: unknown): AgentYamlError {
  const e = (err ?? {}) as { reason?: unknown; message?: unknown; mark?: { position?: unknown }; pos?: unknown };
  const message = typeof e.reason === 'string' ? e.reason : (String(e.message ?? err).split('\n')[0] ?? '');
  const offset = typeof e.mark?.position === 'number' ? e.mark.position : Array.isArray(e.pos) && typeof e.pos[0] === 'number' ? e.pos[0] : undefined;
  return offset === undefined ? { message } : { message, offset };
}
