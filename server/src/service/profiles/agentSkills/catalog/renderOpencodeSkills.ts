import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { renderBlockListing } from './agentCatalog';

/** The two lines opencode (and Kilo) put before the list, at the pinned versions. */
export const OPENCODE_SKILLS_INTRO = 'Skills provide specialized instructions and workflows for specific tasks.\nUse the skill tool to load a skill when a task matches its description.';

/** opencode's escape for the `<location>` (the only value it escapes): `'` becomes `&#39;`. */
export function opencodeEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The skills block at the end of opencode's system prompt, which Kilo sends byte for byte: the
 * two intro lines, then `<available_skills>` with an indented `<skill>` element per skill that
 * has a description, sorted by name, the name and description as the YAML gives them and the
 * file's path as it was found, escaped. Its built-in skill is left out.
 */
export function renderOpencodeSkills(agent: AgentDeclaration): (request: CatalogRequest) => Catalog {
  return (request) => renderBlockListing(agent, {
    title: { en: `${agent.label.en} <available_skills> (system prompt)`, fr: `<available_skills> de ${agent.label.fr} (prompt système)` },
    entryText: (it) => `  <skill>\n    <name>${it.name}</name>\n    <description>${it.description}</description>\n    <location>${opencodeEscape(it.view.record.path)}</location>\n  </skill>`,
    block: (entries) => `${OPENCODE_SKILLS_INTRO}\n<available_skills>\n${entries.join('\n')}\n</available_skills>`,
  }, request);
}
