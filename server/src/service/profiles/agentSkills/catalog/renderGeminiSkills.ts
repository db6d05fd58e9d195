import { GEMINI_CLI } from '../../../agents/declarations/geminiCli';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { renderBlockListing } from './agentCatalog';

/** The sentence Gemini CLI puts before its list (observed at the pinned version). */
export const GEMINI_INTRO = 'You have access to the following specialized skills. To activate a skill and receive its detailed instructions, call the `activate_skill` tool with the skill\'s name.';

/**
 * The `# Available Agent Skills` section of Gemini CLI's system prompt, as its own
 * `renderAgentSkills` writes it: an indented `<skill>` element per skill with the name, the
 * description as the YAML gives it (nothing escaped, no cap) and the file's absolute path, in
 * the order its loader found them. Its built-in skills are left out.
 */
export function renderGeminiSkills(request: CatalogRequest): Catalog {
  return renderBlockListing(GEMINI_CLI, {
    title: { en: 'Gemini CLI "Available Agent Skills" (system prompt)', fr: '« Available Agent Skills » de Gemini CLI (prompt système)' },
    entryText: (it) => `  <skill>\n    <name>${it.name}</name>\n    <description>${it.description}</description>\n    <location>${it.view.record.path}</location>\n  </skill>`,
    block: (entries) => `# Available Agent Skills\n\n${GEMINI_INTRO}\n\n<available_skills>\n${entries.join('\n')}\n</available_skills>`,
  }, request);
}
