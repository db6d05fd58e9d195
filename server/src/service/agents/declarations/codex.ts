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
  discovery: { folders: ['.agents/skills', '.codex/skills'], parents: true, depth: 6, dotFolders: false, fileName: 'SKILL.md', followsSymlinks: true },
  parser: {
    library: 'serde YAML between lines that trim to `---`, lenient on `key: a: b`',
    onFailure: { en: 'rejects the skill', fr: 'rejette le skill' },
  },
  name: { source: 'header', fallback: 'folder', maxLength: 64 },
  description: { listingCap: { chars: 1024, keep: 1021, mark: '...' }, singleLine: true },
  keys: ['name', 'description', 'metadata'],
  effects: {
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
    'key-unknown': { kind: 'ignores' },
    'too-deep': { kind: 'not-found' },
  },
  listing: {
    builtins: { count: 4, chars: 1900, note: { en: 'Codex adds its own system skills (imagegen, openai-docs, skill-creator, skill-installer) under a root of their own before yours; they are left out here, as with `skills.bundled.enabled = false`.', fr: 'Codex ajoute ses propres skills système (imagegen, openai-docs, skill-creator, skill-installer) sous une racine à part, avant les vôtres ; ils sont omis ici, comme avec `skills.bundled.enabled = false`.' } },
    placement: { en: 'a developer message (`<skills_instructions>`)', fr: 'un message développeur (`<skills_instructions>`)' },
    order: 'bytes',
    escaping: 'none',
    location: 'root-relative',
    budget: {
      rule: { en: '2% of the context window in tokens (about 4 bytes a token), or 8,000 characters when the window is unknown', fr: '2 % de la fenêtre de contexte en tokens (environ 4 octets par token), ou 8 000 caractères quand la fenêtre est inconnue' },
      chars: (window) => (window === undefined ? 8000 : Math.floor(window * 0.02 * 4)),
      over: { en: 'descriptions shrink one character at a time in turn, then skills are left out from the end', fr: 'les descriptions raccourcissent d’un caractère chacune à tour de rôle, puis des skills sont écartés à partir de la fin' },
      knobs: ['model_context_window'],
    },
  },
};
