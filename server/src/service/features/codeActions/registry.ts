import { addDescription } from './addDescription';
import { addFrontmatter } from './addFrontmatter';
import { addKey } from './addKey';
import { addPermission } from './addPermission';
import { closeFrontMatter } from './closeFrontMatter';
import { createFile, createReferenceFile } from './createFile';
import { dropKeyword } from './dropKeyword';
import { dropKeywordsPastCap } from './dropKeywordsPastCap';
import { enabledBoolean } from './enabledBoolean';
import { enableSkill } from './enableSkill';
import { escapeExecMarker } from './escapeExecMarker';
import type { FixBuilder } from './fixBuilder';
import { fillName } from './fillName';
import { fixName } from './fixName';
import { joinTools } from './joinTools';
import { keywordsToComma } from './keywordsToComma';
import { keyUnsupported } from './keyUnsupported';
import { nameDirMismatch } from './nameDirMismatch';
import { nameTool } from './nameTool';
import { quoteTemplate } from './quoteTemplate';
import { quoteValue } from './quoteValue';
import { removeBom } from './removeBom';
import { removeSuppression } from './removeSuppression';
import { removeHiddenText } from './removeHiddenText';
import { renameKey } from './renameKey';
import { replaceCategory } from './replaceCategory';
import { replaceLinkTarget } from './replaceLinkTarget';
import { replaceSkillReference } from './replaceSkillReference';
import { replaceValue } from './replaceValue';
import { sanitizeName } from './sanitizeName';
import { unfenceCommand } from './unfenceCommand';
import { unquotedColon } from './unquotedColon';

/** Every quick-fix builder, one per `data.fix` value (profiles document their payloads in `profiles/<p>/fixData.ts`). */
export const FIX_BUILDERS: readonly FixBuilder[] = [
  // common
  closeFrontMatter, removeSuppression,
  // mm
  addDescription, dropKeyword, dropKeywordsPastCap, fillName, keywordsToComma, nameTool, renameKey, unfenceCommand,
  // tajo
  addKey, addPermission, quoteTemplate, replaceValue,
  // agent-app
  enabledBoolean, enableSkill, replaceCategory, replaceSkillReference, sanitizeName,
  // agent-skills
  addFrontmatter, createFile, escapeExecMarker, fixName, joinTools, keyUnsupported, nameDirMismatch, quoteValue, removeBom, unquotedColon,
  // skill-api
  createReferenceFile, replaceLinkTarget,
  // safety (every profile)
  removeHiddenText,
];

const BY_FIX = new Map(FIX_BUILDERS.map((b) => [b.fix, b] as const));

/** The builder for a finding's code and payload, if one handles it. */
export function fixBuilderFor(code: string, fix: string): FixBuilder | undefined {
  const b = BY_FIX.get(fix);
  return b && (!b.codes || b.codes.includes(code)) ? b : undefined;
}
