import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

/** What Augment says of every header it cannot read: the YAML failing leaves it with no name. */
const NO_NAME = 'is missing required \'name\' field in frontmatter';
const BAD_NAME = 'Must be 1-64 lowercase alphanumeric characters and hyphens, cannot start/end with hyphen or contain consecutive hyphens.';

/**
 * Augment (the `auggie` CLI), observed by running it against a loopback tenant: it reads
 * `.augment/skills`, `.claude/skills` and `.agents/skills` at the workspace root (the git root)
 * and in HOME, at any depth, and is strict — a header it cannot read, a missing name or
 * description, a name outside 1–64 lowercase letters, digits and hyphens or a description over
 * 1,024 characters rejects the skill. It sends each loaded skill's name, description and
 * location to its servers, which build what the model sees.
 */
export const AUGMENT: AgentDeclaration = {
  id: 'augment',
  label: { en: 'Augment', fr: 'Augment' },
  verified: {
    version: VERIFIED_VERSIONS.augment.version, how: 'run',
    limits: {
      en: 'which skills load was observed, and what it sends to its servers; the list its model sees is built on those servers and could not be seen',
      fr: 'les skills chargés ont été observés, ainsi que ce qu’il envoie à ses serveurs ; la liste que voit son modèle est construite sur ces serveurs et n’a pas pu être vue',
    },
  },
  // Skipped: folders starting with `.` under a skills folder; read: symlinked folders, any depth.
  discovery: { folders: ['.augment/skills', '.claude/skills', '.agents/skills'], parents: false, depth: Infinity, dotFolders: false, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'loads', sameNameKeeps: 'first', nested: 'loads' },
  parser: {
    // Its `frontmatterRegex` wants `\n` after `---`: a file with lone CR line breaks has no header, so no name (observed on 0.36.0).
    lineFeedOnly: true,
    library: 'js-yaml 4, on a header that must start the file (`---` first, closed by a `---` line)',
    yaml: { name: 'js-yaml', version: '4.3', npm: 'js-yaml@4.3.1', bundled: true, evidence: 'read with js-yaml 4.3.1: augment.mjs bundles js-yaml 4 (`YAMLException`, a `safeLoad` that only throws) with the `maxTotalMergeKeys` limit of 4.3 and without the merge-sequence check 4.3.2 added; 4.3.0 and 4.3.1 load alike. Unlike 4.1, it drops the blanks before a line break inside a quoted value (observed)' },
    onFailure: { en: 'finds no name and rejects the skill', fr: 'ne trouve pas de nom et rejette le skill' },
    textOf: 'json',
  },
  // Numbers are read as text (`name: 123` is the name `123`).
  // Checked on every name (observed by the agent fuzzer): `pdf-é`, which the standard takes, is refused.
  name: { source: 'header', maxLength: 64, allowed: /^[a-z0-9]+(-[a-z0-9]+)*$/, allowedAlways: true },
  // Lengths in JavaScript's `length`; numbers, booleans and lists are read as text.
  description: { maxLength: 1024, codeUnits: true },
  keys: ['name', 'description', 'hidden'],
  // Its frontmatterRegex (`/^---\s*\n([\s\S]*?)\n---\s*\n/`, augment.mjs of 0.36.0) leaves the header's last line break out.
  headerLastBreakDropped: true,
  // A name that is not text is written as JSON before its name check (`name: 2024-01-31` is `"2024-01-31T00:00:00.000Z"`,
  // `name: [Read]` is `["Read"]`, observed on 0.36.0), which the check always refuses; numbers and booleans are written
  // as text (`name: 123` loads as `123`); a null name is a missing one.
  keyTypes: { name: 'string' },
  keyValues: 'text',
  keyNullAbsent: ['name'],
  effects: {
    // A UTF-16 file read as UTF-8 shows no header, so no name (observed, LE and BE, with and without a byte-order mark).
    'not-text': { kind: 'rejects', says: NO_NAME },
    bom: { kind: 'rejects', says: NO_NAME },
    'no-header': { kind: 'rejects', says: NO_NAME },
    unclosed: { kind: 'rejects', says: NO_NAME },
    'yaml-error': { kind: 'rejects', says: NO_NAME },
    'duplicate-key': { kind: 'rejects', says: NO_NAME },
    'tab-indent': { kind: 'rejects', says: NO_NAME },
    'colon-top-level': { kind: 'rejects', says: NO_NAME },
    'colon-nested': { kind: 'rejects', says: NO_NAME },
    'not-mapping': { kind: 'rejects', says: NO_NAME },
    'name-missing': { kind: 'rejects', says: NO_NAME },
    'name-too-long': { kind: 'rejects', says: BAD_NAME },
    'name-format': { kind: 'rejects', says: BAD_NAME },
    'key-type': { kind: 'rejects', says: BAD_NAME },
    'name-mismatch': { kind: 'warns', says: 'does not match directory name' },
    'description-missing': { kind: 'rejects', says: 'is missing required \'description\' field in frontmatter' },
    'description-too-long': { kind: 'rejects', says: 'Must be 1-1024 characters.' },
    'key-unknown': { kind: 'ignores' },
    'dot-folder': { kind: 'not-found' },
  },
  triggers: { unsupported: 'the listing and the model call are made on Augment’s servers behind an account: no scripted model can answer, so no reading could be verified' },
  listing: {
    placement: { en: 'built on Augment’s servers from the name, description and location of each skill', fr: 'construite sur les serveurs d’Augment à partir du nom, de la description et de l’emplacement de chaque skill' },
    // `.augment/skills`, then `.claude/skills`, then `.agents/skills`; each folder in name order.
    order: 'discovery',
    escaping: 'none',
    location: 'absolute',
    hiddenBy: ['hidden'],
    elsewhere: {
      en: 'Augment builds the list its model sees on its own servers: Skillkiln shows which skills it loads and sends there, and which it leaves out.',
      fr: 'Augment construit la liste que voit son modèle sur ses propres serveurs : Skillkiln montre quels skills il charge et y envoie, et lesquels il écarte.',
    },
  },
};
