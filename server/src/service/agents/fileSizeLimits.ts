import { MAX_SCANNED_CHARS } from '../parse/scannedPart';
import { AGENTS } from './agents';

let limits: readonly number[] | undefined;

/**
 * Every size of a skill file (UTF-16 units, as `computeOutcome` measures it) past which what is
 * worked out from its header alone may change: each agent's `discovery.maxFileBytes`, and the
 * scan limit past which rules see only the start of a huge file.
 */
export function fileSizeLimits(): readonly number[] {
  return (limits ??= [...new Set([MAX_SCANNED_CHARS, ...Object.values(AGENTS).flatMap((a) => (a.discovery.maxFileBytes === undefined ? [] : [a.discovery.maxFileBytes]))])]);
}
