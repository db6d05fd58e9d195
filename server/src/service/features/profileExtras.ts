import type { ProfileId } from '../config/serviceConfig';
import type { FileSystem } from '../fs/fileSystem';
import type { LocalizedText } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import { readSkillFilePages } from '../profiles/skillApi/readSkillFilePages';
import { TAJO_COMPLETION_DATA } from '../profiles/tajo/tajoCompletionData';

/** A filter offered after `|` inside `{{ }}`. */
export interface TemplateFilter {
  readonly name: string;
  readonly doc: LocalizedText;
  readonly example: string;
  readonly argument: 'none' | 'optional' | 'required';
}

/**
 * What editor features know about a format beyond its key schema: values that live inside
 * strings (template filters), references computed from the document (action ids named by
 * `then`/`else`), and whether `$name` mentions a skill.
 */
export interface ProfileExtras {
  readonly templateFilters?: readonly TemplateFilter[];
  /** Keys whose value names an action id of the same header (with `actionStop` as the extra word). */
  readonly actionReferenceKeys?: readonly string[];
  readonly actionStop?: string;
  /** Where action ids are declared (`['actions', 'id']`). */
  readonly actionIdPath?: readonly string[];
  readonly actionIds?: (parsed: ParsedSkill) => readonly string[];
  /** `$name` in text asks for a skill by name (seed 000). */
  readonly skillMentions?: boolean;
  /** What the agent goes through to read a linked file (seed 003: pages of `read_skill_file`), for the link's tooltip. */
  readonly linkedFileNote?: (fs: FileSystem, file: string) => LocalizedText | undefined;
}

const EXTRAS: Partial<Record<ProfileId, ProfileExtras>> = {
  mm: { skillMentions: true },
  'skill-api': { linkedFileNote: readSkillFilePages },
  tajo: {
    templateFilters: TAJO_COMPLETION_DATA.filters,
    actionReferenceKeys: ['then', 'else'],
    actionStop: TAJO_COMPLETION_DATA.stop,
    actionIdPath: ['actions', 'id'],
    actionIds: TAJO_COMPLETION_DATA.actionIds,
  },
};

/** The extras of a format (none for formats that need none). */
export function extrasOf(id: ProfileId): ProfileExtras {
  return EXTRAS[id] ?? {};
}
