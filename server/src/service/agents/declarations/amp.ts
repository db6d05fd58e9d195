import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

const BAD_NAME = 'Skill name must be lowercase alphanumeric with hyphens, no trailing hyphen';
const NO_FIELDS = 'Missing required fields in frontmatter';

/**
 * Amp, observed by running `amp skill list --json`: `.agents/skills` and `.claude/skills` in
 * the folder and every parent, five folders deep, `skill.md` in any case; strict YAML (an
 * unquoted `: ` rejects the skill), name and description required, a name of lowercase letters,
 * digits and single hyphens. Its listing is built behind an Amp account.
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
  // Parents up to the file system's root; `node_modules` folders are not searched.
  discovery: { folders: ['.agents/skills', '.claude/skills'], parents: true, depth: 5, dotFolders: true, fileName: 'SKILL.md', fileNameAnyCase: true, followsSymlinks: true, topFile: 'loads' },
  parser: {
    library: 'the yaml library, strict (any YAML error rejects the skill)',
    yaml: { name: 'Bun.YAML', evidence: 'the Bun binary calls `Bun.YAML.parse` (no YAML package bundled): not on npm, modelled here' },
    onFailure: { en: 'rejects the skill', fr: 'rejette le skill' },
  },
  // Checked as written, not trimmed (observed: `Frontmatter name "bar " is invalid`).
  name: { source: 'header', maxLength: 64, allowed: /^[a-z0-9]+(-[a-z0-9]+)*$/, untrimmed: true },
  // Over 1,024 (JavaScript's `length`) it loads the skill and logs a warning; numbers, booleans
  // and lists are kept as they are, a block scalar with its last line break.
  description: { maxLength: 1024, codeUnits: true },
  keys: ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools', 'argument-hint', 'model', 'isolatedContext'],
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
