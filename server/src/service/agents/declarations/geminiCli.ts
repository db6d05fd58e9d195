import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

/**
 * Gemini CLI, observed by running it and its own loader and renderer: `.gemini/skills` and
 * `.agents/skills` of a trusted folder, one level; what it cannot read it skips without a word.
 */
export const GEMINI_CLI: AgentDeclaration = {
  id: 'gemini-cli',
  label: { en: 'Gemini CLI', fr: 'Gemini CLI' },
  verified: { version: VERIFIED_VERSIONS['gemini-cli'].version, how: 'run' },
  discovery: { folders: ['.gemini/skills', '.agents/skills'], parents: false, depth: 1, dotFolders: false, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'loads', sameNameKeeps: 'varies', nested: 'ignores' },
  parser: {
    library: 'js-yaml 4, with a line-by-line fallback for `name:` and `description:`',
    yaml: { name: 'js-yaml', version: '4.1.1', npm: 'js-yaml@4.1.1', evidence: 'skillLoader.js imports js-yaml; node_modules/js-yaml/package.json of @google/gemini-cli@0.61.0' },
    lineFallback: true,
    // Its FRONTMATTER_REGEX (skillLoader.js of 0.61.0), on the file as read (a byte-order mark is no header): observed,
    // a first line `--- `, `---  ` or `---\t` (CRLF too) opens nothing and the skill is skipped; a closing line that
    // starts with `---` (`--- `, `----`, `---# Title`) closes the header and the skill loads.
    split: /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n([\s\S]*))?/,
    onFailure: { en: 'reads `name:` and `description:` lines on their own, and skips the skill when that fails', fr: 'lit les lignes `name:` et `description:` seules, et ignore le skill si cela échoue' },
  },
  // Not trimmed (observed: `name: "bar "` is listed as `bar `, beside a `bar`).
  name: { source: 'header', replaced: /[:\\/<>*?"|]/g, untrimmed: true },
  description: { emptyAllowed: true, untrimmed: true },
  keys: ['name', 'description'],
  // Its FRONTMATTER_REGEX (`/^---\r?\n([\s\S]*?)\r?\n---/`, skillLoader.js of 0.61.0) leaves the header's last line break out:
  // `description: |+` at the end of the header is listed with one line break fewer (observed).
  headerLastBreakDropped: true,
  effects: {
    // A UTF-16 file read as UTF-8 shows no header (observed, LE and BE, with and without a byte-order mark).
    'not-text': { kind: 'skips' },
    bom: { kind: 'skips' },
    'no-header': { kind: 'skips' },
    unclosed: { kind: 'skips' },
    'not-mapping': { kind: 'skips' },
    'name-missing': { kind: 'skips' },
    'name-format': { kind: 'renames' },
    'description-missing': { kind: 'skips' },
    'key-unknown': { kind: 'ignores' },
    // A folder starting with `.` under the skills folder is not searched (observed by the agent fuzzer).
    'dot-folder': { kind: 'not-found' },
    nested: { kind: 'not-found' },
    'too-deep': { kind: 'not-found' },
  },
  // Measured with gemini 0.61.0 against a scripted loopback model: headless runs leave activate_skill out of the
  // model's tools unless it is allowed (--allowed-tools); the choice is a `tool_use` event naming it.
  triggers: { bin: 'gemini', args: ['-p', '{query}', '--output-format', 'stream-json', '--approval-mode', 'default', '--allowed-tools', 'activate_skill', '{modelArgs}'], modelArgs: ['-m', '{model}'], env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' }, skillsDir: '.agents/skills', stream: 'gemini-stream-json', activation: { tool: 'activate_skill', argument: 'name' } },
  listing: {
    builtins: { count: 1, chars: 0, note: { en: 'Gemini CLI adds its own built-in skills (skill-creator) before yours; they are left out here.', fr: 'Gemini CLI ajoute ses propres skills intégrés (skill-creator) avant les vôtres ; ils sont omis ici.' } },
    placement: { en: 'the system prompt (`# Available Agent Skills`)', fr: 'le prompt système (`# Available Agent Skills`)' },
    order: 'reverse-path',
    sameName: 'keep-place',
    escaping: 'none',
    location: 'absolute',
  },
};
