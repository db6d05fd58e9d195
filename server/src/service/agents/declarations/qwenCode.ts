import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

/**
 * Qwen Code, observed by running it against a loopback model: `.qwen/skills` and
 * `.agents/skills` of the project folder, one level. Each header line is read on its own
 * (lineReader.ts), so YAML errors do not matter to it (but in a header holding `hooks:`), but a `>`/`|` block or a
 * value over several lines is not read as written. `name` (letters, digits, `_ : . -`) and
 * `description` are required. Its listing is in the description of its `skill` tool, escaped,
 * sorted by name among its own bundled skills.
 */
export const QWEN_CODE: AgentDeclaration = {
  id: 'qwen-code',
  label: { en: 'Qwen Code', fr: 'Qwen Code' },
  verified: {
    version: VERIFIED_VERSIONS['qwen-code'].version, how: 'run',
    limits: {
      en: 'skills with `paths:` (listed only once a matching file is touched) were not checked',
      fr: 'les skills avec `paths:` (listés seulement quand un fichier correspondant est touché) n’ont pas été vérifiés',
    },
  },
  discovery: { folders: ['.qwen/skills', '.agents/skills'], parents: false, depth: 1, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'ignores', sameNameKeeps: 'first', nested: 'ignores' },
  parser: {
    library: 'its own line-by-line reader; the `yaml` package (2, bundled) only for a header holding `hooks:`',
    lineReader: true,
    // Its frontmatterRegex (`/^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/` in its bundle, after a byte-order mark is stripped
    // and line breaks made `\n`): both `---` lines must be `---` alone. Observed on 0.15.10: `--- `, `---  ` or `---\t` as
    // the first or the closing line (CRLF too), `----` or `---# Title` as the closing one: `missing YAML frontmatter`.
    split: /^---(?:\r\n?|\n)([\s\S]*?)(?:\r\n?|\n)---(?:\r\n?|\n|$)([\s\S]*)$/,
    // A header whose text holds `hooks:` anywhere is parsed again, whole, with its bundled `yaml` 2
    // (`frontmatterYaml.includes("hooks:")` in its loader): a YAML error there rejects the skill,
    // and so does `hooks: null` (it goes through the entries of the value).
    rereads: { when: 'hooks:', npm: 'yaml@2.9.1', key: 'hooks' },
    onFailure: { en: 'has no YAML to fail: it reads each `key: value` line on its own', fr: 'n’a pas de YAML qui puisse échouer : il lit chaque ligne `clé: valeur` seule' },
  },
  name: { source: 'header', allowed: /^[\p{L}\p{N}_:.-]+$/u },
  description: { appended: [{ key: 'when_to_use', separator: ' \u2014 ' }] },
  keys: ['name', 'description', 'when_to_use', 'allowedTools', 'argument-hint', 'model', 'disable-model-invocation', 'paths', 'hooks'],
  keyTypes: { allowedTools: 'text-list', model: 'string', paths: 'list', hooks: 'not-null' },
  effects: {
    // A UTF-16 file read as UTF-8 shows no header (observed, LE and BE, with and without a byte-order mark).
    'not-text': { kind: 'rejects', says: 'Invalid format: missing YAML frontmatter' },
    'no-header': { kind: 'rejects', says: 'Invalid format: missing YAML frontmatter' },
    unclosed: { kind: 'rejects', says: 'Invalid format: missing YAML frontmatter' },
    'name-missing': { kind: 'rejects', says: 'Missing "name" in frontmatter' },
    'name-format': { kind: 'rejects', says: '"name" must match /^[\\p{L}\\p{N}_:.-]+$/u (letters, digits, _, :, ., -)' },
    'description-missing': { kind: 'rejects', says: 'Missing "description" in frontmatter' },
    'description-line-read': { kind: 'replaces' },
    'key-unknown': { kind: 'ignores' },
    // Its loader's own checks after the line reader (read in its bundle): `"model" must be a string`,
    // `"paths" must be an array of glob patterns`, `"allowedTools" must be an array`.
    'key-type': { kind: 'rejects' },
    // A `paths` list holds the skill out of the `skill` tool until a matching file is touched.
    'paths-held': { kind: 'unlisted', says: 'conditional skills become eligible only after a tool invocation touches a file matching their paths' },
    'too-deep': { kind: 'not-found' },
    nested: { kind: 'not-found' },
    'top-file': { kind: 'not-found' },
  },
  // Its stream-json is Claude Code's shape; headless, only read-only tools are offered.
  triggers: { bin: 'qwen', args: ['-p', '{query}', '--output-format', 'stream-json', '{modelArgs}'], modelArgs: ['-m', '{model}'], skillsDir: '.qwen/skills', stream: 'claude-stream-json', activation: { tool: 'skill', argument: 'skill' } },
  listing: {
    placement: { en: 'the description of its `skill` tool (`<available_skills>`)', fr: 'la description de son outil `skill` (`<available_skills>`)' },
    order: 'locale',
    escaping: 'xml',
    location: 'none',
    hiddenBy: ['disable-model-invocation'],
    builtins: { count: 4, chars: 0, note: { en: 'Qwen Code lists its own bundled skills (batch, loop, qc-helper, review) among yours, by name; they are left out here.', fr: 'Qwen Code liste ses propres skills intégrés (batch, loop, qc-helper, review) parmi les vôtres, par nom ; ils sont omis ici.' } },
  },
};
