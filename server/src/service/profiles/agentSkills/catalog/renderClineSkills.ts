import { CLINE } from '../../../agents/declarations/cline';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { renderBlockListing } from './agentCatalog';

/** The fixed description of Cline's `skills` tool, before its list of names (observed at the pinned version). */
export const CLINE_SKILLS_TOOL = 'Execute a skill within the main conversation. When users ask you to perform tasks, check if any available skills match. When users reference a slash command, invoke it with this tool. Input: `skill` (required) and optional `args`. Example: `skill: "pdf"`, `skill: "commit", args: "-m \\"Fix bug\\""`, `skill: "review-pr", args: "123"`, `skill: "ms-office-suite:pdf"`. When a skill matches the user\'s request, invoking this tool is a blocking requirement before any other response. Never mention a skill without invoking this tool.';

/**
 * The description of Cline's `skills` tool: its fixed text, then ` Available skills: ` and the
 * names joined by `, ` with a final `.` — the names only, nothing escaped; without skills, the
 * fixed text alone (then no catalog text here). Cline lists the names in the order the disk
 * gives the folders, which Skillkiln cannot know: they are shown sorted.
 */
export function renderClineSkills(request: CatalogRequest): Catalog {
  return renderBlockListing(CLINE, {
    title: { en: 'Cline `skills` tool description (names only)', fr: 'Description de l’outil `skills` de Cline (noms seuls)' },
    entryText: (it) => it.name,
    block: (names) => `${CLINE_SKILLS_TOOL} Available skills: ${names.join(', ')}.`,
  }, request);
}
