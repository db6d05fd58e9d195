import type { Range } from 'vscode-languageserver-types';
import type { SkillCandidate } from '../discovery/skillRoot';
import type { NotText, Unreadable } from '../fs/decodeText';
import type { ParsedSkill } from '../parse/parsedSkill';

/** A skill as the index holds it: where it is, its text's parse, and where the text came from. */
export interface SkillRecord extends SkillCandidate {
  /** Parsed text; undefined when the file could not be read as text. */
  readonly parsed: ParsedSkill | undefined;
  readonly unreadable?: Unreadable;
  readonly invalidUtf8?: boolean;
  /** True when the file on disk starts with a byte-order mark (dropped from the text, as editors do). */
  readonly bom?: boolean;
  /**
   * Set when the file on disk is not UTF-8 text (UTF-16, NUL bytes): `parsed` is then its bytes
   * read as UTF-8, what an agent reading it so sees; each agent's declaration says what it does
   * with such a file (the `not-text` cause).
   */
  readonly notText?: NotText;
  /** `buffer` when an editor holds unsaved text for it. */
  readonly source: 'disk' | 'buffer';
  /** Bumped each time the text changes; caches key on it. */
  readonly version: number;
  /**
   * The version of the last text whose change something worked out from the header alone could
   * tell (see `keepsHeader`): an editor's body edit under an ordinary header keeps it, so rules
   * that read only the header key their findings on it.
   */
  readonly headerVersion: number;
}

/** What a profile reads from a skill's header: what the runtime will use. */
export interface SkillInfo {
  /** The name the runtime serves the skill under. */
  readonly name: string;
  /** Range of the `name` value, or undefined when the name comes from the file or folder. */
  readonly nameRange?: Range;
  readonly description: string;
  readonly descriptionRange?: Range;
  readonly keywords: readonly string[];
  /** False for skills the runtime treats as nonexistent (agent-app `enabled: false`). */
  readonly enabled: boolean;
  readonly category?: string;
}
