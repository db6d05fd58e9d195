import type { AgentDeclaration } from '../agentDeclaration';
import { UPLOAD_KEYS, UPLOAD_LIMITS } from '../../pack/uploadRules';

/**
 * Claude's apps (claude.ai, Claude Desktop) when a skill is uploaded as a `.skill` archive: the
 * rules of skill-creator's validator (`quick_validate.py`, run by `package_skill.py`), the same
 * code `skillkiln pack` applies (pack/uploadRules.ts). A validator, not an agent: it reads no
 * folder, and it is judged only when selected.
 */
export const CLAUDE_AI: AgentDeclaration = {
  id: 'claude-ai',
  validator: true,
  onlyWhenSelected: true,
  checks: { en: 'checks what an upload to Claude\'s apps refuses', fr: 'vérifie ce que refuse l’envoi aux applications Claude' },
  label: { en: 'the upload to Claude\'s apps', fr: 'l’envoi aux applications Claude' },
  verified: {
    version: 'skill-creator quick_validate.py (Anthropic skills repository)', how: 'source',
    limits: {
      en: 'the upload itself needs an account: its rules come from the validator skill-creator runs before packing, read from its source',
      fr: 'l’envoi lui-même demande un compte : ses règles viennent du validateur que skill-creator lance avant d’empaqueter, lues dans sa source',
    },
  },
  discovery: { folders: [], parents: false, depth: 1, dotFolders: true, fileName: 'SKILL.md', followsSymlinks: false },
  parser: {
    library: 'PyYAML safe_load (YAML 1.1: `yes`, `off` and dates are not text; a repeated key keeps the last)',
    onFailure: { en: 'refuses the upload', fr: 'refuse l’envoi' },
  },
  name: { source: 'header', maxLength: UPLOAD_LIMITS.name },
  // An empty description passes its check; a missing one does not.
  description: { maxLength: UPLOAD_LIMITS.description, emptyAllowed: true, refusedCharacters: '<>' },
  keys: UPLOAD_KEYS,
  effects: {
    // Not observed: a UTF-16 file read as UTF-8 shows no header, taken as a file without one.
    'not-text': { kind: 'rejects' },
    bom: { kind: 'rejects' },
    'no-header': { kind: 'rejects' },
    unclosed: { kind: 'rejects' },
    'yaml-error': { kind: 'rejects' },
    'tab-indent': { kind: 'rejects' },
    'colon-top-level': { kind: 'rejects' },
    'colon-nested': { kind: 'rejects' },
    'colon-key-symbol': { kind: 'rejects' },
    'colon-continued': { kind: 'rejects' },
    'not-mapping': { kind: 'rejects' },
    'name-missing': { kind: 'rejects' },
    'name-too-long': { kind: 'rejects' },
    'name-format': { kind: 'rejects' },
    'description-missing': { kind: 'rejects' },
    'description-not-text': { kind: 'rejects' },
    'description-too-long': { kind: 'rejects' },
    'description-characters': { kind: 'rejects' },
    'compatibility-invalid': { kind: 'rejects' },
    'key-unknown': { kind: 'rejects' },
  },
  listing: {
    placement: { en: 'the skills list of Claude\'s apps', fr: 'la liste des skills des applications Claude' },
    order: 'locale',
    escaping: 'none',
    location: 'none',
    elsewhere: { en: 'Claude\'s apps build the listing on their own servers, after the upload: the preview shows which skills the upload accepts', fr: 'les applications Claude construisent la liste sur leurs serveurs, après l’envoi : l’aperçu montre quels skills l’envoi accepte' },
  },
  triggers: { unsupported: 'Claude’s apps have no headless command to run a request from, and need an account' },
};
