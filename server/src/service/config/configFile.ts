import * as path from 'node:path';
import { findNodeAtLocation, getNodeValue, parseTree, ParseErrorCode, type ParseError } from 'jsonc-parser';
import { ruleCatalog } from '../docs/ruleCatalog';
import { readText } from '../fs/readText';
import { compileGlob, MAX_BRACE_EXPANSION, MAX_GLOB_LENGTH } from './globMatcher';
import { MAX_JSON_DEPTH, nestedTooDeep } from './jsonDepth';
import type { FileSystem } from '../fs/fileSystem';
import type { Locale, LocalizedText } from '../model/finding';
import type { ConfigOverride, ConfigScopes } from './configScopes';
import { normalizeConfig, type ConfigProblem } from './normalizeConfig';
import { DEFAULT_CONFIG, type ServiceConfig } from './serviceConfig';

/** Names of the config file, looked for in this order in each folder. */
export const CONFIG_FILE_NAMES: readonly string[] = ['.skillkiln.json', '.skillkiln.jsonc'];
/** A glob of both names at any depth, for file watchers. */
export const CONFIG_FILE_GLOB = '**/.skillkiln.{json,jsonc}';

/** Top-level keys of the config file that are settings (the rest is `ignore`, `overrides` and `$schema`). */
export const CONFIG_SETTING_KEYS: readonly string[] = ['profile', 'skillsDirs', 'rootProfiles', 'targets', 'contextWindowTokens', 'rules'];
const FILE_KEYS: readonly string[] = ['$schema', ...CONFIG_SETTING_KEYS, 'ignore', 'overrides'];
const OVERRIDE_KEYS: readonly string[] = ['files', 'rules', 'targets'];

/** Something wrong in a config file, at a 1-based line; the host prints `file:line: message`. */
export interface ConfigFileProblem {
  readonly file: string;
  readonly line: number;
  readonly message: LocalizedText;
}

/** A config file as read: what it sets, normalized, and what was wrong with it. */
export interface ConfigFile {
  readonly path: string;
  /** The file's settings on top of the defaults; only `keys` come from the file. */
  readonly config: ServiceConfig;
  /** Top-level settings the file sets (of CONFIG_SETTING_KEYS). */
  readonly keys: ReadonlySet<string>;
  readonly scopes: ConfigScopes | undefined;
  readonly problems: readonly ConfigFileProblem[];
}

/**
 * The nearest config file for a folder: in the folder, else in its parents, up to the
 * repository's root (the first folder holding `.git`) or the file system's root.
 */
export function findConfigFile(fs: FileSystem, folder: string): string | undefined {
  let dir = path.resolve(folder);
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const p = path.join(dir, name);
      if (fs.stat(p)?.kind === 'file') return p;
    }
    const up = path.dirname(dir);
    if (up === dir || fs.stat(path.join(dir, '.git')) !== undefined) return undefined;
    dir = up;
  }
}

const SYNTAX: Partial<Record<ParseErrorCode, LocalizedText>> = {
  [ParseErrorCode.CommaExpected]: { en: 'a comma is missing', fr: 'il manque une virgule' },
  [ParseErrorCode.ColonExpected]: { en: 'a colon is missing after a key', fr: 'il manque deux-points après une clé' },
  [ParseErrorCode.PropertyNameExpected]: { en: 'a key in double quotes is expected', fr: 'une clé entre guillemets doubles est attendue' },
  [ParseErrorCode.ValueExpected]: { en: 'a value is missing', fr: 'il manque une valeur' },
  [ParseErrorCode.CloseBraceExpected]: { en: 'a closing } is missing', fr: 'il manque une accolade fermante }' },
  [ParseErrorCode.CloseBracketExpected]: { en: 'a closing ] is missing', fr: 'il manque un crochet fermant ]' },
  [ParseErrorCode.EndOfFileExpected]: { en: 'there is text after the closing }', fr: 'il reste du texte après l’accolade fermante }' },
  [ParseErrorCode.UnexpectedEndOfString]: { en: 'a string is not closed', fr: 'une chaîne n’est pas fermée' },
  [ParseErrorCode.UnexpectedEndOfComment]: { en: 'a comment is not closed', fr: 'un commentaire n’est pas fermé' },
};

/** Reads and checks one config file; a broken file gives its problems and no settings (the defaults). */
export function readConfigFile(fs: FileSystem, file: string, locale: Locale): ConfigFile {
  const problems: ConfigFileProblem[] = [];
  const none = (): ConfigFile => ({ path: file, config: DEFAULT_CONFIG, keys: new Set(), scopes: undefined, problems });
  const { decoded } = readText(fs, file);
  // A UTF-16 file reads as NUL-ridden text: not a config to guess at.
  if (!decoded.ok || decoded.notText) {
    problems.push({ file, line: 1, message: { en: 'the file cannot be read as text; the defaults are used.', fr: 'le fichier ne peut pas être lu comme du texte ; les valeurs par défaut sont utilisées.' } });
    return none();
  }
  const text = decoded.text;
  if (nestedTooDeep(text)) {
    problems.push({ file, line: 1, message: { en: `the file nests objects or lists more than ${MAX_JSON_DEPTH} levels deep; the whole file is ignored and the defaults are used.`, fr: `le fichier imbrique des objets ou des listes sur plus de ${MAX_JSON_DEPTH} niveaux ; tout le fichier est ignoré et les valeurs par défaut sont utilisées.` } });
    return none();
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  const lineOf = (offset: number) => lineAt(text, offset);
  if (errors.length > 0 || !root) {
    const e = errors[0];
    const what = (e && SYNTAX[e.error]) ?? { en: 'this is not valid JSON', fr: 'ce n’est pas du JSON valide' };
    problems.push({ file, line: e ? lineOf(e.offset) : 1, message: { en: `${what.en}; the whole file is ignored and the defaults are used.`, fr: `${what.fr} ; tout le fichier est ignoré et les valeurs par défaut sont utilisées.` } });
    return none();
  }
  if (root.type !== 'object') {
    problems.push({ file, line: lineOf(root.offset), message: { en: 'the file must hold one object ({ … }); the defaults are used.', fr: 'le fichier doit contenir un objet ({ … }) ; les valeurs par défaut sont utilisées.' } });
    return none();
  }
  const at = (segments: (string | number)[]) => {
    const node = findNodeAtLocation(root, segments);
    // The key of a property, the element itself in a list.
    return lineOf((node?.parent?.type === 'property' ? node.parent : node)?.offset ?? root.offset);
  };
  const say = (segments: (string | number)[], message: LocalizedText) => problems.push({ file, line: at(segments), message });
  const raw = getNodeValue(root) as Record<string, unknown>;
  unknownKeys(raw, FILE_KEYS, [], say);

  const section: Record<string, unknown> = {};
  for (const key of CONFIG_SETTING_KEYS) if (raw[key] !== undefined) section[key] = raw[key];
  const normalized = normalizeConfig(section, locale, '');
  for (const p of normalized.problems) say(keyPath(p.key), p);
  unknownCodes(section['rules'], ['rules'], say);

  const base = path.dirname(file);
  const ignore = globList(raw['ignore'], ['ignore'], say) ?? [];
  const overrides: ConfigOverride[] = [];
  const list = raw['overrides'];
  if (list !== undefined && !Array.isArray(list)) say(['overrides'], { en: 'overrides must be a list of { "files": [...], "rules": {...}, "targets": [...] }; it is ignored.', fr: 'overrides doit être une liste de { "files": [...], "rules": {...}, "targets": [...] } ; la clé est ignorée.' });
  for (const [i, o] of (Array.isArray(list) ? list : []).entries()) {
    const here = ['overrides', i];
    if (!isRecord(o)) {
      say(here, { en: `overrides[${i}] must be an object with "files"; it is ignored.`, fr: `overrides[${i}] doit être un objet avec "files" ; l’entrée est ignorée.` });
      continue;
    }
    unknownKeys(o, OVERRIDE_KEYS, here, say);
    const files = globList(o['files'], [...here, 'files'], say);
    if (!files || files.length === 0) {
      if (o['files'] === undefined) say(here, { en: `overrides[${i}] has no "files" globs; it is ignored.`, fr: `overrides[${i}] n’a pas de globs "files" ; l’entrée est ignorée.` });
      continue;
    }
    const scoped = normalizeConfig({ rules: o['rules'], targets: o['targets'] }, locale, `overrides[${i}].`);
    for (const p of scoped.problems) say([...here, ...keyPath(p.key)], p);
    unknownCodes(o['rules'], [...here, 'rules'], say);
    overrides.push({ files, rules: scoped.config.rules, ...(o['targets'] !== undefined ? { targets: scoped.config.agentSkills.targets } : {}) });
  }
  const scopes = ignore.length > 0 || overrides.length > 0 ? Object.freeze({ base, ignore: Object.freeze(ignore), overrides: Object.freeze(overrides) }) : undefined;
  problems.sort((a, b) => a.line - b.line);
  return { path: file, config: normalized.config, keys: new Set(Object.keys(section)), scopes, problems };
}

/** A folder's settings merged with its config file, and what was wrong in each. */
export interface FolderConfig {
  readonly config: ServiceConfig;
  /** Problems of the editor settings (`skillkiln.*`). */
  readonly settingsProblems: readonly ConfigProblem[];
  /** The config file found for the folder, with its problems. */
  readonly file: ConfigFile | undefined;
}

/**
 * Everything a host needs for one folder: `settings` (the `skillkiln` section of the
 * editor's settings) normalized, the nearest config file read, and the two merged
 * (`withConfigFile`: the file wins). The server and the CLI both call this.
 */
export function folderConfig(fs: FileSystem, folder: string, settings: unknown, locale: Locale): FolderConfig {
  const normalized = normalizeConfig(settings, locale);
  const found = findConfigFile(fs, folder);
  const file = found ? readConfigFile(fs, found, normalized.config.locale) : undefined;
  return { config: withConfigFile(normalized.config, file, folder), settingsProblems: normalized.problems, file };
}

/** `file:line: message`, as the CLI and the server's log print a config file problem. */
export function describeConfigProblem(p: ConfigFileProblem, locale: Locale): string {
  return `${p.file}:${p.line}: ${p.message[locale]}`;
}

/**
 * The folder's settings with its config file on top: each setting the file sets wins
 * (`rules` and `rootProfiles` entry by entry), paths in the file are relative to the file's
 * folder, and `ignore`/`overrides` come along as `scopes`.
 */
export function withConfigFile(settings: ServiceConfig, file: ConfigFile | undefined, folder: string): ServiceConfig {
  if (!file || (file.keys.size === 0 && !file.scopes)) return settings;
  const fromFile = file.config;
  const rebase = (p: string) => {
    if (path.isAbsolute(p)) return p;
    const rel = path.relative(folder, path.resolve(path.dirname(file.path), p)).split(path.sep).join('/');
    return rel === '' ? '.' : rel;
  };
  const has = (k: string) => file.keys.has(k);
  const rootProfiles = { ...settings.rootProfiles };
  for (const [root, profile] of Object.entries(fromFile.rootProfiles)) rootProfiles[rebase(root)] = profile;
  return Object.freeze({
    ...settings,
    profile: has('profile') ? fromFile.profile : settings.profile,
    skillsDirs: has('skillsDirs') ? Object.freeze(fromFile.skillsDirs.map(rebase)) : settings.skillsDirs,
    agentSkills: has('targets') ? fromFile.agentSkills : settings.agentSkills,
    contextWindowTokens: has('contextWindowTokens') ? fromFile.contextWindowTokens : settings.contextWindowTokens,
    rules: Object.freeze({ ...settings.rules, ...fromFile.rules }),
    rootProfiles: Object.freeze(rootProfiles),
    ...(file.scopes ? { scopes: file.scopes } : {}),
  });
}

/** A problem's dotted key as a JSON path: `rules.keywords-cap` → ['rules', 'keywords-cap'] (codes and folders may hold dots after the first). */
function keyPath(key: string): string[] {
  const dot = key.indexOf('.');
  return dot < 0 ? [key] : [key.slice(0, dot), key.slice(dot + 1)];
}

type Say = (segments: (string | number)[], message: LocalizedText) => void;

function unknownKeys(obj: Record<string, unknown>, known: readonly string[], at: (string | number)[], say: Say): void {
  for (const key of Object.keys(obj)) {
    if (!known.includes(key)) say([...at, key], { en: `"${key}" is not a setting of this file (expected ${known.filter((k) => k !== '$schema').join(', ')}); it is ignored.`, fr: `"${key}" n’est pas un réglage de ce fichier (attendu : ${known.filter((k) => k !== '$schema').join(', ')}) ; la clé est ignorée.` });
  }
}

let codes: ReadonlySet<string> | undefined;
function unknownCodes(rules: unknown, at: (string | number)[], say: Say): void {
  if (!isRecord(rules)) return;
  codes ??= new Set(ruleCatalog().map((r) => r.code));
  for (const code of Object.keys(rules)) {
    if (!codes.has(code)) say([...at, code], { en: `no rule has the code "${code}"; this entry changes nothing.`, fr: `aucune règle n’a le code "${code}" ; cette entrée ne change rien.` });
  }
}

/** A string or a list of strings (globs); undefined, with a problem, otherwise. */
function globList(value: unknown, at: (string | number)[], say: Say): string[] | undefined {
  if (value === undefined) return undefined;
  const globs = typeof value === 'string' && value.trim() ? [value.trim()] : Array.isArray(value) && value.every((g) => typeof g === 'string' && g.trim()) ? value.map((g: string) => g.trim()) : undefined;
  if (globs) {
    // Bounded on purpose (see globMatcher): an untrusted repository's config must not stall the linter.
    const where = at.join('.').replace(/\.(\d+)/g, '[$1]');
    for (const g of globs.filter((x) => !compileGlob(x))) say(at, { en: `${where}: the glob "${g.slice(0, 60)}${g.length > 60 ? '…' : ''}" is longer than ${MAX_GLOB_LENGTH} characters or its braces make more than ${MAX_BRACE_EXPANSION} globs; it matches nothing. Shorten it.`, fr: `${where} : le glob "${g.slice(0, 60)}${g.length > 60 ? '…' : ''}" dépasse ${MAX_GLOB_LENGTH} caractères ou ses accolades font plus de ${MAX_BRACE_EXPANSION} globs ; il ne correspond à rien. Raccourcissez-le.` });
    return globs;
  }
  say(at, { en: `${at.join('.').replace(/\.(\d+)/g, '[$1]')} must be a glob or a list of globs (e.g. ["drafts/**"]); it is ignored.`, fr: `${at.join('.').replace(/\.(\d+)/g, '[$1]')} doit être un glob ou une liste de globs (par ex. ["drafts/**"]) ; la clé est ignorée.` });
  return undefined;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
