import type { AgentDeclaration } from '../agentDeclaration';

/**
 * VS Code's agent mode, read from an older source of its prompt code (it cannot be run here):
 * what it loads follows its documentation, which requires `name` and `description`.
 */
export const VSCODE: AgentDeclaration = {
  id: 'vscode',
  label: { en: 'VS Code (Copilot)', fr: 'VS Code (Copilot)' },
  verified: {
    version: 'source of computeAutomaticInstructions.ts (older release)', how: 'source',
    limits: { en: 'VS Code could not be run here: its rules come from its documentation and an older source of its prompt code', fr: 'VS Code n’a pas pu être lancé ici : ses règles viennent de sa documentation et d’une ancienne source de son code de prompt' },
  },
  discovery: { folders: ['.github/skills', '.claude/skills', '.agents/skills'], parents: false, depth: 1, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: true },
  parser: {
    library: 'a YAML front-matter parser',
    onFailure: { en: 'does not load the skill', fr: 'ne charge pas le skill' },
  },
  name: { source: 'header' },
  description: {},
  keys: ['name', 'description', 'argument-hint', 'user-invocable', 'disable-model-invocation', 'license', 'compatibility', 'metadata'],
  effects: {
    // Not observed: a UTF-16 file read as UTF-8 shows no header, taken as a file without one.
    'not-text': { kind: 'skips' },
    'no-header': { kind: 'skips' },
    unclosed: { kind: 'skips' },
    'name-missing': { kind: 'skips' },
    'description-missing': { kind: 'skips' },
    'key-unknown': { kind: 'ignores' },
    'too-deep': { kind: 'not-found' },
  },
  triggers: { unsupported: 'VS Code’s agent runs inside the editor, with no headless command to run a request from' },
  listing: {
    placement: { en: 'the agent instructions (`<skills>`)', fr: 'les instructions de l’agent (`<skills>`)' },
    order: 'locale',
    escaping: 'none',
    location: 'relative',
    hiddenBy: ['disable-model-invocation'],
    unverified: { en: 'VS Code could not be run here: this block follows an older source of its prompt code.', fr: 'VS Code n’a pas pu être lancé ici : ce bloc suit une ancienne source de son code de prompt.' },
  },
};
