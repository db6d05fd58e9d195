import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

/**
 * Copilot CLI, observed by running `copilot skill list`: the strict one — any YAML error,
 * a description over 1,024 characters or a name over 64 rejects the skill.
 */
export const COPILOT_CLI: AgentDeclaration = {
  id: 'copilot-cli',
  label: { en: 'Copilot CLI', fr: 'Copilot CLI' },
  verified: {
    version: VERIFIED_VERSIONS['copilot-cli'].version, how: 'run',
    limits: { en: 'which skills load was observed; the listing itself needs a signed-in model call and is rebuilt from the template pieces found in the program', fr: 'les skills chargés ont été observés ; la liste elle-même demande un appel de modèle connecté et est reconstituée à partir des morceaux de modèle trouvés dans le programme' },
  },
  // Of two skills with one name it keeps the first by folder order, then by whole path (observed:
  // `.github/skills` over `.agents/skills` and `.claude/skills`; `abc-twin/` over `abc/`, `q.z/` over `q/`).
  discovery: { folders: ['.github/skills', '.agents/skills', '.claude/skills'], parents: false, depth: Infinity, dotFolders: false, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'alone', nested: 'ignores', sameNameKeeps: 'first', folderOrder: 'paths' },
  parser: {
    // Its cut wants `\n` after `---`: a file with lone CR line breaks has no header, and no name (observed on 1.0.102).
    lineFeedOnly: true,
    library: 'serde_yaml (libyaml): strict, any YAML error rejects the skill',
    yaml: { name: 'serde_yaml', version: '0.9.34', evidence: '`serde_yaml-0.9.34` and `unsafe-libyaml-0.2.11` in prebuilds/linux-x64/runtime.node of copilot.tgz, the package the binary carries in its NODE_SEA_BLOB note and extracts on first run: not on npm, modelled here' },
    onFailure: { en: 'rejects the skill', fr: 'rejette le skill' },
  },
  // Checked on every name (observed by the agent fuzzer): `pdf-é`, which the standard takes, is refused.
  name: { source: 'header', fallback: 'folder', maxLength: 64, allowed: /^[A-Za-z0-9][A-Za-z0-9 ._:-]*$/, allowedAlways: true, replaced: / /g },
  // Counted in UTF-16 code units (observed on 1.0.102: 511 emoji and 2 letters load, 513 emoji are `Skill description
  // must be at most 1024 characters`), spaces around the value included: `description: "  lead and trail  "` is listed
  // by `skill list --json` with its spaces, and 1,024 characters with one space before or after are refused (found
  // by the agent fuzzer, seed 72).
  description: { fallback: 'first-paragraph', maxLength: 1024, codeUnits: true, countsUntrimmed: true, untrimmed: true },
  keys: ['name', 'description', 'allowed-tools', 'license', 'metadata'],
  effects: {
    // A UTF-16 file read as UTF-8 shows no header (observed, LE and BE, with and without a byte-order mark).
    'not-text': { kind: 'rejects', says: 'missing or malformed YAML frontmatter' },
    'no-header': { kind: 'rejects', says: 'missing or malformed YAML frontmatter' },
    unclosed: { kind: 'rejects', says: 'missing or malformed YAML frontmatter' },
    'yaml-error': { kind: 'rejects', says: 'failed to parse YAML frontmatter' },
    'duplicate-key': { kind: 'rejects', says: 'failed to parse YAML frontmatter: duplicate entry' },
    'tab-indent': { kind: 'rejects', says: 'failed to parse YAML frontmatter: found character that cannot start any token' },
    'description-not-text': { kind: 'rejects', says: 'Skill description must be a string' },
    'colon-top-level': { kind: 'rejects' },
    'colon-nested': { kind: 'rejects' },
    'not-mapping': { kind: 'drops-header' },
    'name-too-long': { kind: 'rejects' },
    'name-format': { kind: 'rejects', says: 'invalid skill name' },
    'description-too-long': { kind: 'rejects' },
    'description-missing': { kind: 'replaces' },
    'key-unknown': { kind: 'ignores' },
    // A folder starting with `.` under the skills folder is not searched (observed by the agent fuzzer).
    'dot-folder': { kind: 'not-found' },
    nested: { kind: 'not-found' },
    'key-type': { kind: 'rejects' },
  },
  // Its own checks on the parsed values, present even empty (`user-invocable:` is refused): YAML 1.2 types (`yes` is text).
  keyTypes: { name: 'string', description: 'string', 'allowed-tools': 'strings', 'argument-hint': 'string', 'disable-model-invocation': 'boolean', 'user-invocable': 'boolean' },
  // Observed on 1.0.102: the values reach these checks as serde_yaml then JSON give them (`!!binary aGVsbG8=` is text,
  // `.inf` and `.nan` are null); a null `argument-hint` (`~`, `.inf`, nothing) loads, a null `name` or `allowed-tools`
  // does not; `name: ''` or `name: ' '` is `Skill name must not be empty`.
  keyValues: 'json',
  keyNullAbsent: ['argument-hint'],
  keyTextFilled: ['name'],
  flowLinesFree: true,
  triggers: { unsupported: 'a request needs a signed-in call to GitHub’s model service, which cannot be pointed at a scripted model here, so no reading of its choice could be verified' },
  listing: {
    placement: { en: 'the system prompt (`<available_skills>`)', fr: 'le prompt système (`<available_skills>`)' },
    order: 'discovery',
    escaping: 'none',
    location: 'absolute',
    unverified: { en: 'Copilot CLI sends its listing only in a signed-in model call, which could not be captured: this text is rebuilt from the template pieces found in the program.', fr: 'Copilot CLI n’envoie sa liste que dans un appel de modèle connecté, qui n’a pas pu être capturé : ce texte est reconstitué à partir des morceaux de modèle trouvés dans le programme.' },
  },
};
