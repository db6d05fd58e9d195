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
    // Its lines are split on `\n` alone: a file with lone CR line breaks has no `---` line (observed on 0.171.0, `missing YAML frontmatter`).
    lineFeedOnly: true,
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
  // A skill under a plugin's folder is named after it (observed on 0.171.0): the nearest folder from the skill's own
  // up (beyond the skills folder, to the repository) holding `.codex-plugin/plugin.json`, else
  // `.claude-plugin/plugin.json`, gives `<plugin>:<name>`, sorted and listed so; the length limit is the header
  // name's. A manifest it cannot read (not JSON, `"name": 5` or `null`) sends it one folder up, the other manifest
  // of that folder unread. Skillkiln looks up to the workspace folder only (see `pluginName.ts`).
  name: { source: 'header', fallback: 'folder', maxLength: 64, plugin: { manifests: ['.codex-plugin/plugin.json', '.claude-plugin/plugin.json'] } },
  description: { listingCap: { chars: 1024, keep: 1021, mark: '...' }, singleLine: true },
  keys: ['name', 'description', 'metadata'],
  // serde reads any scalar into its `String` fields (`name: false` is the name `false`), never a list or a mapping.
  // `metadata: null` (or `~`) is refused, `invalid type: unit value, expected struct SkillFrontmatterMetadata`, where
  // an empty `metadata:` loads (observed on 0.171.0).
  keyTypes: { name: 'scalar', description: 'scalar', metadata: 'no-written-null' },
  // serde_yaml is libyaml: a quoted description whose next lines start at the margin loads (`description: "a` then
  // `b"`), as on Copilot CLI; 45 skills of one public registry are written so, and Codex 0.171.0 loads them all.
  flowLinesFree: true,
  effects: {
    // Reads the file as strict UTF-8 (observed): a UTF-16 byte-order mark fails the read; without one, NUL bytes
    // between the letters leave no `---` line (`missing YAML frontmatter delimited by ---`).
    'not-text': { kind: 'rejects', says: 'failed to read file: invalid utf-8 sequence of 1 bytes from index 0' },
    // Observed on 0.171.0: a Latin-1 file is refused the same way (its first bad byte's index).
    'invalid-utf8': { kind: 'rejects', says: 'failed to read file: invalid utf-8 sequence of 1 bytes from index N' },
    bom: { kind: 'rejects', says: 'missing YAML frontmatter delimited by ---' },
    'no-header': { kind: 'rejects', says: 'missing YAML frontmatter delimited by ---' },
    unclosed: { kind: 'rejects', says: 'missing YAML frontmatter delimited by ---' },
    'yaml-error': { kind: 'rejects', says: 'invalid YAML' },
    // A `: ` in a value is an error to libyaml; the second reading quotes such values and loads the skill, unless what
    // it then reads fails too (a one-line `metadata: {"a": {"b": 1}}` becomes text): the first error is reported.
    'colon-top-level': { kind: 'rejects', says: 'invalid YAML: mapping values are not allowed in this context' },
    'colon-nested': { kind: 'rejects', says: 'invalid YAML: mapping values are not allowed in this context' },
    'colon-key-symbol': { kind: 'rejects', says: 'invalid YAML: mapping values are not allowed in this context' },
    'colon-continued': { kind: 'rejects', says: 'invalid YAML: mapping values are not allowed in this context' },
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
    // A fresh CODEX_HOME gets four system skills (imagegen, openai-docs, skill-creator, skill-installer) under
    // `$CODEX_HOME/skills/.system`: `codex debug prompt-input` lists them first (`r0`), the project's root second
    // (`r1`), and they take their share of the budget's cut like any other line (observed on 0.171.0). Their four
    // full lines are 1,723 bytes, 432 tokens. Their text is in `catalog/codexSystemSkills.ts`.
    builtins: { count: 4, chars: 1723, note: { en: 'Codex lists its four system skills (imagegen, openai-docs, skill-creator, skill-installer) first, under a root of their own (`r0`), as a default install has them: they count against the budget and are cut like yours, but are not shown here. Codex then calls your root `r1` (shown here as `r0`, its number with `skills.bundled.enabled = false`, which also takes the system skills out of the budget).', fr: 'Codex liste d’abord ses quatre skills système (imagegen, openai-docs, skill-creator, skill-installer), sous une racine à part (`r0`), comme une installation par défaut les a : ils comptent dans le budget et sont coupés comme les vôtres, mais ne sont pas montrés ici. Codex appelle alors votre racine `r1` (montrée ici `r0`, son numéro avec `skills.bundled.enabled = false`, qui retire aussi les skills système du budget).' } },
    placement: { en: 'a developer message (`<skills_instructions>`)', fr: 'un message développeur (`<skills_instructions>`)' },
    // `agents/openai.yaml` beside SKILL.md: `policy.allow_implicit_invocation: false` keeps the skill out of the list
    // (still loaded: `$name` runs it). Observed on 0.171.0: the file is read whole into records, and a value that fits
    // none (`interface: 5`, `display_name: [a]`, `allow_implicit_invocation: "false"` or `0`, `policy.products: 5`,
    // a record's key twice, a sequence at the top, YAML that does not parse) has it ignore the file; `False`, a
    // byte-order mark, CRLF and unknown keys are taken; `agents/openai.yml` is not read.
    hiddenByFile: {
      path: 'agents/openai.yaml',
      flag: ['policy', 'allow_implicit_invocation'],
      shape: {
        record: {
          interface: { record: { display_name: 'scalar', short_description: 'scalar', icon_small: 'scalar', icon_large: 'scalar', brand_color: 'scalar', default_prompt: 'scalar' } },
          policy: { record: { allow_implicit_invocation: 'bool', products: { list: 'scalar' } } },
          dependencies: { record: { tools: { list: { record: { type: 'scalar', value: 'scalar', description: 'scalar', transport: 'scalar', url: 'scalar', command: 'scalar' } } } } },
        },
      },
    },
    order: 'bytes',
    escaping: 'none',
    location: 'root-relative',
    // Observed on 0.171.0 by forcing cuts with `-c model_context_window=N` (1,000 to 40,000 on 9 skills, system ones
    // included; 500,000 and unset on 60 long ones) and comparing the printed block line for line with this model:
    // the budget is `floor(window × 2 / 100)` tokens, a line costs `ceil(bytes / 4)` tokens with its line end, the
    // roots table costs nothing, and short paths (`r0/…`) are used whether or not the list is cut. Unset, the
    // window is its default model's, 500,000 (10,000 tokens); an unknown model gets 272,000; a `model_context_window`
    // over 872,000 counts as 872,000 with the default model (17,440 tokens at 900,000 and at a billion), which is not
    // modelled: a window set here is taken as the model's own. `skills.max_context_tokens` replaces the budget, up to
    // 10,000 tokens (5,000 gave 5,000; 20,000 and a billion gave 10,000); a budget set in Skillkiln's settings stands
    // for it. Names are listed on one line, each run of white space one space.
    budget: {
      rule: { en: '2% of the context window in tokens of about 4 bytes (its default model has a 500,000-token window: 10,000 tokens, about 40,000 bytes)', fr: '2 % de la fenêtre de contexte en tokens d’environ 4 octets (son modèle par défaut a une fenêtre de 500 000 tokens : 10 000 tokens, environ 40 000 octets)' },
      // Characters here are 4 per token: Codex's budget in tokens is this divided by 4.
      chars: (window) => Math.floor(((window ?? 500_000) * 2) / 100) * 4,
      over: { en: 'descriptions are shortened one character at a time, each skill in turn in listing order, while the extra tokens fit; if even the lines without description do not fit, every description is dropped and the skills that no longer fit are left out', fr: 'les descriptions sont raccourcies un caractère à la fois, chaque skill à son tour dans l’ordre de la liste, tant que les tokens en plus tiennent ; si même les lignes sans description ne tiennent pas, toutes les descriptions sont retirées et les skills qui ne tiennent plus sont écartés' },
      knobs: ['model_context_window', 'skills.max_context_tokens'],
    },
  },
};
