import type { LocalizedText } from '../model/finding';
import { findCodeSpans, type TextSpan } from '../profiles/shared/markdownCodeSpans';
import { extractMarkdownLinks, type MarkdownLink } from '../profiles/shared/markdownLinks';
import { wordAlternation } from './wordAlternation';

/** One risky instruction: where it is and what an agent following it would do. */
export interface RiskyCommand {
  readonly code: 'download-exec' | 'credential-access' | 'url-exfiltration' | 'destructive-command';
  readonly start: number;
  readonly end: number;
  readonly message: LocalizedText;
}

const SHELL = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:[^\s=]+=\S*\s+)*)?(?:ba|z|k|da|fi|c|tc)?sh|python[0-9.]*|perl|ruby|node|php|pwsh|powershell|iex|Invoke-Expression`;
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

/** A download (or a decoded blob) handed straight to a shell or an interpreter (group 1: the download's arguments). */
const DOWNLOAD_EXEC: readonly LinePattern[] = [
  { needs: PIPE, re: new RegExp(String.raw`\b(?:curl|wget|fetch|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b([^\n|;&]{0,400})\|\s*(?:${SHELL})\b`, 'gi') },
  { needs: PIPE, re: new RegExp(String.raw`\bbase64\s+(?:-d|--decode|-D)\b([^\n|;&]{0,400})\|\s*(?:${SHELL})\b`, 'gi') },
  { needs: (line) => /iex|invoke-expression/i.test(line), re: /\b(?:iex|Invoke-Expression)(?:\s*\(|\s)\s*(?:\(\s*)?(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|New-Object\s+(?:System\.)?Net\.WebClient)\b([^\n]{0,400})/gi },
  { needs: (line) => line.includes('<('), re: /\b(?:(?:ba|z)?sh|source|\.)\s+<\(\s*(?:curl|wget)\b([^\n)]{0,400})\)/gi },
  { needs: SUBSHELL, re: /\b(?:(?:ba|z)?sh\s+-c|eval)\s+["']?\$\(\s*(?:curl|wget)\b([^\n)]{0,400})\)/gi },
];

// Credential stores: key files (not `.pub`), cloud CLIs, registries, browsers' saved logins.
const CREDENTIAL_PATH = /(?:~|\$HOME|%USERPROFILE%|\/(?:home|Users)\/[^/\s]+)[\\/]\.ssh[\\/](?:id_[a-z0-9_]+(?!\.pub)\b|[^\s"'`]{0,100}_key\b)|~[\\/]\.ssh\b(?![\\/](?:config|known_hosts|authorized_keys|[^\s"'`]*\.pub))|\.aws[\\/]credentials|\.config[\\/]gcloud|application_default_credentials\.json|\.azure[\\/](?:accessTokens|msal_token_cache)|\.kube[\\/]config|\.docker[\\/]config\.json|\.netrc\b|\.git-credentials|\.config[\\/]gh[\\/]hosts\.yml|\/etc\/shadow|\.gnupg\b|Login Data|\bkey[34]\.db\b|logins\.json|Cookies\.(?:binarycookies|sqlite)|(?:Google[\\/]Chrome|google-chrome|chromium|BraveSoftware|Microsoft[\\/]Edge)[\\/][^\n]{0,200}?(?:Cookies|Local State|Login Data)|\.mozilla[\\/]firefox/i;
const READS = /\b(?:cat|less|more|head|tail|cp|scp|rsync|tar|zip|7z|base64|xxd|od|strings|(?<!-)type|Get-Content|gc|sqlite3|open|readFile(?:Sync)?|read_text|read_bytes|upload|exfiltrate)\b|\$\(\s*</i;
const ENV_DUMP: readonly LinePattern[] = [
  { needs: PIPE, re: /\b(?:env|printenv|export\s+-p|set|Get-ChildItem\s+env:|gci\s+env:|dir\s+env:)\s*\|\s*(?:curl|wget|nc|ncat|netcat|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,400}/gi },
  { needs: SUBSHELL, re: /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,400}?\$\(\s*(?:env|printenv)\s*\)[^\n]{0,400}/gi },
  { needs: (line) => /\.(?:env|ssh|aws|netrc)/i.test(line), re: /\b(?:curl|wget)\b[^\n]{0,400}?(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)\s*["']?(?:[\w-]+=)?@?(?:[^\s"']{0,200}[\\/])?(?:\.env|\.ssh[\\/]id_[a-z0-9_]+|\.aws[\\/]credentials|\.netrc)\b[^\n]{0,400}/gi },
];

/** What a destructive command does, in a sentence's middle. */
interface Harm {
  readonly en: string;
  readonly fr: string;
}

/** A destructive command: group 1 is what it destroys. */
interface DestructivePattern extends LinePattern {
  readonly harm: (target: string) => Harm;
  /** What the match destroys; undefined when it does not (a delete that is not recursive). */
  readonly target: (m: RegExpExecArray) => string | undefined;
}

// What a recursive delete or change must not reach: the whole disk, the home folder, system folders.
const PRECIOUS = String.raw`(?:\/|\/\*|~\/?\*?|\$\{?HOME\}?\/?\*?|%USERPROFILE%\\?|\$env:USERPROFILE\\?|\/(?:home|Users|etc|usr|var|bin|sbin|boot|lib|lib64|opt|root|System|Library|Applications)\/?\*?|[A-Za-z]:\\(?:\*|Windows|Users)?)`;
const QUOTED_PRECIOUS = String.raw`(["']?)(${PRECIOUS})\2(?=$|[\s;&|)\`"'])`;
const FLAGS = String.raw`((?:-{1,2}[\w-]{1,30}\s+){0,8})`;
const DISK = String.raw`(\/dev\/(?:sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme\d+(?:n\d+)?|mmcblk\d+|disk\d+|rdisk\d+)\w{0,8})`;
const DELETES = (t: string): Harm => ({ en: `deletes \`${t}\` and everything under it`, fr: `supprime \`${t}\` et tout ce qu’il contient` });
const OVERWRITES = (t: string): Harm => ({ en: `overwrites the disk \`${t}\``, fr: `écrase le disque \`${t}\`` });
// `-r`, `-rf`, `-Rfv`, `--recursive`, `-Recurse` (not `-Force`, which holds an r).
const RECURSIVE = (flags: string | undefined) => /(?:^|\s)(?:-[a-zA-Z]{0,2}[rR][a-zA-Z]{0,2}|--recursive|-Recurse)(?=\s|$)/.test(flags ?? '');
const IF_RECURSIVE = (m: RegExpExecArray) => (RECURSIVE(m[1]) ? m[3] : undefined);

/** Commands that destroy what cannot be restored: the disk, the home folder, system folders. */
const DESTRUCTIVE: readonly DestructivePattern[] = [
  { needs: (line) => /\brm\s+-/i.test(line), harm: DELETES, target: IF_RECURSIVE, re: new RegExp(String.raw`\brm\s+${FLAGS}${QUOTED_PRECIOUS}`, 'g') },
  { needs: (line) => /\b(?:rd|rmdir)\s+\/s/i.test(line), harm: DELETES, target: (m) => m[2], re: /\b(?:rd|rmdir)\s+((?:\/[sq]\s+){2})([A-Za-z]:\\?)(?=$|\s)/gi },
  { needs: (line) => /remove-item/i.test(line), harm: DELETES, target: IF_RECURSIVE, re: new RegExp(String.raw`\bRemove-Item\s+((?:-\w{1,20}\s+){0,4})${QUOTED_PRECIOUS}`, 'gi') },
  { needs: (line) => /\bch(?:mod|own)\s+-/i.test(line), harm: (t) => ({ en: `hands every file under \`${t}\` to other users or makes it writable by all`, fr: `donne tous les fichiers sous \`${t}\` à d’autres utilisateurs ou les rend modifiables par tous` }), target: IF_RECURSIVE, re: new RegExp(String.raw`\bch(?:mod|own)\s+${FLAGS}(?:[0-7]{0,2}7{2}[0-7]?|[ugoa]{1,4}\+[rwx]{2,3}|[\w.-]{1,64}:?[\w.-]{0,64})\s+${QUOTED_PRECIOUS}`, 'g') },
  { needs: (line) => /\bfind\s/.test(line) && line.includes('-delete'), harm: (t) => ({ en: `deletes files everywhere under \`${t}\``, fr: `supprime des fichiers partout sous \`${t}\`` }), target: (m) => m[3], re: new RegExp(String.raw`\bfind\s+()${QUOTED_PRECIOUS}(?:\s+[^\s;&|]{1,100}){0,8}?\s+-delete\b`, 'g') },
  { needs: (line) => /\/dev\/(?:sd|hd|vd|xvd|nvme|mmcblk|r?disk)/i.test(line), harm: OVERWRITES, target: (m) => m[1], re: new RegExp(String.raw`(?:\bdd\b[^\n;&|]{0,200}?\bof=|\bmkfs(?:\.\w{1,10})?\s+(?:-\S{1,30}\s+){0,6}|\b(?:shred|wipefs)\s+(?:-\S{1,30}\s+(?:\d{1,9}\s+)?){0,6}|(?:^|[^\d&>])>\s{0,3})${DISK}`, 'g') },
  { needs: (line) => line.includes('(') && line.includes('{'), harm: () => ({ en: 'starts copies of itself until the machine stops responding (a fork bomb)', fr: 'lance des copies de lui-même jusqu’à ce que la machine ne réponde plus (une fork bomb)' }), target: (m) => m[2], re: /(^|[\s;])([\w:]{1,20})\s{0,3}\(\)\s{0,3}\{\s{0,3}\2\s{0,3}\|\s{0,3}\2\s{0,3}&\s{0,3};?\s{0,3}\}\s{0,3};?\s{0,3}\2/g },
];

// A value put into an address: `${X}`, `$X`, `{{x}}`, `%X%`, `$(cmd)`.
// `%E2%89` is percent-encoding, not a `%NAME%` variable.
const VARIABLE = /\$\{[^}\s]+\}|\$[A-Z_][A-Z0-9_]*|\{\{[^}]+\}\}|%(?![0-9A-F]{2}%)[A-Z_][A-Z0-9_]*%|\$\([^)]+\)/;
const IMG_SRC = /<img\b[^<>]*?\bsrc\s*=\s*["']([^"'<>]+)["']/gi;

const clip = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const hostIn = (url: string) => /^[a-z]+:\/\/([^/?#\s]+)/i.exec(url)?.[1] ?? url;

/**
 * Words one of the commands above must contain: only lines holding one are matched against
 * them (the regular expressions are slow on every line of a long body; the words are not).
 */
export const TRIGGERS: readonly string[] = ['curl', 'wget', 'fetch', 'iwr', 'irm', 'invoke-', 'base64', 'iex', 'invoke-expression', 'printenv', 'env', '.ssh', '.aws', 'gcloud', 'application_default', '.azure', '.kube', '.docker', '.netrc', '.git-credentials', '.config/gh', 'shadow', '.gnupg', 'login data', 'key3.db', 'key4.db', 'logins.json', 'cookies', 'chrome', 'chromium', 'bravesoftware', 'microsoft/edge', '.mozilla', 'rm -', 'rd /', 'rmdir /', 'remove-item', 'chmod -', 'chown -', '-delete', '/dev/sd', '/dev/hd', '/dev/vd', '/dev/xvd', '/dev/nvme', '/dev/mmcblk', '/dev/disk', '/dev/rdisk', '(){', '() {'];

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

// What is said before a command on its line that makes it something other than an instruction.
const COMMENT = /(?:^|\s)(?:#{1,6}|\/\/)(?:\s|$)/;
const PRINTED = /\b(?:echo|printf|print|puts|console\.(?:log|info|warn|error)|Write-(?:Host|Output))\b\s{0,3}\(?\s{0,3}(["'])/g;
const WARNING = /\b(?:never|don'?t|do not|avoid|forbid(?:den)?|block(?:ed|s)?|den(?:y|ied)|prohibit(?:ed)?|must not|should not|not allowed|dangerous|detects?|flags?|patterns?)\b/i;
// Words before a destructive command that make it an example of what is risky or blocked.
const EXAMPLE_OF_RISK = /\b(?:e\.g\.|for example|such as|risky|(?:high|higher|critical)[- ]risk)\b|例如|风险|危险|阻止|拦截|禁止/i;
// Hosts of illustrations of attacks: `evil.com`, `attacker.example`.
const EXAMPLE_HOST = /(?:^|[\s/.@"'])(?:evil|attacker|malicious|hacker)[\w-]{0,20}\./i;
// What follows an interpreter when it runs something else than its input: `-c '…'`, `-m json.tool`, `-e`, a script.
const NOT_STDIN = /^\s{1,4}(?:-[a-zA-Z]{0,3}[cme]\b|--(?:eval|command)\b|[\w./-]{1,200}\.(?:py|js|mjs|cjs|rb|pl|php|ps1|sh)\b)/;

/**
 * True when the command at `at` of `line` is not an instruction: in a comment, inside a
 * string that is printed (`echo "then run: curl … | sh"`), or after words that warn against
 * it or list it as a pattern (`never run`, `blocked`, `patterns:`).
 */
function notAnInstruction(line: string, at: number): boolean {
  const before = line.slice(Math.max(0, at - 300), at);
  if (COMMENT.test(before) || WARNING.test(before)) return true;
  let open: RegExpExecArray | null = null;
  PRINTED.lastIndex = 0;
  for (let m = PRINTED.exec(before); m; m = PRINTED.exec(before)) open = m;
  return open !== null && !before.includes(open[1]!, open.index + open[0].length);
}

/**
 * True when a download-and-run match does run a download: the download names an address
 * (`curl | bash` and `curl ... \| sh` name a pattern), the address is not an illustration,
 * the decoded blob has an input, and the interpreter runs its input (`python3 -c '…'` and
 * `python3 -m json.tool` read the download as data).
 */
function runsDownload(line: string, m: RegExpExecArray): boolean {
  const args = (m[1] ?? '').replace(/\\$/, '');
  const words = args.split(/\s+/).filter((w) => w !== '' && !w.startsWith('-'));
  const decode = /^base64/i.test(m[0]);
  if (decode ? words.length === 0 && !/\S\s*\|\s*$/.test(line.slice(Math.max(0, m.index - 200), m.index)) : !words.some((w) => /[./$"']/.test(w) && !/^[.…*]+$|\.\*/.test(w))) return false;
  if (EXAMPLE_HOST.test(args)) return false;
  return !NOT_STDIN.test(line.slice(m.index + m[0].length, m.index + m[0].length + 210));
}

/** True when a credential path match is not read: a pattern (`\.ssh`), a key handed to `ssh -i`, the destination of a copy. */
function notRead(line: string, m: RegExpExecArray): boolean {
  const before = line.slice(Math.max(0, m.index - 200), m.index);
  if (before.endsWith('\\') || /(?:-i|IdentityFile)\s{1,4}["']?[^\s"']{0,100}$/.test(before)) return true;
  const rest = line.slice(m.index + m[0].length, m.index + m[0].length + 300);
  return /\b(?:cp|mv|rsync|scp|install)\b/.test(before) && /^[^\s;|&]{0,100}["']?\s*(?:\d?>\S{0,100}\s*){0,3}(?:$|[;|&])/.test(rest);
}

/**
 * True when offset `at` of `line` is inside a quoted string that is not handed to a shell
 * (`NAME='x; rm -rf /'` is a test input; `bash -c 'rm -rf /'` and `system("…")` run it).
 */
function quotedData(line: string, at: number): boolean {
  const before = line.slice(Math.max(0, at - 300), at);
  let quote = '';
  let opened = -1;
  for (let i = 0; i < before.length; i++) {
    const c = before[i]!;
    // Backticks are not counted: markdown's inline code, and the shell's substitution, run.
    if (quote === '' && (c === '"' || c === "'")) [quote, opened] = [c, i];
    else if (c === quote) quote = '';
  }
  return quote !== '' && !/(?:-c|\b(?:exec|system|spawn|run|Popen|popen|call|eval|execSync|shell_exec))\s{0,3}\(?\s{0,3}[rfb]?$/.test(before.slice(0, opened));
}

const DOWNLOAD_MESSAGE = (cmd: string): LocalizedText => /^base64/i.test(cmd) ? {
  // A decoded blob is written in the skill, not fetched: no address decides what runs.
  en: `An agent following this runs \`${cmd}\`: it decodes text nobody can read as written and runs it, with your permissions.`,
  fr: `Un agent qui suit ceci exécute \`${cmd}\` : il décode un texte illisible tel qu’écrit et l’exécute, avec vos droits.`,
} : {
  en: `An agent following this runs \`${cmd}\`: it downloads code and runs it unread, with your permissions; whoever controls that address (today or later) decides what runs.`,
  fr: `Un agent qui suit ceci exécute \`${cmd}\` : il télécharge du code et l’exécute sans le lire, avec vos droits ; celui qui contrôle cette adresse (aujourd’hui ou plus tard) décide de ce qui s’exécute.`,
};

/**
 * The risky commands of one line starting at offset `at`. `everyPattern`: search the line
 * with every pattern, whatever it holds (the reference the `needs` of each are tested against).
 */
export function lineCommands(line: string, at: number, out: RiskyCommand[], everyPattern = false): void {
  for (const { re, needs } of DOWNLOAD_EXEC) {
    if (!everyPattern && !needs(line)) continue;
    for (const m of matchesOf(re, line)) {
      if (!runsDownload(line, m) || notAnInstruction(line, m.index)) continue;
      out.push({ code: 'download-exec', start: at + m.index, end: at + m.index + m[0].length, message: DOWNLOAD_MESSAGE(clip(m[0].trim())) });
    }
  }
  let sent = false;
  for (const { re, needs } of ENV_DUMP) {
    if (!everyPattern && !needs(line)) continue;
    for (const m of matchesOf(re, line)) {
      if (EXAMPLE_HOST.test(m[0]) || notAnInstruction(line, m.index)) continue;
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
  if (m && !notRead(line, m) && !notAnInstruction(line, m.index)) {
    const what = clip(m[0], 60);
    // A copy or an archive does not print the secret: it puts it where the store no longer protects it.
    const copies = /\b(?:cp|scp|rsync|tar|zip|7z)\b[^|;&]*$/.test(line.slice(Math.max(0, m.index - 200), m.index));
    out.push({ code: 'credential-access', start: at + m.index, end: at + m.index + m[0].length, message: copies ? {
      en: `An agent following this copies \`${what}\`, where your credentials are kept: the copy is out of the store's protection, readable wherever it lands and by whatever the skill runs next.`,
      fr: `Un agent qui suit ceci copie \`${what}\`, où sont gardés vos identifiants : la copie sort de la protection du magasin, lisible là où elle arrive et par tout ce que le skill lance ensuite.`,
    } : {
      en: `An agent following this reads \`${what}\`, where your credentials are kept: their content ends up in the conversation, and wherever the skill sends it.`,
      fr: `Un agent qui suit ceci lit \`${what}\`, où sont gardés vos identifiants : leur contenu se retrouve dans la conversation, et partout où le skill l’envoie.`,
    } });
  }
  for (const { re, needs, harm, target } of DESTRUCTIVE) {
    if (!everyPattern && !needs(line)) continue;
    for (const d of matchesOf(re, line)) {
      const what = target(d);
      if (what === undefined || notAnInstruction(line, d.index) || quotedData(line, d.index) || EXAMPLE_OF_RISK.test(line.slice(Math.max(0, d.index - 300), d.index))) continue;
      // Shown with the rest of its command (`rm -rf / --no-preserve-root`), up to the next `;`, `&` or `|`.
      const rest = /^[^;&|`]{0,80}/.exec(line.slice(d.index + d[0].length))![0];
      const cmd = clip(`${d[0]}${rest}`.trim());
      const h = harm(what);
      // The advice fits a delete only (a fork bomb or a disk write has no narrower target).
      const advice = harm === DELETES ? { en: '; name the exact folder or file to remove instead', fr: ' ; nommez plutôt le dossier ou le fichier exact à supprimer' } : { en: '', fr: '' };
      out.push({ code: 'destructive-command', start: at + d.index, end: at + d.index + d[0].length, message: {
        en: `An agent following this runs \`${cmd}\`: it ${h.en}, and nothing can undo it${advice.en}.`,
        fr: `Un agent qui suit ceci exécute \`${cmd}\` : il ${h.fr}, et rien ne peut l’annuler${advice.fr}.`,
      } });
    }
  }
}

// Words of a text about attacks (a threat model, a scanner's rule list), in English and
// Chinese (the registries' second language): the commands it quotes are what to catch.
const ATTACK_WORDS = /\b(?:attack(?:er|s)?|malicious|malware|exfiltrat(?:e|es|ion|ing)|threats?|vulnerab(?:le|ility|ilities)|exploits?|backdoors?|steal(?:s|ing)?|suspicious|red flags?|injection|payloads?|phishing|compromised?|dangerous)\b|恶意|攻击|危险|高风险|拦截|阻止|漏洞|窃取|注入/gi;

/** True when a text is about attacks: it uses at least three of their words. */
export function describesAttacks(text: string): boolean {
  const seen = new Set<string>();
  ATTACK_WORDS.lastIndex = 0;
  for (let m = ATTACK_WORDS.exec(text); m; m = ATTACK_WORDS.exec(text)) {
    seen.add(m[0].toLowerCase().replace(/s$/, ''));
    if (seen.size >= 3) return true;
  }
  return false;
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
    const what = u.image ? { en: 'an image, fetched as soon as the text is shown, without a click', fr: 'une image, chargée dès que le texte s’affiche, sans clic' } : { en: 'a link the agent may open', fr: 'un lien que l’agent peut ouvrir' };
    out.push({ code: 'url-exfiltration', start: u.start, end: u.end, message: {
      en: `An agent that fills in this URL sends \`${clip(v[0], 60)}\` to ${host}: the value goes into ${what.en}.`,
      fr: `Un agent qui remplit cette URL envoie \`${clip(v[0], 60)}\` à ${host} : la valeur va dans ${what.fr}.`,
    } });
  }
}

/** Every regular expression this module runs on text, for the test that checks each is linear. */
export const RISKY_PATTERNS: readonly RegExp[] = [...DOWNLOAD_EXEC, ...ENV_DUMP, ...DESTRUCTIVE].map((p) => p.re).concat([CREDENTIAL_PATH, READS, VARIABLE, IMG_SRC, TRIGGER, COMMENT, PRINTED, WARNING, EXAMPLE_OF_RISK, EXAMPLE_HOST, NOT_STDIN, ATTACK_WORDS]);
