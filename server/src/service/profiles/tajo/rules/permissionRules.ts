import type { Range } from 'vscode-languageserver-types';
import { isScalar, isSeq, type Node, type YAMLSeq } from 'yaml';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import { lineBreakOf } from '../../shared/lineBreakOf';
import { closestMatch } from '../closestMatch';
import type { AddPermissionFix, ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { actionType, enumValues, TAJO_PERMISSIONS } from '../tajoVocabulary';
import { isNullScalar, pairOf, rangeOf, spanOf } from '../yamlNodes';
import { addPermission } from '../../../features/codeActions/addPermission';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `permission-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const PERMISSION_UNKNOWN: RuleCode = { code: 'permission-unknown', severity: 'warning', doc: { en: 'A permission is not one of the six scopes the format lists (contacts:read, contacts:write, email:send, sms:send, lists:write, events:write).', fr: 'Une permission n’est pas l’une des six permissions du format (contacts:read, contacts:write, email:send, sms:send, lists:write, events:write).' }, fix: { en: 'Use the scope with the closest spelling.', fr: 'Utiliser la permission d’orthographe la plus proche.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ permissions: lines('permissions:', '  - email:send', '  - email:blast').trimEnd() }) },
};

/** `permission-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const PERMISSION_MISSING: RuleCode = { code: 'permission-missing', severity: 'error', doc: { en: 'An action needs a scope that `permissions` does not grant (send-email → email:send, send-sms → sms:send, contacts → contacts:write, lists → lists:write, track-event → events:write): its Brevo call is refused at run time.', fr: 'Une action nécessite une permission absente de `permissions` (send-email → email:send, send-sms → sms:send, contacts → contacts:write, listes → lists:write, track-event → events:write) : son appel Brevo est refusé à l’exécution.' }, fix: { en: 'Add the scope to `permissions`.', fr: 'Ajouter la permission à `permissions`.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ permissions: '' }) },
};

const SCOPES = enumValues(TAJO_PERMISSIONS);

/**
 * `permission-unknown` (a scope outside the six the format lists) and
 * `permission-missing` (an action whose Brevo call needs a scope `permissions` does not
 * grant), reported on the action's type with an edit that adds the scope.
 */
export const permissionRules: SkillRule = {
  id: 'tajo-permissions',
  kind: 'skill',
  codes: [PERMISSION_UNKNOWN, PERMISSION_MISSING],
  reads: ['header'],
  fixes: [addPermission, replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const { parsed, top } = header;
    const pair = pairOf(top, 'permissions');
    const list = pair?.value as Node | null | undefined;
    // A `permissions` that is not a list is a type-mismatch; what it grants is unknown.
    if (list && !isSeq(list) && !isNullScalar(list)) return;
    const granted = new Set<string>();
    if (isSeq(list)) {
      for (const item of list.items) {
        if (!isScalar(item) || item.value === null) continue;
        const scope = String(item.value);
        granted.add(scope);
        if (SCOPES.includes(scope)) continue;
        const range = rangeOf(parsed, item);
        const meant = closestMatch(scope, SCOPES);
        const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range, newText: meant } : undefined;
        report({ code: 'permission-unknown', range, ...(data ? { data } : {}), message: { en: `Use a Brevo scope${meant ? ` (did you mean \`${meant}\`?)` : ''}: \`${scope}\` is none of ${SCOPES.join(', ')}, so it grants nothing.`, fr: `Utilisez une permission Brevo${meant ? ` (vouliez-vous dire \`${meant}\` ?)` : ''} : \`${scope}\` n’est aucune de ${SCOPES.join(', ')}, elle n’accorde donc rien.` } });
      }
    }
    for (const a of header.actions) {
      const scope = a.type ? actionType(a.type)?.scope : undefined;
      if (!scope || granted.has(scope) || !a.typeNode) continue;
      const data: AddPermissionFix = { fix: 'add-permission', scope, ...insertion(parsed, isSeq(list) ? list : undefined, pair?.key as Node | undefined, scope) };
      report({ code: 'permission-missing', range: rangeOf(parsed, a.typeNode), data, message: { en: `Add \`${scope}\` to \`permissions\`: \`${a.type}\` needs it, and Brevo refuses this call at run time without it.`, fr: `Ajoutez \`${scope}\` à \`permissions\` : \`${a.type}\` en a besoin, et Brevo refuse cet appel à l’exécution sans elle.` } });
    }
  },
};

/** Where and what to insert so that `permissions` lists `scope`, keeping the list's style. */
function insertion(parsed: ParsedSkill, list: YAMLSeq | undefined, key: Node | undefined, scope: string): { range: Range; newText: string } {
  const eol = lineBreakOf(parsed.text);
  const at = (offset: number) => parsed.lines.range(offset, offset);
  if (list && list.flow) {
    // `[a, b]` → `[a, b, scope]`; `[]` → `[scope]`.
    const { end } = spanOf(parsed, list);
    const close = parsed.text.lastIndexOf(']', end);
    return { range: at(close), newText: list.items.length > 0 ? `, ${scope}` : scope };
  }
  if (list && list.items.length > 0) {
    const last = list.items[list.items.length - 1] as Node;
    const line = parsed.lines.positionAt(spanOf(parsed, last).end).line;
    const indent = parsed.lines.positionAt(spanOf(parsed, list).start).character;
    return { range: at(parsed.lines.lineEnd(line)), newText: `${eol}${' '.repeat(indent)}- ${scope}` };
  }
  if (key && key.range) {
    // `permissions:` with nothing after it.
    const line = parsed.lines.positionAt(spanOf(parsed, key).start).line;
    const indent = parsed.lines.positionAt(spanOf(parsed, key).start).character;
    return { range: at(parsed.lines.lineEnd(line)), newText: `${eol}${' '.repeat(indent + 2)}- ${scope}` };
  }
  const close = parsed.frontMatter?.closeRange;
  const offset = close ? parsed.lines.offsetAt(close.start) : parsed.bodyStart;
  return { range: at(offset), newText: `permissions:${eol}  - ${scope}${eol}` };
}
