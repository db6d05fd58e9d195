/**
 * Invisible characters a reviewer does not see and a model reads: Unicode Tag characters
 * (which spell ASCII text), zero-width characters, bidi controls, variation selectors used
 * to carry bytes, and private-use code points. Legitimate uses are kept: emoji flag tag
 * sequences, ZWJ emoji, ZWNJ/ZWJ inside words of the scripts that need them, one variation
 * selector after the character it styles, LRM/RLM on lines with right-to-left text.
 */

/** What kind of invisible character a run holds. */
export type HiddenKind = 'tag' | 'zero-width' | 'bidi' | 'variation' | 'private-use';

/** A stretch of consecutive invisible characters, with UTF-16 offsets into the text. */
export interface HiddenRun {
  readonly start: number;
  readonly end: number;
  readonly kinds: readonly HiddenKind[];
  /** The code points, in order. */
  readonly codePoints: readonly number[];
}

// Candidates only; each is then judged in its context. Supplementary planes by surrogates:
// tags E0000–E007F and selectors E0100–E01EF (high DB40), private use F0000–10FFFD (DB80–DBFF).
const CANDIDATE = /[\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufe00-\ufe0f\ufeff\uffa0\ue000-\uf8ff]|\udb40[\udc00-\udc7f\udd00-\uddef]|[\udb80-\udbff][\udc00-\udfff]/g;
// The characters a candidate starts with, as one class: far quicker to look for than the
// alternatives above, and most texts have none.
const CANDIDATE_START = /[\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufe00-\ufe0f\ufeff\uffa0\ue000-\uf8ff\udb40\udb80-\udbff]/g;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
// Letters of scripts where ZWNJ/ZWJ change how a word is written (Arabic, Persian, Indic…).
const JOINING_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0900-\u0dff\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff\ua8e0-\ua8ff]/;
const VISIBLE = /[^\s\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufe00-\ufe0f\ufeff\uffa0]/u;

/** The kind of a candidate code point. */
export function kindOf(cp: number): HiddenKind {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)) return 'variation';
  if ((cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000) return 'private-use';
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0x200e || cp === 0x200f || cp === 0x061c) return 'bidi';
  return 'zero-width';
}

/** True when `text` holds a character this module would judge hidden somewhere (cheap pre-check). */
export function mayHoldHidden(text: string, from = 0, to = text.length): boolean {
  const first = firstCandidateStart(text, from, to);
  if (first < 0) return false;
  CANDIDATE.lastIndex = first;
  const m = CANDIDATE.exec(text);
  return m !== null && m.index < to;
}

/** Where the first candidate of `text[from, to)` may start (-1: none can). */
function firstCandidateStart(text: string, from: number, to: number): number {
  CANDIDATE_START.lastIndex = from;
  const m = CANDIDATE_START.exec(text);
  return m !== null && m.index < to ? m.index : -1;
}

/** The hidden runs of `text[from, to)`, in order. */
export function findHiddenRuns(text: string, from = 0, to = text.length): HiddenRun[] {
  const runs: HiddenRun[] = [];
  let open: { start: number; end: number; kinds: Set<HiddenKind>; cps: number[] } | undefined;
  const close = () => {
    if (open) runs.push({ start: open.start, end: open.end, kinds: [...open.kinds], codePoints: open.cps });
    open = undefined;
  };
  const first = firstCandidateStart(text, from, to);
  if (first < 0) return runs;
  const rtl = rtlLines(text);
  CANDIDATE.lastIndex = first;
  for (let m = CANDIDATE.exec(text); m && m.index < to; m = CANDIDATE.exec(text)) {
    const at = m.index;
    const cp = m[0].codePointAt(0)!;
    const skip = legitimateSpan(text, at, cp, rtl);
    if (skip > 0) {
      CANDIDATE.lastIndex = at + skip;
      continue;
    }
    if (open && open.end !== at) close();
    open ??= { start: at, end: at, kinds: new Set(), cps: [] };
    open.end = at + m[0].length;
    open.kinds.add(kindOf(cp));
    open.cps.push(cp);
  }
  close();
  return runs;
}

/**
 * Whether the line holding an offset has right-to-left text, remembered for the last line
 * asked (a line of a thousand marks is looked at once, not once per mark).
 */
function rtlLines(text: string): (at: number) => boolean {
  let start = -1;
  let end = -1;
  let rtl = false;
  return (at) => {
    if (at < start || at >= end) {
      start = text.lastIndexOf('\n', at) + 1;
      end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      rtl = RTL.test(text.slice(start, end));
    }
    return rtl;
  };
}

const isBlank = (cp: number | undefined) => cp === undefined || cp === 0x20 || cp === 0x09 || cp === 0x0a || cp === 0x0d || cp === 0x60 || cp === 0x7e;
const isPrivateUse = (cp: number | undefined) => cp !== undefined && ((cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000);

/**
 * How many UTF-16 units from `at` are a legitimate use (0: hidden). A BOM opening the text,
 * a flag tag sequence, a ZWJ emoji, a joiner inside a word, one selector after its base, a
 * lone zero-width space beside a space, a line end or a code fence (it escapes a nested
 * fence; inside a word it splits a keyword), one private-use character alone (an icon font's glyph).
 */
function legitimateSpan(text: string, at: number, cp: number, rtl: (at: number) => boolean): number {
  if (cp === 0xfeff && at === 0) return 1;
  if (cp === 0x200b) {
    const before = previousCodePoint(text, at);
    const after = text.codePointAt(at + 1);
    const lone = before !== 0x200b && after !== 0x200b;
    return lone && (isBlank(before) || isBlank(after)) ? 1 : 0;
  }
  if (cp >= 0xe000 && cp <= 0xf8ff || cp >= 0xf0000) {
    const width = cp > 0xffff ? 2 : 1;
    return !isPrivateUse(previousCodePoint(text, at)) && !isPrivateUse(text.codePointAt(at + width)) ? width : 0;
  }
  if (cp >= 0xe0020 && cp <= 0xe007f) return flagTagLength(text, at);
  if (cp === 0x200d || cp === 0x200c) {
    const before = previousCodePoint(text, at);
    const after = text.codePointAt(at + 1);
    if (before === undefined || after === undefined) return 0;
    const b = String.fromCodePoint(before);
    const a = String.fromCodePoint(after);
    if (cp === 0x200d && (PICTOGRAPHIC.test(b) || before === 0xfe0f || (before >= 0x1f3fb && before <= 0x1f3ff)) && PICTOGRAPHIC.test(a)) return 1;
    return JOINING_SCRIPT.test(b) && JOINING_SCRIPT.test(a) ? 1 : 0;
  }
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)) {
    const before = previousCodePoint(text, at);
    const next = text.codePointAt(at + (cp > 0xffff ? 2 : 1));
    const single = next === undefined || !(kindOf(next) === 'variation' && isSelector(next));
    const base = before !== undefined && !isSelector(before) && VISIBLE.test(String.fromCodePoint(before));
    // Ideographic selectors (E0100+) follow CJK ideographs; standard ones follow anything visible.
    const fits = cp < 0x10000 || (before !== undefined && before >= 0x3400);
    return single && base && fits ? (cp > 0xffff ? 2 : 1) : 0;
  }
  if (cp === 0x200e || cp === 0x200f || cp === 0x061c) return rtl(at) ? 1 : 0;
  return 0;
}

function isSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/** A subdivision flag: U+1F3F4, 2–7 tag letters or digits, CANCEL TAG. Its tag part's length, else 0. */
function flagTagLength(text: string, at: number): number {
  if (previousCodePoint(text, at) !== 0x1f3f4) return 0;
  let i = at;
  let count = 0;
  for (;;) {
    const cp = text.codePointAt(i);
    if (cp === 0xe007f) return count >= 2 && count <= 7 ? i + 2 - at : 0;
    if (cp === undefined || !((cp >= 0xe0061 && cp <= 0xe007a) || (cp >= 0xe0030 && cp <= 0xe0039))) return 0;
    count++;
    i += 2;
  }
}

function previousCodePoint(text: string, at: number): number | undefined {
  if (at <= 0) return undefined;
  const low = text.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(at - 2);
  }
  return low;
}

/**
 * The text hidden characters spell, when they spell one: Tag characters map to ASCII
 * (U+E0041 is `A`); variation selectors carry one byte each (VS1–16 are 0–15, VS17–256
 * are 16–255), read as UTF-8. Undefined when nothing readable comes out.
 */
export function decodeHidden(codePoints: readonly number[]): string | undefined {
  let tags = '';
  const bytes: number[] = [];
  for (const cp of codePoints) {
    if (cp >= 0xe0020 && cp <= 0xe007e) tags += String.fromCharCode(cp - 0xe0000);
    else if (cp >= 0xfe00 && cp <= 0xfe0f) bytes.push(cp - 0xfe00);
    else if (cp >= 0xe0100 && cp <= 0xe01ef) bytes.push(cp - 0xe0100 + 16);
  }
  let carried = '';
  if (bytes.length >= 2) {
    carried = new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes));
    // Bytes that are not text are not a message: show code points instead.
    const printable = [...carried].filter((c) => /[\p{L}\p{N}\p{P}\p{S} ]/u.test(c)).length;
    if (printable < [...carried].length * 0.8) carried = '';
  }
  const out = (tags + carried).trim();
  return out.length > 0 ? out : undefined;
}

const NAMES: Record<number, string> = {
  0x00ad: 'soft hyphen', 0x034f: 'combining grapheme joiner', 0x061c: 'Arabic letter mark', 0x115f: 'Hangul choseong filler', 0x1160: 'Hangul jungseong filler',
  0x180e: 'Mongolian vowel separator', 0x200b: 'zero width space', 0x200c: 'zero width non-joiner', 0x200d: 'zero width joiner', 0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark', 0x202a: 'left-to-right embedding', 0x202b: 'right-to-left embedding', 0x202c: 'pop directional formatting', 0x202d: 'left-to-right override',
  0x202e: 'right-to-left override', 0x2060: 'word joiner', 0x2061: 'function application', 0x2062: 'invisible times', 0x2063: 'invisible separator', 0x2064: 'invisible plus',
  0x2066: 'left-to-right isolate', 0x2067: 'right-to-left isolate', 0x2068: 'first strong isolate', 0x2069: 'pop directional isolate', 0x3164: 'Hangul filler',
  0xfeff: 'zero width no-break space', 0xffa0: 'halfwidth Hangul filler',
};

/** The French names of the characters above (the names of the French edition of ISO/IEC 10646, in lower case). */
const NAMES_FR: Record<number, string> = {
  0x00ad: 'trait d’union conditionnel', 0x034f: 'gluon de graphèmes combinatoire', 0x061c: 'marque de lettre arabe', 0x115f: 'remplissage initial hangûl', 0x1160: 'remplissage médian hangûl',
  0x180e: 'séparateur de voyelles mongol', 0x200b: 'espace sans chasse', 0x200c: 'antiliant sans chasse', 0x200d: 'liant sans chasse', 0x200e: 'marque gauche-à-droite',
  0x200f: 'marque droite-à-gauche', 0x202a: 'enchâssement gauche-à-droite', 0x202b: 'enchâssement droite-à-gauche', 0x202c: 'dépilement de formatage directionnel', 0x202d: 'forçage gauche-à-droite',
  0x202e: 'forçage droite-à-gauche', 0x2060: 'gluon de mots', 0x2061: 'application de fonction', 0x2062: 'multiplication invisible', 0x2063: 'séparateur invisible', 0x2064: 'plus invisible',
  0x2066: 'isolat gauche-à-droite', 0x2067: 'isolat droite-à-gauche', 0x2068: 'isolat de première forte', 0x2069: 'dépilement d’isolat directionnel', 0x3164: 'remplissage hangûl',
  0xfeff: 'espace insécable sans chasse', 0xffa0: 'remplissage hangûl demi-chasse',
};

const GROUPS: Readonly<Record<'tag' | 'private-use' | 'variation', { en: string; fr: string }>> = {
  tag: { en: 'Unicode Tag characters (U+E0000–U+E007F)', fr: 'caractères d’étiquette Unicode (U+E0000–U+E007F)' },
  'private-use': { en: 'private-use characters', fr: 'caractères à usage privé' },
  variation: { en: 'variation selectors', fr: 'sélecteurs de variante' },
};

/** `U+200B zero width space ×3, U+202E right-to-left override`: what a run is made of, grouped, in the message's language. */
export function describeCodePoints(codePoints: readonly number[], locale: 'en' | 'fr' = 'en', max = 4): string {
  const counts = new Map<string, number>();
  for (const cp of codePoints) {
    const kind = kindOf(cp);
    const name = locale === 'fr' ? NAMES_FR[cp] ?? 'caractère invisible' : NAMES[cp] ?? 'invisible character';
    const label = kind === 'tag' || kind === 'private-use' || kind === 'variation' ? GROUPS[kind][locale] : `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${name}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const parts = [...counts].map(([label, n]) => (n > 1 ? `${label} ×${n}` : label));
  return parts.length > max ? `${parts.slice(0, max).join(', ')}, …` : parts.join(', ');
}

/** Hidden text as a message shows it: one line, control characters escaped, at most `max` characters. */
export function quoteHidden(text: string, max = 160): string {
  const flat = text.replace(/\r\n|\r|\n/g, '⏎').replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}

/** Every regular expression this module runs on text, for the test that checks each is linear. */
export const HIDDEN_TEXT_PATTERNS: readonly RegExp[] = [CANDIDATE, CANDIDATE_START, RTL, JOINING_SCRIPT, VISIBLE];
