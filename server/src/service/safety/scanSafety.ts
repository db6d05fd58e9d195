import type { LocalizedText } from '../model/finding';
import { countEn, countFr } from '../text/numbers';
import { findCodeSpans, type TextSpan } from '../profiles/shared/markdownCodeSpans';
import { extractMarkdownLinks, type MarkdownLink } from '../profiles/shared/markdownLinks';
import { describeCodePoints, decodeHidden, findHiddenRuns, quoteHidden, type HiddenRun } from './hiddenCharacters';
import { findHiddenMarkup, findMismatchedLinks, mayHoldHiddenMarkup } from './hiddenMarkup';
import { describesAttacks, findRiskyCommands } from './riskyCommands';
import type { SafetyCode } from './safetyRuleMeta';
import { findSecretKeys } from './secretKeys';

/** One safety finding in a text, by offsets. */
export interface SafetyHit {
  readonly code: SafetyCode;
  readonly start: number;
  readonly end: number;
  readonly message: LocalizedText;
  /** For `hidden-text`: the spans to delete (one per run of invisible characters). */
  readonly removals?: readonly { readonly start: number; readonly end: number }[];
}

/** Which parts of a text to check. */
export interface ScanOptions {
  /** Where markdown starts (the body of a skill: its header is YAML); undefined: not markdown. */
  readonly markdownFrom?: number;
  /** The markdown's code spans, when the caller keeps them (found once per version); asked only when needed. */
  readonly spans?: () => readonly TextSpan[];
  /**
   * A program in a language other than the shell (`.py`, `.js`…): a shell command written in
   * it is a string, run only on a line that hands it to a shell (`exec(…)`, `subprocess…`).
   */
  readonly program?: boolean;
}

// What hands a string to a shell in a program.
const RUNS_SHELL = /\b(?:exec|execSync|execa|spawn|spawnSync|system|popen|Popen|run|call|check_output|check_call|shell_exec|passthru)\s{0,3}\(|\b(?:subprocess|child_process|Command::new)\b|`/;

/**
 * Every safety finding of a whole text, sorted by offset: invisible characters, secrets and
 * risky commands anywhere; hidden markup, mismatched links and URL exfiltration in markdown.
 */
export function scanSafety(text: string, options: ScanOptions): SafetyHit[] {
  const runs = findHiddenRuns(text);
  // A text about attacks shows the zero-width trick it warns of ("ig\u200Bnore"); a run that
  // spells nothing and reorders nothing is its example. Tag text and bidi controls still count.
  const shown = runs.length > 0 && describesAttacks(text) ? runs.filter((r) => !mereExample(r.codePoints)) : runs;
  const hits: SafetyHit[] = hiddenTextHits(text, shown);
  const md = options.markdownFrom;
  // Code spans and links cost more than every other check: found only when a cheap look says
  // the text may hold what they are needed for.
  let spans: readonly TextSpan[] | undefined;
  const spansOf = (from: number) => (spans ??= options.spans?.() ?? findCodeSpans(text, from));
  let links: MarkdownLink[] | undefined;
  if (md !== undefined) {
    const markup = mayHoldHiddenMarkup(text, md) ? findHiddenMarkup(text, md, spansOf(md)) : [];
    for (const h of markup) {
      const where = h.kind === 'comment' ? { en: 'an HTML comment', fr: 'un commentaire HTML' } : h.kind === 'definition' ? { en: 'a link definition used as a comment', fr: 'une définition de lien utilisée comme commentaire' } : { en: 'a hidden element', fr: 'un élément caché' };
      const q = quoteHidden(h.text);
      hits.push({ code: 'hidden-markup', start: h.start, end: h.end, message: {
        en: `Make these instructions visible or remove them: the agent reads them, but ${where.en} hides them from the rendered view ('${q}').`,
        fr: `Rendez ces instructions visibles ou retirez-les : l’agent les lit, mais ${where.fr} les cache de l’aperçu (« ${q} »).`,
      } });
    }
    links = mayHoldRiskyLinks(text, md) ? extractMarkdownLinks(text, md, text.length, spansOf(md)) : [];
    for (const l of findMismatchedLinks(links)) {
      hits.push({ code: 'link-mismatch', start: l.start, end: l.end, message: {
        en: `Make the link text and its address agree: the text shows ${l.shownHost}, but an agent following the link opens ${l.targetHost} (${l.target}).`,
        fr: `Accordez le texte du lien et son adresse : le texte montre ${l.shownHost}, mais un agent qui suit le lien ouvre ${l.targetHost} (${l.target}).`,
      } });
    }
  }
  const risky = findRiskyCommands(text, 0, md !== undefined, spans, links);
  // A document or a scanner about attacks quotes commands as what to catch, not as steps;
  // a script (`#!`) runs what it holds, whatever its comments say.
  const quotesAttacks = risky.some((r) => r.code !== 'url-exfiltration') && !text.startsWith('#!') && describesAttacks(text);
  for (const r of risky) {
    if (quotesAttacks && r.code !== 'url-exfiltration') continue;
    if (options.program && (r.code === 'download-exec' || r.code === 'destructive-command') && !RUNS_SHELL.test(lineAt(text, r.start))) continue;
    hits.push(r);
  }
  for (const s of findSecretKeys(text, 0)) {
    hits.push({ code: 'hardcoded-secret', start: s.start, end: s.end, message: {
      en: `Revoke this key and load it from the environment instead: it looks like ${s.kind} (${s.preview}), and everyone this skill is shared with can use it, as can an agent told to.`,
      fr: `Révoquez cette clé et lisez-la depuis l’environnement : elle ressemble à ${s.kindFr} (${s.preview}), et tous ceux avec qui ce skill est partagé peuvent s’en servir, comme un agent à qui on le demande.`,
    } });
  }
  return hits.sort((a, b) => a.start - b.start || (a.code < b.code ? -1 : 1));
}

/** True for zero-width spaces and joiners that carry no text and change no order. */
function mereExample(codePoints: readonly number[]): boolean {
  return codePoints.every((cp) => cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0xfeff);
}

/** The line of `text` holding offset `at`. */
function lineAt(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(text.lastIndexOf('\n', at) + 1, end < 0 ? text.length : end);
}

const LINK_TARGET = /\]\(\s*<?(https?:\/\/[^)\s>]*)/g;
// `[^\w-]`, not `\W`: a `-` both could take made a run of dashes quadratic.
const ADDRESS_TEXT = /^[^\w-]*(?:https?:\/\/|www\.|[\w-]+(?:\.[\w-]+)+[^\w-]*$)/i;

/** False when no link of `text[from…]` can carry a variable or show another address (most texts). */
function mayHoldRiskyLinks(text: string, from: number): boolean {
  if (/<img\b/i.test(text)) return true;
  LINK_TARGET.lastIndex = from;
  for (let m = LINK_TARGET.exec(text); m; m = LINK_TARGET.exec(text)) {
    if (/[$%{]/.test(m[1]!)) return true;
    // Link text is looked for in the 300 characters before the target (a search back to the
    // start of the text for each target without a `[` was quadratic).
    const before = text.slice(Math.max(from, m.index - 300), m.index);
    const open = before.lastIndexOf('[');
    if (open >= 0 && ADDRESS_TEXT.test(before.slice(open + 1))) return true;
  }
  return false;
}

/** Runs of invisible characters, one finding per line with the text they spell together. */
export function hiddenTextHits(text: string, runs: readonly HiddenRun[]): SafetyHit[] {
  const hits: SafetyHit[] = [];
  let group: HiddenRun[] = [];
  const flush = () => {
    if (group.length > 0) hits.push(hiddenTextHit(group));
    group = [];
  };
  for (const run of runs) {
    const last = group[group.length - 1];
    if (last && /[\r\n]/.test(text.slice(last.end, run.start))) flush();
    group.push(run);
  }
  flush();
  return hits;
}

/** The message of one line's hidden runs: the decoded text when they spell one, else what they are. */
export function hiddenTextMessage(codePoints: readonly number[]): LocalizedText {
  const decoded = decodeHidden(codePoints);
  const what = { en: describeCodePoints(codePoints, 'en'), fr: describeCodePoints(codePoints, 'fr') };
  const n = codePoints.length;
  if (decoded) {
    const q = quoteHidden(decoded);
    return {
      en: `Remove the hidden text '${q}': an agent loading this file reads it as part of its instructions, and a reviewer does not see it (${countEn(n)} invisible characters: ${what.en}).`,
      fr: `Retirez le texte caché « ${q} » : un agent qui charge ce fichier le lit comme une partie de ses instructions, et un relecteur ne le voit pas (${countFr(n)} caractères invisibles : ${what.fr}).`,
    };
  }
  const bidi = codePoints.some((cp) => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069));
  return {
    en: `Remove ${n === 1 ? 'this invisible character' : `these ${countEn(n)} invisible characters`} (${what.en}): the model reads ${n === 1 ? 'it' : 'them'}, a reviewer does not see ${n === 1 ? 'it' : 'them'}${bidi ? ', and bidi controls make the text show in another order than the model reads it' : ''}.`,
    fr: `Retirez ${n === 1 ? 'ce caractère invisible' : `ces ${countFr(n)} caractères invisibles`} (${what.fr}) : le modèle ${n === 1 ? 'le' : 'les'} lit, un relecteur ne ${n === 1 ? 'le' : 'les'} voit pas${bidi ? ', et les contrôles bidirectionnels affichent le texte dans un autre ordre que celui où le modèle le lit' : ''}.`,
  };
}

function hiddenTextHit(runs: readonly HiddenRun[]): SafetyHit {
  const cps = runs.flatMap((r) => r.codePoints);
  return { code: 'hidden-text', start: runs[0]!.start, end: runs[runs.length - 1]!.end, message: hiddenTextMessage(cps), removals: runs.map((r) => ({ start: r.start, end: r.end })) };
}

/** Every regular expression this module runs on text, for the test that checks each is linear. */
export const SCAN_PATTERNS: readonly RegExp[] = [RUNS_SHELL, LINK_TARGET, ADDRESS_TEXT];
