import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';
import { DASH_LINE_CUT } from '../dashLineCut';

/**
 * Factory Droid's own skills at the pinned version, listed after the project's, with the width of
 * each `name: description` line: they always keep their description and count against the budget;
 * a project skill of the same name replaces one.
 */
const DROID_BUILTINS = [
  ['agent-browser', 397], ['tuistory', 192], ['detect-overlapping-workstreams', 342], ['install-code-review', 250], ['install-triage', 380],
  ['review', 257], ['simplify', 133], ['session-navigation', 300], ['pdf-document', 200], ['powerpoint', 206], ['excel', 197],
  ['word-document', 180], ['install-qa', 273], ['security-review', 360], ['deep-security-review', 846], ['incident', 252], ['wiki', 114],
  ['wiki-video-gen', 198], ['install-wiki', 220], ['browse-wiki', 64],
].map(([name, width]) => ({ name: name as string, width: width as number, widthOverBudget: width as number, replaceable: true }));

/** What Factory Droid logs for every skill whose header it cannot use (without naming the file). */
const INVALID = 'Invalid skill frontmatter schema';

/**
 * Factory Droid, observed by running `droid exec` against a loopback model: `.factory/skills`
 * then `.agents/skills`, in the working folder and its parents up to the repository, searched at any depth (a folder with a SKILL.md is not searched
 * further); js-yaml with a line-by-line fallback; names of lowercase letters, digits and
 * hyphens; the listing is a reminder message of `name: description` lines.
 */
export const FACTORY_DROID: AgentDeclaration = {
  id: 'factory-droid',
  label: { en: 'Factory Droid', fr: 'Factory Droid' },
  verified: {
    version: VERIFIED_VERSIONS['factory-droid'].version, how: 'run',
    limits: {
      en: 'Factory Droid does not say which file it refused or why (its log says only “Invalid skill frontmatter schema”); which header errors its line-by-line fallback still reads was checked on the test skills, not on every kind of error',
      fr: 'Factory Droid ne dit pas quel fichier il a refusé ni pourquoi (son journal dit seulement « Invalid skill frontmatter schema ») ; quelles erreurs d’en-tête sa lecture ligne à ligne rattrape a été vérifié sur les skills de test, pas sur toutes les sortes d’erreurs',
    },
  },
  // Of two skills whose names differ at most in letter case it keeps the first by folder name, its walk sorting
  // each folder by localeCompare as its listing is (observed: `abc/` over `abc-twin/`, `mix` over `Mix`, `dup` in
  // `c/` over `d/`, `abc/` over `Zed/`, `b_1/` over `b-1/`; agent fuzzer: `f4-243/` over `F6-67/`).
  // Names meet as its bundle compares them (lower-cased, every other character `-`, runs of `-` one, none at
  // either end). A header its schema refuses gives a turned-off skill that keeps its `name` (`unknown` when
  // the name is not YAML text) and still takes the name first (read in its bundle; observed: `Foo`, refused
  // for its name, and `bar` with `license: 1.5e3` each keep a later valid `foo` / `bar` from loading).
  // Folders starting with `.` are searched like the others: its walk (read in its bundle) filters no
  // name, and the agent fuzzer saw `.hidden/pdf/` listed, first of all (`.` sorts first).
  discovery: { folders: ['.factory/skills', '.agents/skills'], parents: true, depth: Infinity, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'ignores', nested: 'ignores', sameNameKeeps: 'first', folderOrder: 'locale', namesFoldCase: 'dashes', refusedHoldName: { unnamed: 'unknown' } },
  parser: {
    library: 'js-yaml, then a line-by-line `key: value` reader when the YAML fails',
    yaml: { name: 'js-yaml', version: '4', npm: 'js-yaml@4.1.1', bundled: true, evidence: 'read with js-yaml 4.1.1 (the binary names no patch version): it keeps the blanks before a line break inside quotes, as 4.1 does and 4.2 no longer does, and has none of the nesting and merge limits 4.2 added; `YAMLException` and js-yaml 4\'s `removed in js-yaml 4. Use yaml.` texts in the Bun binary' },
    linesOnFailure: true,
    // Its cut (`/^---\r?\n([\s\S]*?)\r?\n---\r?\n?/` in its bundle, on the file as read, byte-order mark kept):
    // observed on 0.225.2, a first line `--- `, `---  ` or `---\t` (CRLF too) is no header, and the skill is left out
    // without a word; a closing `--- `, `---\t`, `----` or `---# Title` closes the header and the skill loads.
    split: DASH_LINE_CUT,
    onFailure: { en: 'reads each `key: value` line on its own; a header that still does not fit (a nested mapping) makes the skill invalid', fr: 'lit chaque ligne `clé: valeur` seule ; un en-tête qui ne convient toujours pas (une table imbriquée) rend le skill invalide' },
  },
  // Its cut's group ends before the `\n---`: js-yaml is handed the header without its last line break.
  headerLastBreakDropped: true,
  // `/^[a-z0-9-]+$/` in its bundle, on every name: one the standard takes but outside this charset (`pdf-é`) is neither
  // loaded nor listed (agent fuzzer). The budget cut that once seemed to count it came from the dot-folder skills it lists.
  // Checked as written, not trimmed (observed: `name: "zed "` is neither loaded nor listed).
  name: { source: 'header', allowed: /^[a-z0-9-]*[a-z0-9][a-z0-9-]*$/, allowedAlways: true, untrimmed: true },
  // Cut in UTF-16 units (agent fuzzer: 1,025 emoji are listed as 511 and a half, the half as U+FFFD).
  description: { listingCap: { chars: 1024, keep: 1023, mark: '…', codeUnits: true, halfReplaced: true }, singleLine: true, emptyAllowed: true, placeholder: 'No description provided' },
  // Its schema (zod, read in its bundle): these keys must be of these types when present; `null`
  // is not absent for it (`license: null` is invalid), `version` takes anything.
  keyTypes: {
    name: 'string', description: 'string', license: 'string', compatibility: 'string', 'allowed-tools': 'strings', tools: 'strings',
    enabled: 'boolean', 'user-invocable': 'boolean', 'disable-model-invocation': 'boolean',
    // `metadata: null` is refused too (observed), where the standard takes an empty `metadata`.
    metadata: 'mapping',
  },
  keys: ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools', 'version', 'tools', 'enabled', 'user-invocable', 'disable-model-invocation'],
  effects: {
    // A UTF-16 file is neither loaded nor reported (observed, LE and BE, with and without a byte-order mark),
    // unlike a UTF-8 file without a header, which it reports.
    'not-text': { kind: 'skips' },
    bom: { kind: 'rejects', says: INVALID },
    'no-header': { kind: 'rejects', says: INVALID },
    unclosed: { kind: 'rejects', says: INVALID },
    'not-mapping': { kind: 'rejects', says: INVALID },
    'yaml-error': { kind: 'rejects', says: INVALID },
    'tab-indent': { kind: 'rejects', says: INVALID },
    'colon-nested': { kind: 'rejects', says: INVALID },
    // Only where js-yaml threw on it and a nested `metadata` then read line by line is text to its schema
    // (agentFacts.ts): elsewhere its line reader takes `key: a: b` (real registries: `description: … Triggers: x`).
    'colon-top-level': { kind: 'rejects', says: INVALID },
    'name-missing': { kind: 'rejects', says: INVALID },
    'name-format': { kind: 'rejects', says: 'Skill name must contain only lowercase letters, numbers, and hyphens' },
    'description-missing': { kind: 'rejects', says: INVALID },
    'description-not-text': { kind: 'rejects', says: INVALID },
    'description-cut': { kind: 'cuts' },
    'metadata-invalid': { kind: 'rejects', says: INVALID },
    'allowed-tools-invalid': { kind: 'rejects', says: INVALID },
    'body-empty': { kind: 'rejects', says: 'Skill must have a system prompt' },
    'turned-off': { kind: 'unlisted', says: 'Skill is disabled' },
    'key-unknown': { kind: 'ignores' },
    'key-type': { kind: 'rejects', says: INVALID },
    nested: { kind: 'not-found' },
    'too-deep': { kind: 'not-found' },
    'top-file': { kind: 'not-found' },
  },
  // `droid exec` without `--auto` is read-only: it refuses edits and commands that change anything.
  triggers: { bin: 'droid', args: ['exec', '--output-format', 'stream-json', '{modelArgs}', '{query}'], modelArgs: ['-m', '{model}'], skillsDir: '.agents/skills', stream: 'droid-stream-json', activation: { tool: 'Skill', argument: 'skill' } },
  listing: {
    placement: { en: 'a reminder message (`<system-reminder>` `Available skills …`)', fr: 'un message de rappel (`<system-reminder>` `Available skills …`)' },
    order: 'locale-path',
    escaping: 'none',
    location: 'none',
    hiddenBy: ['disable-model-invocation'],
    budget: {
      rule: { en: '1.5% of the model\'s working token limit at 4 characters a token: 15,000 characters with a custom model, which falls back to the default model\'s 250,000-token limit (its `maxContextLimit` does not change it)', fr: '1,5 % de la limite de travail du modèle en tokens, à 4 caractères par token : 15 000 caractères avec un modèle personnalisé, qui reprend la limite de 250 000 tokens du modèle par défaut (son `maxContextLimit` n’y change rien)' },
      chars: (window) => Math.max(1, Math.floor((window ?? 250_000) * 4 * 0.015)),
      over: { en: 'its own skills keep their description; yours, in order, keep theirs while it still fits, the others are listed by name only', fr: 'ses propres skills gardent leur description ; les vôtres, dans l’ordre, gardent la leur tant qu’elle tient, les autres ne sont listés que par leur nom' },
      knobs: [],
    },
    builtins: {
      count: DROID_BUILTINS.length, chars: DROID_BUILTINS.reduce((n, b) => n + b.width + 1, 0),
      entries: DROID_BUILTINS,
      note: { en: 'Factory Droid lists about twenty skills of its own after yours (review, security-review, wiki, pdf-document…); they are left out here, as with `--disable-builtin-skills`. A skill of yours with the same name replaces its own.', fr: 'Factory Droid liste une vingtaine de skills à lui après les vôtres (review, security-review, wiki, pdf-document…) ; ils sont omis ici, comme avec `--disable-builtin-skills`. Un skill à vous du même nom remplace le sien.' },
    },
  },
};
