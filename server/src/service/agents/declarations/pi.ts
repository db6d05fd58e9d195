import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

const REQUIRED = 'description is required';

/**
 * pi, observed by running it against a loopback model and its own loader: `.agents/skills` from
 * the folder up to the repository's root (and `.pi/skills`), searched at any depth (a folder
 * holding a SKILL.md is not searched further; dot-folders, `node_modules` and what `.gitignore`
 * ignores are skipped). Strict YAML: any error, and no description, keeps the skill out; the
 * other departures from the standard only print a warning. Its listing, appended to the system
 * prompt, is escaped and follows its walk.
 */
export const PI: AgentDeclaration = {
  id: 'pi',
  label: { en: 'pi', fr: 'pi' },
  verified: {
    version: VERIFIED_VERSIONS.pi.version, how: 'run',
    limits: {
      en: 'its warnings were read from its own loader, since a run prints none; `.pi/skills` is read in the project folder only, not in its parents; files its `.gitignore` excludes are not left out here',
      fr: 'ses avertissements ont été lus dans son propre chargeur, car une exécution n’en affiche aucun ; `.pi/skills` n’est lu que dans le dossier du projet, pas dans ses parents ; les fichiers exclus par son `.gitignore` ne sont pas écartés ici',
    },
  },
  discovery: { folders: ['.pi/skills', '.agents/skills'], parents: true, depth: Infinity, dotFolders: false, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'alone', sameNameKeeps: 'first', nested: 'ignores' },
  parser: {
    library: 'yaml 2 (strict: any error fails the file)',
    yaml: { name: 'yaml', version: '2.9.1', npm: 'yaml@2.9.1', evidence: 'node_modules/yaml/package.json of @mariozechner/pi-coding-agent@0.73.1 (the version Skillkiln itself parses with)' },
    onFailure: { en: 'rejects the skill', fr: 'rejette le skill' },
    // `extractFrontmatter` (utils/frontmatter.js of 0.73.1), line breaks made `\n`: a file that starts with `---`, the header
    // from its fifth character to the first `\n---` after the third (none there: no header). Observed: a first line `--- `,
    // `---  ` or `---\t` opens the header, and a closing line that starts with `---` (`----`, `---# Title`) closes it.
    split: /^---(?!(?:\r\n?|\n)---)(?:\r\n|[\s\S])([\s\S]*?)(?:\r\n?|\n)---([\s\S]*)$/,
  },
  // Not trimmed (observed: `name: "bar "` is listed as `bar `, beside a `bar`).
  // `frontmatter.name || folder` in its loader: `name: false` is the folder's name (observed).
  name: { source: 'header', fallback: 'folder', maxLength: 64, untrimmed: true, falsyFallback: true },
  description: { maxLength: 1024, untrimmed: true },
  keys: ['name', 'description', 'disable-model-invocation'],
  // `extractFrontmatter` cuts the header at `indexOf("\n---")` (utils/frontmatter.js of 0.73.1), leaving its last line
  // break out: `description: >+` at the end of the header is listed with one line break fewer (observed).
  headerLastBreakDropped: true,
  // `frontmatter.name || folder` then `name.startsWith(…)`: a name that is not text but true to JavaScript throws.
  keyTypes: { name: 'string-if-truthy' },
  effects: {
    // A BOM or an unclosed header: no header found, so no description.
    // A UTF-16 file read as UTF-8 shows no header, so no description (observed, LE and BE, with and without a byte-order mark).
    'not-text': { kind: 'rejects', says: REQUIRED },
    bom: { kind: 'rejects', says: REQUIRED },
    'no-header': { kind: 'rejects', says: REQUIRED },
    unclosed: { kind: 'rejects', says: REQUIRED },
    'yaml-error': { kind: 'rejects' },
    'duplicate-key': { kind: 'rejects', says: 'Map keys must be unique' },
    'tab-indent': { kind: 'rejects', says: 'Tabs are not allowed as indentation' },
    'colon-top-level': { kind: 'rejects', says: 'Nested mappings are not allowed in compact mappings' },
    'colon-nested': { kind: 'rejects', says: 'Nested mappings are not allowed in compact mappings' },
    'not-mapping': { kind: 'rejects', says: REQUIRED },
    'name-too-long': { kind: 'warns', says: 'name exceeds 64 characters' },
    'name-format': { kind: 'warns', says: 'name contains invalid characters (must be lowercase a-z, 0-9, hyphens only)' },
    'name-mismatch': { kind: 'warns', says: 'name does not match parent directory' },
    'description-missing': { kind: 'rejects', says: REQUIRED },
    'description-not-text': { kind: 'rejects', says: 'description.trim is not a function' },
    'description-too-long': { kind: 'warns', says: 'description exceeds 1024 characters' },
    'key-unknown': { kind: 'ignores' },
    'key-type': { kind: 'rejects', says: 'name.startsWith is not a function' },
    // Its depth has no limit: this applies only to skills folders it does not read.
    'too-deep': { kind: 'not-found' },
    nested: { kind: 'not-found' },
    'dot-folder': { kind: 'not-found' },
  },
  // pi has no skill tool: the model reads the SKILL.md its listing gives; only its read-only tools are offered.
  triggers: { bin: 'pi', args: ['--offline', '--no-session', '--mode', 'json', '--tools', 'read,grep,find,ls', '{modelArgs}', '-p', '{query}'], modelArgs: ['--model', '{model}'], skillsDir: '.agents/skills', stream: 'pi-json', activation: { tool: 'read', file: 'SKILL.md' } },
  listing: {
    placement: { en: 'the end of the system prompt (`<available_skills>`)', fr: 'la fin du prompt système (`<available_skills>`)' },
    order: 'path',
    escaping: 'xml',
    location: 'absolute',
    hiddenBy: ['disable-model-invocation'],
  },
};
