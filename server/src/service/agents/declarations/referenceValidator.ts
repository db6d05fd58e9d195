import type { AgentDeclaration } from '../agentDeclaration';

/**
 * The Agent Skills reference tooling (`skills-ref validate` / `to-prompt`): strictyaml, the six
 * keys of the standard only, name equal to the folder. It is a validator, not an agent: it
 * "rejects" what the standard does not allow.
 */
export const REFERENCE_VALIDATOR: AgentDeclaration = {
  id: 'spec',
  validator: true,
  label: { en: 'the reference validator (skills-ref)', fr: 'le validateur de référence (skills-ref)' },
  checks: { en: 'checks the open standard, for publishing', fr: 'vérifie le standard ouvert, pour publier' },
  verified: {
    version: 'skills-ref (Python reference, strictyaml)', how: 'source',
    limits: { en: 'the Python reference validator cannot be installed here: its rules come from its source', fr: 'le validateur de référence Python ne peut pas être installé ici : ses règles viennent de sa source' },
  },
  discovery: { folders: [], parents: false, depth: 1, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: true },
  parser: {
    library: 'strictyaml (no flow style, no anchors)',
    onFailure: { en: 'rejects the skill', fr: 'rejette le skill' },
  },
  name: { source: 'header', maxLength: 64 },
  description: { maxLength: 1024 },
  keys: ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'],
  effects: {
    // Not observed: Python's `read_text()` reads UTF-8 and fails on a UTF-16 byte-order mark; without one, no header.
    'not-text': { kind: 'rejects' },
    bom: { kind: 'rejects' },
    'no-header': { kind: 'rejects' },
    unclosed: { kind: 'rejects' },
    'yaml-error': { kind: 'rejects' },
    'duplicate-key': { kind: 'rejects' },
    'tab-indent': { kind: 'rejects' },
    'colon-top-level': { kind: 'rejects' },
    'colon-nested': { kind: 'rejects' },
    'flow-style': { kind: 'rejects' },
    'not-mapping': { kind: 'rejects' },
    'name-missing': { kind: 'rejects' },
    'name-too-long': { kind: 'rejects' },
    'name-format': { kind: 'rejects' },
    'name-mismatch': { kind: 'rejects' },
    'description-missing': { kind: 'rejects' },
    'description-too-long': { kind: 'rejects' },
    'compatibility-invalid': { kind: 'rejects' },
    'allowed-tools-invalid': { kind: 'rejects' },
    'key-unknown': { kind: 'rejects' },
  },
  triggers: { unsupported: 'the reference validator is not an agent: no model chooses anything' },
  listing: {
    placement: { en: 'the `<available_skills>` block an integrator pastes into a prompt', fr: 'le bloc `<available_skills>` qu’un intégrateur colle dans un prompt' },
    order: 'locale',
    escaping: 'html',
    location: 'relative',
  },
};
