import type { ProfileIdDto } from '../../../server/src/lsp/protocol';

/** A new skill's text and where the cursor goes (the empty description). */
export interface SkillTemplate {
  readonly text: string;
  readonly cursor: { readonly line: number; readonly character: number };
}

/** Header keys each profile's new skills start with (values are placeholders the author edits). */
const HEADERS: Record<ProfileIdDto, readonly string[]> = {
  mm: ['name: {name}', 'description: ', 'keywords: '],
  'agent-skills': ['name: {name}', 'description: '],
  'agent-app': ['name: {name}', 'description: ', 'category: custom', 'enabled: true'],
  tajo: ['name: {name}', 'version: 1.0.0', 'description: ', 'category: integrations', 'status: experimental', 'triggers: []', 'actions: []'],
  'skill-api': ['name: {name}', 'description: '],
};

/**
 * The text of a new skill for `profile`: a header with the profile's keys and a title. Only
 * generates text; what the header means is the server's business.
 */
export function newSkillTemplate(profile: ProfileIdDto, name: string): SkillTemplate {
  const header = HEADERS[profile].map((line) => line.replace('{name}', name));
  const lines = ['---', ...header, '---', '', `# ${titleOf(name)}`, ''];
  const line = lines.findIndex((text) => text.startsWith('description:'));
  return { text: lines.join('\n'), cursor: { line, character: 'description: '.length } };
}

/** "what-time-is-it" → "What time is it". */
function titleOf(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Name rules for new skills: the strictest runtime's (Agent Skills) for folder names, looser otherwise. */
export function validateSkillName(profile: ProfileIdDto, name: string): 'empty' | 'invalid' | undefined {
  if (name.trim() === '') return 'empty';
  const pattern = profile === 'agent-skills' || profile === 'tajo'
    ? /^[a-z0-9]+(-[a-z0-9]+)*$/
    : /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
  return pattern.test(name) && name.length <= 64 ? undefined : 'invalid';
}
