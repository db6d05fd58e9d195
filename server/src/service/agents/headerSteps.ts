import type { SkillRecord } from '../model/skillRecord';
import type { Cause } from './agentDeclaration';
import type { SkillFacts } from './skillFacts';

/** One header-level cause and the facts that set it. */
export type HeaderStep = readonly [Cause, (facts: SkillFacts, record: SkillRecord) => boolean];

/** Header-level causes, in the order a loader meets them (the first that drops the header ends the reading). */
export const HEADER_STEPS: readonly HeaderStep[] = [
  ['bom', (f, r) => f.bom || r.bom === true],
  // No header and nothing else either: a loader that checks the body refuses it as such (Cline 3.0.65).
  ['body-empty', (f) => !f.hasHeader && f.bodyEmpty],
  ['no-header', (f) => !f.hasHeader],
  ['unclosed', (f) => f.hasHeader && !f.closed],
  ['dashes-inside', (f) => f.dashesInside],
  ['yaml-error', (f) => f.yamlError],
  ['duplicate-key', (f) => f.duplicateKey],
  ['tab-indent', (f) => f.tabIndent],
  ['not-mapping', (f) => f.notMapping],
  ['colon-top-level', (f) => f.colonTopLevel],
  ['colon-nested', (f) => f.colonNested],
  ['colon-key-symbol', (f) => f.colonKeySymbol],
  ['colon-continued', (f) => f.colonContinued],
  ['flow-style', (f) => f.flowStyle],
];
