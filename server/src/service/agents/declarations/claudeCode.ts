import type { AgentDeclaration } from '../agentDeclaration';
import { claudeHeaderRead } from '../claudeFrontmatter';
import { VERIFIED_VERSIONS } from '../verifiedVersions';

/** Characters per token Claude Code assumes for models before Opus/Sonnet 4.7 (4) and after (3). */
export function claudeCharsPerToken(model: string): number {
  return /^claude-(3|opus-4-[0-6]|sonnet-4-[0-6]|haiku-4-5)\b/.test(model) || /^claude-(opus|sonnet)-4(\[|$)/.test(model) ? 4 : 3;
}

/** The default model of the pinned release, and its context window. */
export const CLAUDE_DEFAULT_MODEL = 'claude-opus-4-8[1m]';
export const CLAUDE_DEFAULT_WINDOW = 1_000_000;

/**
 * Claude Code's built-in skills at the pinned version, listed after the project's: the width of
 * each entry as it counts against the budget, when everything fits and when over budget. The
 * last three are built-in commands: over budget they shrink to `- name`, and a project skill of
 * the same name does not replace them (the ten bundled skills it does replace).
 */
const CLAUDE_BUILTINS = [
  ['deep-research', 487, 487], ['update-config', 707, 707], ['keybindings-help', 248, 248], ['verify', 260, 260],
  ['code-review', 361, 361], ['simplify', 188, 188], ['fewer-permission-prompts', 191, 191], ['loop', 314, 314],
  ['claude-api', 1080, 1080], ['run', 368, 368], ['init', 67, 6], ['review', 78, 8], ['security-review', 90, 17],
].map(([name, width, widthOverBudget]) => ({ name: name as string, width: width as number, widthOverBudget: widthOverBudget as number, replaceable: width === widthOverBudget }));

/**
 * Claude Code, observed by running it: `.claude/skills/<folder>/SKILL.md` in the project and
 * its parents; the folder is the listed name; a header Bun's YAML parser cannot read (even
 * after re-quoting top-level values) is dropped and the skill still loads.
 */
export const CLAUDE_CODE: AgentDeclaration = {
  id: 'claude-code',
  label: { en: 'Claude Code', fr: 'Claude Code' },
  verified: { version: VERIFIED_VERSIONS['claude-code'].version, how: 'run' },
  discovery: { folders: ['.claude/skills'], parents: true, depth: 1, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: true, topFile: 'ignores', maxFileBytes: 1024 * 1024, nested: 'ignores' },
  parser: {
    library: 'Bun.YAML.parse, retried once with top-level values re-quoted',
    resolvesAliases: true,
    header: claudeHeaderRead,
    // Its cut wants `\n` after `---`: a file with lone CR line breaks has no header, and is one line of body to it
    // (observed on 2.1.197: the listing shows the whole file as the description).
    lineFeedOnly: true,
    yaml: { name: 'Bun.YAML', evidence: 'the Bun binary calls `Bun.YAML.parse` (no YAML package bundled): not on npm, modelled here' },
    onFailure: { en: 'drops the header and lists the skill under its folder name with the body\'s first line as description', fr: 'ignore l’en-tête et liste le skill sous le nom de son dossier, avec la première ligne du corps pour description' },
  },
  name: { source: 'folder' },
  description: {
    fallback: 'first-line',
    // A body with no line either: the word `Skill` (its bundle's default for the first line).
    fallbackEmpty: 'Skill',
    // Bun counts and cuts in UTF-16 units (an emoji counts two), and writes a number or boolean as JavaScript does.
    // A cut between an emoji's halves reaches the model as U+FFFD then `…` (observed on 2.1.197).
    listingCap: { chars: 1536, keep: 1535, mark: '…', codeUnits: true, halfReplaced: true },
    jsValues: true,
    appended: [{ key: 'when_to_use', separator: ' - ' }],
  },
  keys: ['name', 'description', 'when_to_use', 'allowed-tools', 'disallowed-tools', 'argument-hint', 'arguments', 'model', 'effort', 'shell', 'disable-model-invocation', 'user-invocable', 'context', 'agent', 'hooks', 'paths', 'version', 'license', 'metadata', 'compatibility'],
  effects: {
    // Reads a UTF-16 file's bytes as UTF-8 (observed, LE and BE, with and without a byte-order mark): no `---` line
    // in them, so it lists the skill under its folder's name with the garbled first line as its description.
    'not-text': { kind: 'drops-header' },
    bom: { kind: 'drops-header' },
    'no-header': { kind: 'drops-header' },
    unclosed: { kind: 'drops-header' },
    // It closes the header at that `---`: what comes before is its header, so it lists that
    // description, or (when that part is no YAML) the body's first line: another description either way.
    'dashes-inside': { kind: 'replaces' },
    'yaml-error': { kind: 'drops-header', says: 'failed to parse and was ignored' },
    // No 'tab-indent' entry: a tab indenting a nested key (`metadata:` then a tab) loads as
    // written (the edge case); the fuzzer's top-level tabs that drop the header are known cases.
    'colon-nested': { kind: 'drops-header', says: 'failed to parse and was ignored' },
    'not-mapping': { kind: 'drops-header' },
    'name-mismatch': { kind: 'renames' },
    'description-missing': { kind: 'replaces' },
    'description-cut': { kind: 'cuts' },
    'key-unknown': { kind: 'ignores' },
    'too-deep': { kind: 'not-found' },
    nested: { kind: 'not-found' },
    'top-file': { kind: 'not-found' },
    'file-too-large': { kind: 'rejects' },
    // Read in its bundle: a skill whose `paths` gives a glob is stored as conditional, out of
    // the init list and the listing until a file matching it is read or edited.
    'paths-held': { kind: 'unlisted', says: 'conditional skills stored (activated when matching files are touched)' },
    // `disable-model-invocation` on and `user-invocable` written but not on (`false`, empty, `"yes"`, `1`: only `true`
    // and `"true"` are on): in neither its `/` commands nor its listing (observed on 2.1.197).
    'invocation-off': { kind: 'unlisted', says: 'neither the model nor the user can invoke it' },
  },
  // Measured with claude 2.1.197 against a scripted loopback model: each choice is an `assistant` event with a `Skill` tool_use.
  triggers: { bin: 'claude', args: ['-p', '{query}', '--output-format', 'stream-json', '--verbose', '--strict-mcp-config', '--disallowedTools', 'Bash Edit Write NotebookEdit WebFetch WebSearch', '{modelArgs}'], modelArgs: ['--model', '{model}'], skillsDir: '.claude/skills', stream: 'claude-stream-json', activation: { tool: 'Skill', argument: 'skill' } },
  listing: {
    placement: { en: 'a system reminder beside the Skill tool', fr: 'un rappel système à côté de l’outil Skill' },
    order: 'locale',
    escaping: 'none',
    location: 'none',
    hiddenBy: ['disable-model-invocation'],
    flagsOn: 'true-or-text',
    budget: {
      rule: { en: '1% of the context window × characters per token (3 for current models, 4 for older ones)', fr: '1 % de la fenêtre de contexte × caractères par token (3 pour les modèles actuels, 4 pour les anciens)' },
      chars: (window) => Math.floor((window ?? CLAUDE_DEFAULT_WINDOW) * 0.01 * (window === undefined ? claudeCharsPerToken(CLAUDE_DEFAULT_MODEL) : 3)),
      over: { en: 'its own skills keep their lines; the others keep their description while it fits (most recently used first), else only `- name`', fr: 'ses skills intégrés gardent leur ligne ; les autres gardent leur description tant qu’elle tient (les plus récemment utilisés d’abord), sinon seulement `- nom`' },
      knobs: ['SLASH_COMMAND_TOOL_CHAR_BUDGET', 'skillListingBudgetFraction', 'skillListingMaxDescChars'],
    },
    builtins: { count: 13, chars: 4439, entries: CLAUDE_BUILTINS, note: { en: 'Claude Code adds its 13 built-in skills (≈ 4,450 characters) after yours; they count against the same budget and are not shown here.', fr: 'Claude Code ajoute ses 13 skills intégrés (≈ 4 450 caractères) après les vôtres ; ils comptent dans le même budget et ne sont pas montrés ici.' } },
  },
};
