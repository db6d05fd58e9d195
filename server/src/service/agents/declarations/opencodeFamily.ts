import type { AgentTarget } from '../../config/serviceConfig';
import type { LocalizedText } from '../../model/finding';
import type { AgentDeclaration, Effect } from '../agentDeclaration';
import type { AgentYamlRead } from '../agentYaml';

/** What differs between opencode and the agents built from it (Kilo). */
export interface OpencodeFamilyOptions {
  readonly id: AgentTarget;
  readonly label: LocalizedText;
  readonly version: string;
  /** Project skills folders, searched in the project and its parents up to the repository root. */
  readonly folders: readonly string[];
  /** The built-in skill it lists among the project's, by name. */
  readonly builtin: string;
  /** What this one does beyond the family's limits that could not be checked. */
  readonly limits?: LocalizedText;
  /** What a top-level `key: a: b` going on over several lines does (the repair differs between them). */
  readonly colonContinued?: Effect;
  /** Its reading of a SKILL.md: gray-matter, then its own retry (opencodeHeaderRead.ts). */
  readonly header: (text: string) => AgentYamlRead | undefined;
}

/**
 * opencode and its forks, observed by running them: gray-matter with js-yaml 3 on the whole file,
 * retried once with top-level `key: a: b` values rewritten (`header`); any `SKILL.md` under a skills folder, at any
 * depth; the header `name` is listed as written (no length or charset rule); a skill whose YAML
 * fails, whose `name` is missing or whose `description` is not text is skipped without a word;
 * one without `description` loads but is left out of the listing.
 */
export function opencodeFamily(options: OpencodeFamilyOptions): AgentDeclaration {
  const { label } = options;
  const extra = options.limits;
  return {
    id: options.id,
    label,
    verified: {
      version: options.version, how: 'run',
      limits: {
        en: `when a skill folder is a symbolic link to another skill folder, which of the two paths ${label.en} shows depends on which one it reads last${extra ? `; ${extra.en}` : ''}`,
        fr: `quand un dossier de skill est un lien symbolique vers un autre dossier de skill, celui des deux chemins que ${label.fr} montre dépend de celui qu’il lit en dernier${extra ? ` ; ${extra.fr}` : ''}`,
      },
    },
    discovery: { folders: options.folders, parents: true, depth: Infinity, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'loads', sameNameKeeps: 'varies', nested: 'loads' },
    parser: {
      library: 'gray-matter with js-yaml 3, retried with top-level values that hold `:` rewritten',
      yaml: { name: 'gray-matter (js-yaml 3)', version: '4.0.3', npm: 'gray-matter@4.0.3', bundled: true, evidence: 'read with gray-matter 4.0.3, its last release, and the js-yaml 3 it installs (the binaries name no version); `gray-matter` and js-yaml 3\'s `safeLoad` (without js-yaml 4\'s removal text) in the Bun binaries of opencode and Kilo' },
      onFailure: { en: 'skips the skill without a word', fr: 'ignore le skill sans rien dire' },
      // gray-matter itself, with its own cut of the header, and the agent's retry.
      header: options.header,
      // gray-matter looks for `\n---` to close the header: a file with lone CR line breaks has none, no name, and is
      // skipped (observed on opencode 1.18.33 and Kilo 7.7.9 by the agent fuzzer).
      lineFeedOnly: true,
    },
    // Not trimmed (observed: `name: "bar "` is listed as `bar `, beside a `bar`; a `|` name keeps its last line break).
    name: { source: 'header', untrimmed: true },
    description: { emptyAllowed: true, untrimmed: true },
    keys: ['name', 'description'],
    // Its check after the parse (read in both binaries): `typeof name === "string"`; a number (`name: 42`) is skipped.
    keyTypes: { name: 'string' },
    effects: {
      // A UTF-16 file read as UTF-8 shows no header (observed on both, LE and BE, with and without a byte-order mark).
      'not-text': { kind: 'skips' },
      'no-header': { kind: 'skips' },
      unclosed: { kind: 'skips' },
      'yaml-error': { kind: 'skips' },
      'duplicate-key': { kind: 'skips' },
      // Only where gray-matter and the retry both threw (opencodeHeaderRead): a tab its js-yaml 3 refuses.
      'tab-indent': { kind: 'skips' },
      'colon-nested': { kind: 'skips' },
      // The repair matches `word: value` lines only, one line at a time.
      'colon-key-symbol': { kind: 'skips' },
      ...(options.colonContinued ? { 'colon-continued': options.colonContinued } : {}),
      'not-mapping': { kind: 'skips' },
      'name-missing': { kind: 'skips' },
      'description-not-text': { kind: 'skips' },
      'key-type': { kind: 'skips' },
      'description-missing': { kind: 'unlisted' },
      'key-unknown': { kind: 'ignores' },
      'too-deep': { kind: 'not-found' },
    },
    // Every tool refused but the skill and reading ones (`*: deny`), through the variable that adds to the user's own configuration.
    // Each `run` starts a whole server inside (Kilo 7.7.9: ~22 s of CPU, 800 MB): one server per trigger test, every run attached to it (~1 s of its CPU a run).
    triggers: { bin: options.id, args: ['run', '--format', 'json', '--title', 'skillkiln trigger test', '{attachArgs}', '{modelArgs}', '{query}'], modelArgs: ['--model', '{model}'], server: { args: ['serve', '--hostname', '127.0.0.1', '--port', '0'], attachArgs: ['--attach', '{url}', '--dir', '{dir}'], passwordEnv: `${options.id.toUpperCase()}_SERVER_PASSWORD` }, env: { [`${options.id.toUpperCase()}_CONFIG_CONTENT`]: JSON.stringify({ permission: { '*': 'deny', skill: 'allow', read: 'allow', glob: 'allow', grep: 'allow', list: 'allow' } }) }, skillsDir: '.agents/skills', stream: 'opencode-json', activation: { tool: 'skill', argument: 'name' } },
    listing: {
      placement: { en: 'the end of the system prompt (`<available_skills>`)', fr: 'la fin du prompt système (`<available_skills>`)' },
      order: 'locale',
      escaping: 'none',
      location: 'absolute',
      builtins: {
        count: 1,
        chars: 0,
        note: { en: `${label.en} lists its own built-in skill (${options.builtin}) among yours, in name order; it is left out here.`, fr: `${label.fr} liste son propre skill intégré (${options.builtin}) parmi les vôtres, dans l’ordre des noms ; il est omis ici.` },
      },
    },
  };
}
