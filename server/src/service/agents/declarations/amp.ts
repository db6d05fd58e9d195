import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

const BAD_NAME = 'Skill name must be lowercase alphanumeric with hyphens, no trailing hyphen';
const NO_FIELDS = 'Missing required fields in frontmatter';

/**
 * Amp, observed by running `amp skill list --json`: `.agents/skills` and `.claude/skills` in
 * the folder and every parent, five folders deep, `skill.md` in any case; the `yaml` package,
 * strict (an unquoted `: ` rejects the skill), name and description required (true to
 * JavaScript), a name of ASCII lowercase letters, digits and single hyphens. Its listing is
 * built behind an Amp account.
 */
export const AMP: AgentDeclaration = {
  id: 'amp',
  label: { en: 'Amp', fr: 'Amp' },
  verified: {
    version: VERIFIED_VERSIONS.amp.version, how: 'run',
    limits: {
      en: 'which skills load was observed; the list its model sees is built behind an Amp account and could not be seen, nor what it offers its model when a name that is not text stops its skill list',
      fr: 'les skills chargés ont été observés ; la liste que voit son modèle est construite derrière un compte Amp et n’a pas pu être vue, ni ce qu’il propose à son modèle quand un nom qui n’est pas du texte arrête sa liste de skills',
    },
  },
  // Parents up to the file system's root; `node_modules` and `.git` are not searched, other dot-folders are.
  // Of two skills of one name it keeps the first it reads, walking each folder unsorted, in the order the disk
  // lists it (observed: of `aa`, `aa-twin`, `bb`, `zz` it kept `bb`, the first `ls -f` lists).
  discovery: { folders: ['.agents/skills', '.claude/skills'], parents: true, depth: 5, dotFolders: true, fileName: 'SKILL.md', fileNameAnyCase: true, followsSymlinks: true, topFile: 'loads', sameNameKeeps: 'first', folderOrder: 'disk' },
  parser: {
    library: 'the `yaml` package (YAML 1.2), strict (any YAML error rejects the skill)',
    // Its skill loader calls the bundled package's `parse` with its defaults: errors throw (`Implicit map keys
    // need to be followed by map values`, `Tabs are not allowed as indentation`, observed), aliases resolve.
    yaml: { name: 'yaml', version: '2', npm: 'yaml@2.9.1', bundled: true, evidence: 'yaml 2\'s composer and error texts (`Nested mappings are not allowed in compact mappings`, `MULTILINE_IMPLICIT_KEY`) and its `Document` defaults with `stringKeys` (2.6 and later) in the JavaScript of the Bun binary, which names no version; its skill loader calls that `parse`, not `Bun.YAML`' },
    // Its own cut, after a byte-order mark is stripped: `---` (spaces or tabs after it) on the first line, the
    // header up to the next such line; text before the opening `---` is `Missing YAML frontmatter` (observed).
    // So is `---` right after `---` (its cut wants a line between): taken here as an empty header, which it
    // refuses as well, so that the checks of a header, which see one there, say so.
    split: /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n([\s\S]*))?$/,
    onFailure: { en: 'rejects the skill', fr: 'rejette le skill' },
  },
  // Checked as written, not trimmed (observed: `Frontmatter name "bar " is invalid`), against ASCII only:
  // `pdf-é`, `pdf-ß` and full-width letters are invalid (observed).
  name: { source: 'header', maxLength: 64, allowed: /^[a-z0-9]+(-[a-z0-9]+)*$/, allowedAlways: true, untrimmed: true },
  // Over 1,024 (JavaScript's `length`) it loads the skill and logs a warning. It only asks the value to be true to
  // JavaScript: a list, a mapping or `true` loads, `false` and `0` are `Missing required fields` (observed).
  description: { maxLength: 1024, codeUnits: true, truthy: true },
  keys: ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools', 'argument-hint', 'model', 'mode', 'isolatedContext', 'mcpServers'],
  // It checks the name as `String(name)`, then sorts the skills it loaded by name with `localeCompare`: a name that
  // is not text but passes the check (`name: 42`, `name: true`) throws there, and `amp skill list` prints nothing and
  // never ends (observed on 0.0.1790142911). What it then offers its model is behind an account: taken as a rejection.
  keyTypes: { name: 'string' },
  effects: {
    // A UTF-16 file read as UTF-8 shows no header (observed, LE and BE, with and without a byte-order mark).
    'not-text': { kind: 'rejects', says: 'Missing YAML frontmatter' },
    'no-header': { kind: 'rejects', says: 'Missing YAML frontmatter' },
    unclosed: { kind: 'rejects', says: 'Missing YAML frontmatter' },
    'yaml-error': { kind: 'rejects', says: 'Invalid YAML in frontmatter' },
    'duplicate-key': { kind: 'rejects', says: 'duplicate field' },
    'tab-indent': { kind: 'rejects', says: 'Invalid YAML in frontmatter' },
    'colon-top-level': { kind: 'rejects', says: 'value contains unquoted colon' },
    'colon-nested': { kind: 'rejects', says: 'value contains unquoted colon' },
    'not-mapping': { kind: 'rejects', says: NO_FIELDS },
    'name-missing': { kind: 'rejects', says: NO_FIELDS },
    'key-type': { kind: 'rejects', says: 'its skill list stops: n.name.localeCompare is not a function' },
    'name-too-long': { kind: 'rejects', says: 'must be 64 characters or less' },
    'name-format': { kind: 'rejects', says: BAD_NAME },
    'name-mismatch': { kind: 'warns', says: 'does not match parent directory name' },
    'description-missing': { kind: 'rejects', says: NO_FIELDS },
    'description-not-text': { kind: 'rejects', says: NO_FIELDS },
    'description-too-long': { kind: 'warns', says: 'Description exceeds 1024 characters' },
    'key-unknown': { kind: 'warns', says: 'Unknown frontmatter field' },
    'too-deep': { kind: 'not-found' },
  },
  triggers: { unsupported: 'the model call is made on Amp’s servers behind an account: no scripted model can answer, so no reading could be verified' },
  listing: {
    placement: { en: 'built behind an Amp account', fr: 'construite derrière un compte Amp' },
    order: 'discovery',
    escaping: 'none',
    location: 'absolute',
    elsewhere: {
      en: 'Amp builds the list its model sees behind an Amp account: Skillkiln shows which skills it loads, and which it leaves out.',
      fr: 'Amp construit la liste que voit son modèle derrière un compte Amp : Skillkiln montre quels skills il charge, et lesquels il écarte.',
    },
  },
};
