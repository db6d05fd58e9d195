import { QWEN_CODE } from '../../../agents/declarations/qwenCode';
import type { Catalog } from '../../../model/catalog';
import type { CatalogRequest } from '../../profile';
import { renderBlockListing } from './agentCatalog';

/** The description of Qwen Code's `skill` tool before the list (observed at the pinned version). */
export const QWEN_SKILL_TOOL_INTRO = `Execute a skill within the main conversation

<skills_instructions>
When users ask you to perform tasks, check if any of the available skills below can help complete the task more effectively. Skills provide specialized capabilities and domain knowledge.

How to invoke:
- Use this tool with the skill name only (no arguments)
- Examples:
  - \`skill: "pdf"\` - invoke the pdf skill
  - \`skill: "xlsx"\` - invoke the xlsx skill
  - \`skill: "ms-office-suite:pdf"\` - invoke using fully qualified name

Important:
- When a skill is relevant, you must invoke this tool IMMEDIATELY as your first action
- NEVER just announce or mention a skill in your text response without actually calling this tool
- This is a BLOCKING REQUIREMENT: invoke the relevant Skill tool BEFORE generating any other response about the task
- Only use skills listed in <available_skills> below
- Do not invoke a skill that is already running
- Do not use this tool for built-in CLI commands (like /help, /clear, etc.)
- When executing scripts or loading referenced files, ALWAYS resolve absolute paths from skill's base directory. Examples:
  - \`bash scripts/init.sh\` -> \`bash /path/to/skill/scripts/init.sh\`
  - \`python scripts/helper.py\` -> \`python /path/to/skill/scripts/helper.py\`
  - \`reference.md\` -> \`/path/to/skill/reference.md\`
</skills_instructions>`;

/**
 * The description of Qwen Code's `skill` tool: its instructions, then `<available_skills>` with
 * one `<skill>` element per skill, every tag and value on a line of its own — name, description
 * (then ` — ` and `when_to_use`) followed by ` (project)`, and `project` as the location — XML-escaped,
 * sorted by name. Its bundled skills, sorted in among them, are left out.
 */
export function renderQwenSkills(request: CatalogRequest): Catalog {
  return renderBlockListing(QWEN_CODE, {
    title: { en: 'Qwen Code <available_skills> (description of its skill tool)', fr: '<available_skills> de Qwen Code (description de son outil skill)' },
    entryText: (it) => `<skill>\n<name>\n${it.name}\n</name>\n<description>\n${it.description} (project)\n</description>\n<location>\nproject\n</location>\n</skill>`,
    block: (entries) => `${QWEN_SKILL_TOOL_INTRO}\n\n<available_skills>\n${entries.join('\n')}\n</available_skills>`,
  }, request);
}
