import type { ParsedSkill } from '../../parse/parsedSkill';
import { readTajoHeader, tajoActionIds } from './tajoHeader';
import { listTimeZones } from './timeZones';
import {
  actionType, TAJO_ACTION_TYPES, TAJO_FILTERS, TAJO_NAMED_SCHEDULES, TAJO_OPERATORS, TAJO_PERMISSIONS, TAJO_STOP, TAJO_TRIGGER_KINDS,
} from './tajoVocabulary';

/** Scopes the header's actions need, in first-use order (completion pre-selects them in `permissions`). */
export function impliedPermissions(parsed: ParsedSkill): string[] {
  const scopes: string[] = [];
  for (const a of readTajoHeader(parsed)?.actions ?? []) {
    const scope = a.type ? actionType(a.type)?.scope : undefined;
    if (scope && !scopes.includes(scope)) scopes.push(scope);
  }
  return scopes;
}

/**
 * Everything a completion engine needs beyond the key schema (`TAJO_SCHEMA`): values that
 * live inside strings (`{{ x | filter }}`, `"> 50"`), names computed from the document
 * (action ids for `then`/`else`, implied scopes) and the time zone list.
 */
export const TAJO_COMPLETION_DATA = {
  /** The 13 action types with their docs and implied scope. */
  actionTypes: TAJO_ACTION_TYPES,
  /** Filters offered after `|` inside `{{ }}`, with docs, examples and argument kind. */
  filters: TAJO_FILTERS,
  /** Condition operators offered at the start of a condition value. */
  operators: TAJO_OPERATORS,
  permissions: TAJO_PERMISSIONS,
  namedSchedules: TAJO_NAMED_SCHEDULES,
  triggerKinds: TAJO_TRIGGER_KINDS,
  /** Offered by `then`/`else` besides action ids. */
  stop: TAJO_STOP,
  /** IANA time zones for `timezone`. */
  timeZones: listTimeZones,
  /** Action ids of a document, for `then`/`else`. */
  actionIds: tajoActionIds,
  impliedPermissions,
} as const;
