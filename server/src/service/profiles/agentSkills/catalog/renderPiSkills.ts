import { PI } from '../../../agents/declarations/pi';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { renderBlockListing } from './agentCatalog';
import { xmlEscape } from './catalogParts';

/** The three sentences pi puts before its list (observed at the pinned version). */
export const PI_INTRO = [
  'The following skills provide specialized instructions for specific tasks.',
  'Use the read tool to load a skill\'s file when the task matches its description.',
  'When a skill file references a relative path, resolve it against the skill directory (parent of SKILL.md / dirname of the path) and use that absolute path in tool commands.',
].join('\n');

/**
 * The skills part pi appends to its system prompt: the intro, then `<available_skills>` with an
 * indented `<skill>` element per skill — name, description as the YAML gives it and the file's
 * path as its walk reached it, all three XML-escaped — in the order of its walk. No cap.
 */
export function renderPiSkills(request: CatalogRequest): Catalog {
  return renderBlockListing(PI, {
    title: { en: 'pi <available_skills> (end of the system prompt)', fr: '<available_skills> de pi (fin du prompt système)' },
    entryText: (it) => `  <skill>\n    <name>${it.name}</name>\n    <description>${it.description}</description>\n    <location>${xmlEscape(it.view.record.path)}</location>\n  </skill>`,
    block: (entries) => `${PI_INTRO}\n\n<available_skills>\n${entries.join('\n')}\n</available_skills>`,
  }, request);
}
