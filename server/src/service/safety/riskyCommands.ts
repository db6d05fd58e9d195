import type { LocalizedText } from '../model/finding';
import { findCodeSpans, type TextSpan } from '../profiles/shared/markdownCodeSpans';
import { extractMarkdownLinks, type MarkdownLink } from '../profiles/shared/markdownLinks';
import { wordAlternation } from './wordAlternation';

/** One risky instruction: where it is and what an agent following it would do. */
export interface RiskyCommand {
  readonly code: 'download-exec' | 'credential-access' | 'url-exfiltration';
  readonly start: number;
  readonly end: number;
  readonly message: LocalizedText;
}

const SHELL = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:\S+=\S*\s+)*)?(?:ba|z|k|da|fi|c|tc)?sh|python[0-9.]*|perl|ruby|node|php|pwsh|powershell|iex|Invoke-Expression`;
/**
 * One risky command's pattern, with what every match holds as written (`needs`): a line
 * without it is not searched (most lines are not; each pattern is slow on a line).
 */
interface LinePattern {
  readonly re: RegExp;
  readonly needs: (line: string) => boolean;
}

const PIPE = (line: string) => line.includes('|');
const SUBSHELL = (line: string) => line.includes('$(');

/** A download (or a decoded blob) handed straight to a shell or an interpreter. */
const DOWNLOAD_EXEC: readonly LinePattern[] = [
  { needs: PIPE, re: new RegExp(String.raw`\b(?:curl|wget|fetch|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|;&]*\|\s*(?:${SHELL})\b`, 'gi') },
  { needs: PIPE, re: new RegExp(String.raw`\bbase64\s+(?:-d|--decode|-D)\b[^\n|;&]*\|\s*(?:${SHELL})\b`, 'gi') },
  { needs: (line) => /iex|invoke-expression/i.test(line), re: /\b(?:iex|Invoke-Expression)\s*[( ]\s*\(?\s*(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|New-Object\s+(?:System\.)?Net\.WebClient)\b[^\n]*/gi },
  { needs: (line) => line.includes('<('), re: /\b(?:(?:ba|z)?sh|source|\.)\s+<\(\s*(?:curl|wget)\b[^\n)]*\)/gi },
  { needs: SUBSHELL, re: /\b(?:(?:ba|z)?sh\s+-c|eval)\s+["']?\$\(\s*(?:curl|wget)\b[^\n)]*\)/gi },
];

// Credential stores: key files (not `.pub`), cloud CLIs, registries, browsers' saved logins.
const CREDENTIAL_PATH = /(?:~|\$HOME|%USERPROFILE%|\/(?:home|Users)\/[^/\s]+)[\\/]\.ssh[\\/](?:id_[a-z0-9_]+(?!\.pub)\b|[^\s"'`]*_key\b)|~[\\/]\.ssh\b(?![\\/](?:config|known_hosts|authorized_keys|[^\s"'`]*\.pub))|\.aws[\\/]credentials|\.config[\\/]gcloud|application_default_credentials\.json|\.azure[\\/](?:accessTokens|msal_token_cache)|\.kube[\\/]config|\.docker[\\/]config\.json|\.netrc\b|\.git-credentials|\.config[\\/]gh[\\/]hosts\.yml|\/etc\/shadow|\.gnupg\b|Login Data|\bkey[34]\.db\b|logins\.json|Cookies\.(?:binarycookies|sqlite)|(?:Google[\\/]Chrome|google-chrome|chromium|BraveSoftware|Microsoft[\\/]Edge)[\\/][^\n]*(?:Cookies|Local State|Login Data)|\.mozilla[\\/]firefox/i;
const READS = /\b(?:cat|less|more|head|tail|cp|scp|rsync|tar|zip|7z|base64|xxd|od|strings|type|Get-Content|gc|sqlite3|open|readFile(?:Sync)?|read_text|read_bytes|upload|exfiltrate)\b|\$\(\s*</i;
const ENV_DUMP: readonly LinePattern[] = [
  { needs: PIPE, re: /\b(?:env|printenv|export\s+-p|set|Get-ChildItem\s+env:|gci\s+env:|dir\s+env:)\s*\|\s*(?:curl|wget|nc|ncat|netcat|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]*/gi },
  { needs: SUBSHELL, re: /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]*\$\(\s*(?:env|printenv)\s*\)[^\n]*/gi },
  { needs: (line) => /\.(?:env|ssh|aws|netrc)/i.test(line), re: /\b(?:curl|wget)\b[^\n]*(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)\s*["']?(?:[\w-]+=)?@?(?:[^\s"']*[\\/])?(?:\.env|\.ssh[\\/]id_[a-z0-9_]+|\.aws[\\/]credentials|\.netrc)\b[^\n]*/gi },
];

// A value put into an address: `${X}`, `$X`, `{{x}}`, `%X%`, `$(cmd)`.
const VARIABLE = /\$\{[^}\s]+\}|\$[A-Z_][A-Z0-9_]*|\{\{[^}]+\}\}|%[A-Z_][A-Z0-9_]*%|\$\([^)]+\)/;
const IMG_SRC = /<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi;

const clip = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const hostIn = (url: string) => /^[a-z]+:\/\/([^/?#\s]+)/i.exec(url)?.[1] ?? url;

/**
 * Words one of the commands above must contain: only lines holding one are matched against
 * them (the regular expressions are slow on every line of a long body; the words are not).
 */
export const TRIGGERS: readonly string[] = ['curl', 'wget', 'fetch', 'iwr', 'irm', 'invoke-', 'base64', 'iex', 'invoke-expression', 'printenv', 'env', '.ssh', '.aws', 'gcloud', 'application_default', '.azure', '.kube', '.docker', '.netrc', '.git-credentials', '.config/gh', 'shadow', '.gnupg', 'login data', 'key3.db', 'key4.db', 'logins.json', 'cookies', 'chrome', 'chromium', 'bravesoftware', 'microsoft/edge', '.mozilla'];

/**
 * Risky instructions in `text[from…]`, any file: downloads piped into a shell, credential
 * files read or environment dumps sent away, and (in markdown) images or links that put a
 * variable in a URL (`links`: the text's markdown links, when the caller has them). Code
 * blocks count: that is where commands are.
 */
export function findRiskyCommands(text: string, from: number, markdown: boolean, spans?: readonly TextSpan[], links?: readonly MarkdownLink[]): RiskyCommand[] {
  const out: RiskyCommand[] = [];
  for (const start of candidateLines(text, from)) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lineCommands(text.slice(start, end), start, out);
  }
  if (markdown) exfiltrationLinks(text, from, links ?? extractMarkdownLinks(text, from, text.length, spans ?? findCodeSpans(text, from)), out);
  return out;
}

const TRIGGER = new RegExp(wordAlternation(TRIGGERS), 'gi');

/** Starts of the lines of `text[from…]` that hold a trigger word, in order (one look per line). */
function candidateLines(text: string, from: number): number[] {
  const starts: number[] = [];
  TRIGGER.lastIndex = from;
  for (let m = TRIGGER.exec(text); m; m = TRIGGER.exec(text)) {
    starts.push(Math.max(text.lastIndexOf('\n', m.index) + 1, from));
    const next = text.indexOf('\n', m.index);
    if (next < 0) break;
    TRIGGER.lastIndex = next + 1;
  }
  return starts;
}

/** The matches of `re` in `line` (none is empty: each holds a word). */
function* matchesOf(re: RegExp, line: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) yield m;
}

/**
 * The risky commands of one line starting at offset `at`. `everyPattern`: search the line
 * with every pattern, whatever it holds (the reference the `needs` of each are tested against).
 */
export function lineCommands(line: string, at: number, out: RiskyCommand[], everyPattern = false): void {
  for (const { re, needs } of DOWNLOAD_EXEC) {
    if (!everyPattern && !needs(line)) continue;
    for (const m of matchesOf(re, line)) {
      const cmd = clip(m[0].trim());
      out.push({ code: 'download-exec', start: at + m.index, end: at + m.index + m[0].length, message: {
        en: `An agent following this runs \`${cmd}\`: it downloads code and runs it unread, with your permissions; whoever controls that address (today or later) decides what runs.`,
        fr: `Un agent qui suit ceci exécute \`${cmd}\` : il télécharge du code et l’exécute sans le lire, avec vos droits ; celui qui contrôle cette adresse (aujourd’hui ou plus tard) décide de ce qui s’exécute.`,
      } });
    }
  }
  let sent = false;
  for (const { re, needs } of ENV_DUMP) {
    if (!everyPattern && !needs(line)) continue;
    for (const m of matchesOf(re, line)) {
      sent = true;
      const cmd = clip(m[0].trim());
      out.push({ code: 'credential-access', start: at + m.index, end: at + m.index + m[0].length, message: {
        en: `An agent following this runs \`${cmd}\`: it sends your environment or a secrets file (API keys and tokens included) to another machine.`,
        fr: `Un agent qui suit ceci exécute \`${cmd}\` : il envoie votre environnement ou un fichier de secrets (clés d’API et jetons compris) à une autre machine.`,
      } });
    }
  }
  // A line naming a credential store that reads, copies or sends it (the reading word is
  // looked for first: it is the cheaper search, and most lines have none).
  const m = sent || !READS.test(line) ? null : CREDENTIAL_PATH.exec(line);
  if (m) {
    const what = clip(m[0], 60);
    out.push({ code: 'credential-access', start: at + m.index, end: at + m.index + m[0].length, message: {
      en: `An agent following this reads \`${what}\`, where your credentials are kept: their content ends up in the conversation, and wherever the skill sends it.`,
      fr: `Un agent qui suit ceci lit \`${what}\`, où sont gardés vos identifiants : leur contenu se retrouve dans la conversation, et partout où le skill l’envoie.`,
    } });
  }
}

/** Images (always fetched when shown) and links whose URL carries a variable's value. */
function exfiltrationLinks(text: string, from: number, links: readonly MarkdownLink[], out: RiskyCommand[]): void {
  const urls: { start: number; end: number; url: string; image: boolean }[] = [];
  for (const l of links) {
    if (l.kind !== 'definition') urls.push({ start: l.start, end: l.end, url: l.target, image: l.kind === 'image' });
  }
  IMG_SRC.lastIndex = from;
  if (text.includes('<img', from) || text.includes('<IMG', from)) for (let m = IMG_SRC.exec(text); m; m = IMG_SRC.exec(text)) urls.push({ start: m.index, end: m.index + m[0].length, url: m[1]!, image: true });
  for (const u of urls) {
    if (!/^https?:\/\//i.test(u.url)) continue;
    // A link carries data only in its query or fragment; an image fetches its whole URL.
    const q = u.url.search(/[?#]/);
    const carrier = u.image ? u.url : q >= 0 ? u.url.slice(q) : '';
    const v = VARIABLE.exec(carrier);
    if (!v) continue;
    const host = hostIn(u.url);
    const what = u.image ? { en: 'an image: it is fetched as soon as the text is shown, without a click', fr: 'une image : elle est chargée dès que le texte s’affiche, sans clic' } : { en: 'a link the agent may open', fr: 'un lien que l’agent peut ouvrir' };
    out.push({ code: 'url-exfiltration', start: u.start, end: u.end, message: {
      en: `This URL puts \`${clip(v[0], 60)}\` into ${what.en}: an agent that fills it in sends that value to ${host}.`,
      fr: `Cette URL met \`${clip(v[0], 60)}\` dans ${what.fr} : un agent qui la remplit envoie cette valeur à ${host}.`,
    } });
  }
}
