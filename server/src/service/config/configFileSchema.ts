import { ruleCatalog } from '../docs/ruleCatalog';
import { AGENT_TARGETS, DEFAULT_CONFIG, DEFAULT_TARGETS, PROFILE_IDS } from './serviceConfig';

/** Where the package ships the schema (`contributes.jsonValidation`, `$schema` of a config file). */
export const CONFIG_SCHEMA_PATH = 'schemas/skillkiln.schema.json';

const SEVERITIES = ['error', 'warning', 'information', 'hint', 'off'];

/**
 * The JSON Schema of `.skillkiln.json`, built from the code's own lists (profiles, agent
 * targets, rule codes with their docs), so it grows with them; `npm run docs` writes it to
 * CONFIG_SCHEMA_PATH and a test fails when the shipped copy differs.
 */
export function configFileSchema(): Record<string, unknown> {
  const globs = { description: 'A glob relative to this file\'s folder (`legacy/**`, `**/*.draft.md`), or a list of them. A folder name ending in `/` covers everything under it.', oneOf: [{ type: 'string', minLength: 1 }, { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }] };
  const targets = { description: 'Agents that load Agent Skills; findings follow what these agents do.', type: 'array', items: { enum: [...AGENT_TARGETS] }, minItems: 1, uniqueItems: true };
  const rules = {
    description: 'Severity per diagnostic code, or `off`.',
    type: 'object',
    properties: Object.fromEntries(ruleCatalog().map((r) => [r.code, { description: r.uses.map((u) => u.meta.doc.en).join('\n\n'), enum: SEVERITIES }])),
    additionalProperties: false,
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    // A name of our own, not a web address: the schema ships with the extension and the npm package.
    $id: 'urn:skillkiln:config-file',
    title: 'Skillkiln configuration (.skillkiln.json)',
    description: 'Team settings for Skillkiln, read by the VS Code extension, the language server and `skillkiln lint`. Each setting given here wins over `.vscode/settings.json`; command-line options win over both.',
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      profile: { description: 'Skill format of every skills folder, or `auto` to pick one per folder from what its headers use.', enum: ['auto', ...PROFILE_IDS], default: DEFAULT_CONFIG.profile },
      skillsDirs: { description: 'Skills folders, relative to this file\'s folder.', type: 'array', items: { type: 'string', minLength: 1 }, default: [...DEFAULT_CONFIG.skillsDirs] },
      rootProfiles: { description: 'Profile per skills folder (its path relative to this file\'s folder); wins over `profile`.', type: 'object', additionalProperties: { enum: [...PROFILE_IDS] } },
      targets: { ...targets, default: [...DEFAULT_TARGETS] },
      contextWindowTokens: { description: 'Context window used for Claude Code\'s listing budget.', type: 'integer', minimum: 1000, maximum: 100_000_000, default: DEFAULT_CONFIG.contextWindowTokens },
      rules,
      ignore: { ...globs, description: 'Files to report nothing for (the agents still load them). ' + globs.description },
      overrides: {
        description: 'Severities and targets for some files; later entries win.',
        type: 'array',
        items: { type: 'object', required: ['files'], properties: { files: globs, rules, targets }, additionalProperties: false },
      },
    },
    additionalProperties: false,
  };
}
