import type { LocalizedText } from '../model/finding';

/** The type of a header value, for completion, hover and type checks. */
export type ValueType = 'string' | 'number' | 'boolean' | 'list' | 'map' | 'comma-list' | 'any';

/** One allowed value of an enumerated field. */
export interface EnumValue {
  readonly value: string;
  readonly doc: LocalizedText;
  /** Other spellings the runtime accepts (e.g. French labels), shown in completion too. */
  readonly aliases?: readonly string[];
}

/**
 * One key of a header, declared once and used by completion, hover, unknown-key
 * checks and documentation (no hand-written switch per key anywhere).
 */
export interface KeySchema {
  readonly key: string;
  readonly type: ValueType;
  readonly doc: LocalizedText;
  readonly required?: boolean;
  readonly default?: string;
  readonly enum?: readonly EnumValue[];
  /** Completion offers skill names for this value (or its list items). */
  readonly skillReference?: boolean;
  /** Completion offers IANA time zones. */
  readonly timeZone?: boolean;
  /** Keys of a nested map (or of each item of a list of maps). */
  readonly children?: readonly KeySchema[];
  /** Snippet body (LSP snippet syntax) inserted by completion for the whole key. */
  readonly snippet?: string;
}

/** Header keys of one profile, plus named snippets (a new skill, a trigger, an action…). */
export interface HeaderSchema {
  readonly keys: readonly KeySchema[];
  /** For formats with agent targets: the targets that read a top-level key (absent: every target reads every key). */
  readonly targetsOf?: (key: KeySchema) => readonly string[];
  readonly snippets?: readonly { readonly label: string; readonly doc: LocalizedText; readonly body: string; readonly context: 'header' | 'list-item' | 'document'; readonly parentKey?: string }[];
}

/** Finds a key's schema by a path of keys (`['triggers', 'schedule']`; list items are transparent). */
export function findKeySchema(schema: HeaderSchema, keyPath: readonly string[]): KeySchema | undefined {
  let keys: readonly KeySchema[] | undefined = schema.keys;
  let found: KeySchema | undefined;
  for (const k of keyPath) {
    found = keys?.find((s) => s.key === k);
    if (!found) return undefined;
    keys = found.children;
  }
  return found;
}
