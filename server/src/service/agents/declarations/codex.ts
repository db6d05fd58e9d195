import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

/**
 * Codex, observed by running it: `.agents/skills` from the repository root down to the
 * working folder (and `.codex/skills`), searched breadth-first six folders deep; a strict
 * loader that rejects, with a message, what it cannot read.
 */
export const CODEX: AgentDeclaration = {
  id: 'codex',
  label: { en: 'Codex', fr: 'Codex' },
  verified: { version: VERIFIED_VERSIONS.codex.version, how: 'run' },
  // Its walk (codex-rs `core-skills/src/loader.rs`, `discover_skills_under_root`) enqueues a symbolic link only
  // when it reads as a folder; a link to a file is passed over without an error, so a SKILL.md that is a link is
  // never read (observed on 0.171.0). Its list is deduplicated by file path, not by name: two skills named alike
  // are both loaded and both listed (observed).
  // It takes in 2,000 folders of a skills folder at most, the folder itself counted (`MAX_SKILLS_DIRS_PER_ROOT`),
  // breadth-first with each folder's names sorted as bytes: with 2,100 skill folders it loaded exactly the first
  // 1,999 in that order (observed on 0.171.0); a skill's `scripts/` or `references/` counts as one too.
  discovery: { folders: ['.agents/skills', '.codex/skills'], parents: true, depth: 6, dotFolders: false, maxFolders: 2000, fileName: 'SKILL.md', followsSymlinks: 'folders', topFile: 'loads', nested: 'loads', sameNameKeeps: 'both' },
  parser: {
    library: 'serde YAML between lines that trim to `---`, lenient on `key: a: b`, read again with values it cannot take quoted as text',
    resolvesAliases: true,
    // `extract_frontmatter` in its loader.rs compares each line trimmed with `---`, the first one too.
    openerTrimmed: true,
    // Observed on 0.171.0, not in the source read: `description: @Does`, `{a: b, c: 1}`, `[x` and a name
    // `[a, [b, {c: d}]]` load as their text, `[a, b]` is still refused as a sequence, and where the second
    // reading fails too it reports the first one's error.
    quotesOnFailure: true,
    // Its `SkillFrontmatter` struct derives `Deserialize` for `name`, `description` and `metadata` alone:
    // `name` twice is `duplicate field`, an unknown key twice loads (observed).
    duplicatesOfReadKeys: true,
    yaml: { name: 'serde_yaml', version: '0.9.34', evidence: '`serde_yaml-0.9.34` and `unsafe-libyaml-0.2.11` in the Rust binary (libyaml ported to Rust): not on npm, modelled here' },
    onFailure: { en: 'rejects the skill', fr: 'rejette le skill' },
  },
  // `validate_len` in its loader.rs counts `chars()`: code points, so an accent typed as a mark of its own counts
  // one more (`e` + U+0301 is two); observed: 33 `é` (68 bytes) load, 65 ASCII letters are refused.
  name: { source: 'header', fallback: 'folder', maxLength: 64 },
  description: { listingCap: { chars: 1024, keep: 1021, mark: '...' }, singleLine: true },
  keys: ['name', 'description', 'metadata'],
  // serde reads any scalar into its `String` fields (`name: false` is the name `false`), never a list or a mapping.
  // `metadata: null` (or `~`) is refused, `invalid type: unit value, expected struct SkillFrontmatterMetadata`, where
  // an empty `metadata:` loads (observed on 0.171.0).
  keyTypes: { name: 'scalar', description: 'scalar', metadata: 'no-written-null' },
  effects: {
    // Reads the file as strict UTF-8 (observed): a UTF-16 byte-order mark fails the read; without one, NUL bytes
    // between the letters leave no `---` line (`missing YAML frontmatter delimited by ---`).
    'not-text': { kind: 'rejects', says: 'failed to read file: invalid utf-8 sequence of 1 bytes from index 0' },
    bom: { kind: 'rejects', says: 'missing YAML frontmatter delimited by ---' },
    'no-header': { kind: 'rejects', says: 'missing YAML frontmatter delimited by ---' },
    unclosed: { kind: 'rejects', says: 'missing YAML frontmatter delimited by ---' },
    'yaml-error': { kind: 'rejects', says: 'invalid YAML' },
    'duplicate-key': { kind: 'rejects', says: 'invalid YAML: duplicate field' },
    'tab-indent': { kind: 'rejects', says: 'invalid YAML: found character that cannot start any token' },
    'not-mapping': { kind: 'rejects', says: 'invalid YAML: invalid type' },
    'name-too-long': { kind: 'rejects', says: 'invalid name: exceeds maximum length of 64 characters' },
    'description-missing': { kind: 'rejects', says: 'missing field `description`' },
    'description-cut': { kind: 'cuts' },
    'metadata-invalid': { kind: 'rejects' },
    'key-type': { kind: 'rejects', says: 'invalid YAML: invalid type, expected a string' },
    'key-unknown': { kind: 'ignores' },
    'too-deep': { kind: 'not-found' },
    'folder-cap': { kind: 'not-found' },
    'dot-folder': { kind: 'not-found' },
    'linked-file': { kind: 'skips' },
  },
  triggers: { bin: 'codex', args: ['exec', '--json', '--skip-git-repo-check', '--sandbox', 'read-only', '{modelArgs}', '{query}'], modelArgs: ['-m', '{model}'], skillsDir: '.agents/skills', stream: 'codex-exec-json', activation: { tool: 'read', file: 'SKILL.md' } },
  listing: {
    builtins: { count: 4, chars: 1900, note: { en: 'Codex adds its own system skills (imagegen, openai-docs, skill-creator, skill-installer) under a root of their own before yours; they are left out here, as with `skills.bundled.enabled = false`.', fr: 'Codex ajoute ses propres skills système (imagegen, openai-docs, skill-creator, skill-installer) sous une racine à part, avant les vôtres ; ils sont omis ici, comme avec `skills.bundled.enabled = false`.' } },
    placement: { en: 'a developer message (`<skills_instructions>`)', fr: 'un message développeur (`<skills_instructions>`)' },
    order: 'bytes',
    escaping: 'none',
    location: 'root-relative',
    budget: {
      rule: { en: '2% of the context window in tokens at about 4 bytes a token (its default model has a 500,000-token window: about 40,000 characters); the exact point and order of its cuts are estimated, not reproduced', fr: '2 % de la fenêtre de contexte en tokens, à environ 4 octets par token (son modèle par défaut a une fenêtre de 500 000 tokens : environ 40 000 caractères) ; le point exact et l’ordre de ses coupes sont estimés, pas reproduits' },
      chars: (window) => Math.floor((window ?? 500_000) * 0.02 * 4),
      over: { en: 'every description is shortened to the same length, then descriptions are dropped and skills left out from the end', fr: 'toutes les descriptions sont raccourcies à la même longueur, puis les descriptions sont retirées et des skills écartés à partir de la fin' },
      knobs: ['model_context_window'],
    },
  },
};
