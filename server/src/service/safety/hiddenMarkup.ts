import { findCodeSpans, isInSpans, type TextSpan } from '../profiles/shared/markdownCodeSpans';
import type { MarkdownLink } from '../profiles/shared/markdownLinks';

/** Markdown that the rendered view hides and the agent reads in the raw file. */
export interface HiddenMarkup {
  readonly kind: 'comment' | 'definition' | 'element';
  readonly start: number;
  readonly end: number;
  /** The hidden words, whitespace collapsed. */
  readonly text: string;
}

/** Link text that reads as one address while the link goes to another. */
export interface MismatchedLink {
  readonly start: number;
  readonly end: number;
  readonly shownHost: string;
  readonly targetHost: string;
  readonly target: string;
}

// Tool directives and markers, not prose: `<!-- markdownlint-disable MD013 -->`, `<!-- toc -->`.
const DIRECTIVE = /^\s*(markdownlint|prettier|eslint|cspell|vale|textlint|toc|omit|end|begin|start|region|endregion|#region|@|[a-z0-9_-]+:(start|end)\b)/i;
// Words that address the reader who acts on the file: the agent, or the author told what to do.
const INSTRUCTION = /\b(ignore|disregard|forget|must|never|always|do not|don't|you|your|assistant|agent|model|llm|instructions?|system prompt|execute|run|send|upload)\b/i;
// Phrases of prompt injection: an instruction whatever the length.
const INJECTION = /\b(ignore|disregard|forget|override)\b.{0,40}\b(previous|prior|above|earlier|all|any|other)\b.{0,40}\b(instructions?|rules|prompts?|guidelines)\b|\bsystem prompt\b|\b(do not|don't|never) (tell|mention|reveal|inform|show)\b|\bwithout (telling|asking|informing)\b|\b(secretly|silently|quietly)\b/i;
const MIN_WORDS = 8;
// `[//]: # (text)`, `[comment]: <> (text)`: the link-definition comment trick.
const DEFINITION_COMMENT = /^[ \t]{0,3}\[([^\]\n]+)\]:[ \t]*(?:#|<>|<#>)[ \t]+(?:\(([^)\n]*)\)|"([^"\n]*)"|'([^'\n]*)')[ \t]*$/gm;
const HIDDEN_ELEMENT = /<([a-z][a-z0-9]*)\b[^>]*?(?:\shidden(?=[\s=>/])|style\s*=\s*["'][^"']*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0)[^"']*["'])[^>]*>([\s\S]*?)<\/\1\s*>/gi;

/** True when hidden words read as an instruction to whoever reads the raw file. */
export function readsAsInstruction(text: string): boolean {
  if (DIRECTIVE.test(text)) return false;
  if (INJECTION.test(text)) return true;
  // Addresses and paths are not words of a sentence.
  const words = text.replace(/\S*[/:]\S*/g, ' ').match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return words.length >= MIN_WORDS && INSTRUCTION.test(text);
}

/** What a text may hold, from cheap looks: most texts have none of these constructs. */
function cheapLooks(text: string, from: number): { comments: boolean; definitions: boolean; elements: boolean } {
  return {
    comments: text.includes('<!--', from),
    definitions: text.includes(']:', from),
    elements: text.includes('</', from) && /hidden|display|visibility|font-size/i.test(text),
  };
}

/** False when `text[from…]` cannot hold hidden markup (the expensive search is then skipped). */
export function mayHoldHiddenMarkup(text: string, from: number): boolean {
  const looks = cheapLooks(text, from);
  return looks.comments || looks.definitions || looks.elements;
}

/**
 * HTML comments, link-definition comments and `hidden` / `display:none` elements of the
 * markdown `text[from…]` that hold instructions (see `readsAsInstruction`). Code (fences and
 * inline code) is shown by the preview, so what is written there is not hidden.
 */
export function findHiddenMarkup(text: string, from: number, spans: readonly TextSpan[] = findCodeSpans(text, from)): HiddenMarkup[] {
  const out: HiddenMarkup[] = [];
  const keep = (kind: HiddenMarkup['kind'], start: number, end: number, words: string) => {
    const flat = words.replace(/\s+/g, ' ').trim();
    if (readsAsInstruction(flat)) out.push({ kind, start, end, text: flat });
  };
  for (const s of spans) {
    if (text.startsWith('<!--', s.start)) keep('comment', s.start, s.end, text.slice(s.start + 4, text.endsWith('-->', s.end) ? s.end - 3 : s.end));
  }
  const looks = cheapLooks(text, from);
  for (const re of [DEFINITION_COMMENT, HIDDEN_ELEMENT]) {
    if (!(re === DEFINITION_COMMENT ? looks.definitions : looks.elements)) continue;
    re.lastIndex = from;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (isInSpans(spans, m.index)) continue;
      if (re === DEFINITION_COMMENT) keep('definition', m.index, m.index + m[0].length, m[2] ?? m[3] ?? m[4] ?? '');
      else keep('element', m.index, m.index + m[0].length, m[2]!.replace(/<[^>]*>/g, ' '));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const URL_LIKE = /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?::\d+)?(?:[/?#]\S*)?$/i;
// Without a scheme or `www.`, text reads as an address only with a common top-level domain
// (`llms.txt`, `wsl.exe`, `ammo.js` are file names).
const BARE_TLD = /\.(com|org|net|io|dev|ai|app|co|gov|edu|info|biz|us|uk|de|fr|eu|xyz|cloud|tech|site|online|me)$/i;

/** The host of an address, lowercased, without `www.`. */
function hostOf(address: string): string | undefined {
  const m = URL_LIKE.exec(address.trim());
  return m ? m[1]!.toLowerCase().replace(/^www\./, '') : undefined;
}

/** Inline links (of a markdown text's `links`) whose text is an address on another host than the target's. */
export function findMismatchedLinks(links: readonly MarkdownLink[]): MismatchedLink[] {
  const out: MismatchedLink[] = [];
  for (const link of links) {
    if (link.kind !== 'inline' || !/^https?:\/\//i.test(link.target)) continue;
    const text = link.text.replace(/^[`<*_]+|[`>*_]+$/g, '');
    const shown = hostOf(text);
    if (shown && !/^(https?:\/\/|www\.)/i.test(text) && !BARE_TLD.test(shown)) continue;
    const target = hostOf(link.target);
    if (!shown || !target) continue;
    // `docs.example.com` shown for `example.com/docs` (or the reverse) is the same site.
    if (shown === target || shown.endsWith(`.${target}`) || target.endsWith(`.${shown}`)) continue;
    out.push({ start: link.start, end: link.end, shownHost: shown, targetHost: target, target: link.target });
  }
  return out;
}
