import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';
import { DASH_LINE_CUT } from '../dashLineCut';

/** Cline's own words when its YAML parser fails (never shown by the command line, which leaves the skill out). */
const YAML_FAILED = 'Failed to parse YAML frontmatter';

/**
 * Cline, observed by running its command line against a loopback model: `.clinerules/skills`,
 * `.cline/skills` and `.agents/skills` of the repository, one level; a strict YAML parser; the
 * model gets the names only, in the `skills` tool's description, never a description.
 */
export const CLINE: AgentDeclaration = {
  id: 'cline',
  label: { en: 'Cline', fr: 'Cline' },
  verified: {
    version: VERIFIED_VERSIONS.cline.version, how: 'run',
    limits: {
      en: 'Cline never says which skills it refused, nor which it loaded with `disabled: true`: what it loads is read from the names it sends the model; the order of those names is the order the disk gives the folders, which cannot be known here, so they are shown sorted',
      fr: 'Cline ne dit jamais quels skills il a refusés, ni lesquels il a chargés avec `disabled: true` : ce qu’il charge est lu dans les noms qu’il envoie au modèle ; l’ordre de ces noms est celui dans lequel le disque donne les dossiers, impossible à connaître ici, ils sont donc montrés triés',
    },
  },
  // The last copy loaded wins, folder after folder; within one folder, in the order the disk lists it
  // (the fuzzer saw it keep `<f>` over `<f>-twin`, where a sorted walk would keep the twin). Its skills
  // are keyed by the name trimmed and lower-cased (`resolveId` in its core), so `Foo` and `foo` are one.
  discovery: { folders: ['.clinerules/skills', '.cline/skills', '.agents/skills'], parents: false, depth: 1, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'loads', sameNameKeeps: 'last', folderOrder: 'disk', nested: 'ignores', namesFoldCase: true },
  parser: {
    library: 'the `yaml` package (YAML 1.2), between a first line `---` and the next line starting with `---`',
    yaml: { name: 'yaml', version: '2.9.1', npm: 'yaml@2.9.1', evidence: 'node_modules/yaml/package.json of cline@3.0.65 (the version Skillkiln itself parses with)' },
    // Its core's cut (read in @cline/core 3.0.65, after a byte-order mark is stripped): the closing `---` must
    // follow a line break after the opening one's, so `---\n---\n` is no header (the whole file is the body,
    // and the skill loads under its folder's name), and `---x` closes a header, `x` starting the body (observed).
    split: DASH_LINE_CUT,
    onFailure: { en: 'leaves the skill out without a word', fr: 'écarte le skill sans rien dire' },
  },
  // A name holding `:` is listed lower-cased (real registries, then observed on 3.0.65: `Foo: Baz` as `foo: baz`,
  // `Foo:Bar` as `foo:bar`, `Über: X` as `über: x`; `Foo Bar`, `FOO4`, `Foo.Bar` and `A/B` as written).
  name: { source: 'header', fallback: 'folder', lowerCasedWhen: /:/ },
  description: {},
  keys: ['name', 'description', 'disabled', 'enabled'],
  // Its cut's group ends before the `\n---` (agent fuzzer: a header ending on `b: ''` inside a quote left
  // open loads, as `yaml` reads it without the last line break, where with it `yaml` throws).
  headerLastBreakDropped: true,
  // What its parser checks (read in its bundle): each of these, when present and not null, must be
  // of its type or the skill is left out (`Frontmatter field 'disabled' must be a boolean.`).
  keyTypes: { name: 'string', description: 'string', disabled: 'boolean', enabled: 'boolean' },
  // It reads `disabled` first and looks at `enabled` only without it: `disabled: false` then `enabled: ''` (or `0`)
  // loads; `disabled: ~` then `enabled: ''` does not (observed on 3.0.65).
  keyTypeUnless: { enabled: 'disabled' },
  keyNullAbsent: true,
  effects: {
    // Reads a UTF-16 file's bytes as UTF-8 (observed, LE and BE, with and without a byte-order mark): no header in
    // them, so it lists the skill under its folder's name.
    'not-text': { kind: 'drops-header' },
    'no-header': { kind: 'drops-header' },
    unclosed: { kind: 'drops-header' },
    'not-mapping': { kind: 'drops-header' },
    'yaml-error': { kind: 'skips', says: YAML_FAILED },
    'duplicate-key': { kind: 'skips', says: `${YAML_FAILED}: Map keys must be unique` },
    'tab-indent': { kind: 'skips', says: YAML_FAILED },
    'colon-top-level': { kind: 'skips', says: `${YAML_FAILED}: Nested mappings are not allowed in compact mappings` },
    'colon-nested': { kind: 'skips', says: `${YAML_FAILED}: Nested mappings are not allowed in compact mappings` },
    // The model never sees a description: a missing one is a note, not a fault.
    'description-missing': { kind: 'ignores' },
    'description-not-text': { kind: 'skips', says: 'Frontmatter field \'description\' must be a string.' },
    // Its body is the whole file where it finds no header: an empty SKILL.md is skipped too (observed).
    'body-empty': { kind: 'skips', says: 'Missing instructions body in skill file.' },
    'turned-off': { kind: 'unlisted', says: 'Skill is configured but disabled.' },
    'key-type': { kind: 'skips' },
    'key-unknown': { kind: 'ignores' },
    'too-deep': { kind: 'not-found' },
    nested: { kind: 'not-found' },
  },
  // Plan mode refuses every command that could change a file; the local backend starts no hub daemon that would outlive the run.
  triggers: { bin: 'cline', args: ['--json', '--plan', '{modelArgs}', '{query}'], modelArgs: ['-m', '{model}'], env: { CLINE_SESSION_BACKEND_MODE: 'local' }, skillsDir: '.agents/skills', stream: 'cline-json', activation: { tool: 'skills', argument: 'skill' } },
  listing: {
    placement: { en: 'the description of the `skills` tool (`Available skills: a, b.`)', fr: 'la description de l’outil `skills` (`Available skills: a, b.`)' },
    order: 'discovery',
    sameName: 'keep-place',
    escaping: 'none',
    location: 'none',
    namesOnly: true,
  },
};
