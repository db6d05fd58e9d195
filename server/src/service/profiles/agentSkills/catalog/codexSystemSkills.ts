/** One of the system skills Codex installs under `$CODEX_HOME/skills/.system` and lists. */
export interface CodexSystemSkill {
  readonly name: string;
  /** As listed, on one line. */
  readonly description: string;
  /** Its file under the system root (`r0/<file>` in the list). */
  readonly file: string;
}

/**
 * Codex 0.171.0's four system skills, as a default install lists them (copied from the block
 * `codex debug prompt-input` prints with a fresh `CODEX_HOME`). They come first in the list
 * (scope before name), under a root of their own, `r0`, and take their share of the budget.
 */
export const CODEX_SYSTEM_SKILLS: readonly CodexSystemSkill[] = [
  { name: 'imagegen', description: 'Generate or edit raster images when the task benefits from AI-created bitmap visuals such as photos, illustrations, textures, sprites, mockups, or transparent-background cutouts. Use when Codex should create a brand-new image, transform an existing image, or derive visual variants from references, and the output should be a bitmap asset rather than repo-native code or vector. Do not use when the task is better handled by editing existing SVG/vector/code-native assets, extending an established icon or logo system, or building the visual directly in HTML/CSS/canvas.', file: 'imagegen/SKILL.md' },
  { name: 'openai-docs', description: 'API first-timers, Codex/Work Q&A. If the user already has an OpenAI API integration, skip this skill for API questions and use the developer docs. Read this skill before answering how Codex or ChatGPT Work behaves, where to find a feature, or how to configure or troubleshoot this app or coding agent. This includes conversation history, model and cache behavior, instruction precedence, permissions, and tool availability. Use for API onboarding only when the user is connecting to the OpenAI API for the first time. Skip action requests, such as scheduling an automation, and tasks fully answered by supplied text or data.', file: 'openai-docs/SKILL.md' },
  { name: 'skill-creator', description: 'Create or update a Codex skill with appropriately scoped instructions and any needed supporting resources.', file: 'skill-creator/SKILL.md' },
  { name: 'skill-installer', description: 'Install Codex skills into $CODEX_HOME/skills from a curated list or a GitHub repo path. Use when a user asks to list installable skills, install a curated skill, or install a skill from another repo (including private repos).', file: 'skill-installer/SKILL.md' },
];
