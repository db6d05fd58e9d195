import { isAlias, isMap, isScalar, isSeq, type Node } from 'yaml';
import type { Report } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import { closestMatch } from '../closestMatch';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader, type ActionItem } from '../tajoHeader';
import { actionType, TAJO_ACTION_TYPES, TAJO_STOP } from '../tajoVocabulary';
import { describeValue, isNullScalar, isUnquotedTemplate, keyRangeOf, pairOf, rangeOf, sourceOf, valueOf } from '../yamlNodes';
import { checkDuration } from './durationCheck';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import { DURATION_INVALID } from './triggerRules';
import { TYPE_MISMATCH } from './schemaTypeRule';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `action-type-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const ACTION_TYPE_UNKNOWN: RuleCode = { code: 'action-type-unknown', severity: 'error', doc: { en: 'An action’s type is missing or not one of the 13 action types: the runtime cannot run it.', fr: 'Le type d’une action manque ou n’est pas l’un des 13 types d’action : le runtime ne peut pas l’exécuter.' }, fix: { en: 'Use the action type with the closest spelling.', fr: 'Utiliser le type d’action d’orthographe la plus proche.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-fax').trimEnd() }) },
};

/** `action-id-duplicate`: its severity and docs and example (rule pages, hovers, SARIF). */
export const ACTION_ID_DUPLICATE: RuleCode = { code: 'action-id-duplicate', severity: 'error', doc: { en: 'Two actions share one id: `then`/`else` cannot tell them apart.', fr: 'Deux actions partagent un identifiant : `then`/`else` ne peuvent pas les distinguer.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"').trimEnd() }) },
};

/** `action-ref-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const ACTION_REF_UNKNOWN: RuleCode = { code: 'action-ref-unknown', severity: 'error', doc: { en: '`then`/`else` names no action id (nor `stop`): the branch has nowhere to go.', fr: '`then`/`else` ne désigne aucun identifiant d’action (ni `stop`) : la branche ne mène nulle part.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: check_purchase', '    type: control/condition', '    parameters:', '      condition: "{{ cart.converted }} = false"', '      then: send_remindr', '      else: stop', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"').trimEnd() }) },
};

/** `delay-duration-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const DELAY_DURATION_MISSING: RuleCode = { code: 'delay-duration-missing', severity: 'error', doc: { en: 'A `control/delay` action has no `parameters.duration`: the runtime has no wait to schedule.', fr: 'Une action `control/delay` n’a pas de `parameters.duration` : le runtime n’a aucune attente à planifier.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: wait', '    type: control/delay', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"').trimEnd() }) },
};

const TYPE_NAMES = TAJO_ACTION_TYPES.map((a) => a.type);

/**
 * The action rules: `action-type-unknown`, `action-id-duplicate` (on the second id),
 * `action-ref-unknown` (`then`/`else` naming no id nor `stop`), and `duration-invalid`
 * on a control/delay's `duration`.
 */
export const actionRules: SkillRule = {
  id: 'tajo-actions',
  kind: 'skill',
  codes: [ACTION_TYPE_UNKNOWN, ACTION_ID_DUPLICATE, ACTION_REF_UNKNOWN, DELAY_DURATION_MISSING, DURATION_INVALID, TYPE_MISMATCH],
  reads: ['header'],
  fixes: [replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const { parsed, actions } = header;
    const ids = new Map<string, number>();
    actions.forEach((a, i) => {
      checkType(parsed, a, i, report);
      if (a.id !== undefined && a.idNode) {
        const first = ids.get(a.id);
        if (first === undefined) ids.set(a.id, i);
        else report({ code: 'action-id-duplicate', range: rangeOf(parsed, a.idNode), message: { en: `Give action ${i + 1} an id of its own: it reuses \`${a.id}\` of action ${first + 1}, so a \`then\`/\`else\` naming it cannot tell which one to run.`, fr: `Donnez à l’action ${i + 1} un identifiant propre : elle reprend \`${a.id}\` de l’action ${first + 1}, donc un \`then\`/\`else\` qui le nomme ne peut pas savoir laquelle exécuter.` } });
      }
      if (a.type === 'control/delay') {
        const duration = valueOf(a.parameters, 'duration');
        if (duration && !isNullScalar(duration)) checkDuration(parsed, duration, 'duration', report);
        else report({ code: 'delay-duration-missing', range: rangeOf(parsed, a.typeNode ?? a.node), message: { en: `Add \`duration: 1h\` (a number and s, m, h or d) under \`parameters\` of action ${i + 1}${a.id ? ` (\`${a.id}\`)` : ''}: without it, a \`control/delay\` gives the runtime no wait to schedule.`, fr: `Ajoutez \`duration: 1h\` (un nombre et s, m, h ou d) sous \`parameters\` de l’action ${i + 1}${a.id ? ` (\`${a.id}\`)` : ''} : sans elle, un \`control/delay\` ne donne au runtime aucune attente à planifier.` } });
      }
    });
    for (const a of actions) {
      for (const branch of ['then', 'else'] as const) {
        const ref = valueOf(a.parameters, branch);
        if (!isScalar(ref) || ref.value === null || isUnquotedTemplate(parsed, ref)) continue;
        const target = String(ref.value);
        if (target === TAJO_STOP || ids.has(target)) continue;
        const meant = closestMatch(target, [...ids.keys(), TAJO_STOP]);
        const range = rangeOf(parsed, ref);
        const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range, newText: meant } : undefined;
        report({ code: 'action-ref-unknown', range, ...(data ? { data } : {}), message: { en: `Name an action id or \`stop\` in \`${branch}\`${meant ? ` (did you mean \`${meant}\`?)` : ''}: \`${target}\` is neither, so the branch has nowhere to go.`, fr: `Nommez un identifiant d’action ou \`stop\` dans \`${branch}\`${meant ? ` (vouliez-vous dire \`${meant}\` ?)` : ''} : \`${target}\` n’est ni l’un ni l’autre, donc la branche ne mène nulle part.` } });
      }
    }
  },
};

function checkType(parsed: ParsedSkill, a: ActionItem, i: number, report: (r: Report) => void): void {
  if (isUnquotedTemplate(parsed, a.node) || isAlias(a.node)) return;
  if (!a.map && !isScalar(a.node)) {
    report({ code: 'type-mismatch', range: rangeOf(parsed, a.node), message: { en: `Write action ${i + 1} as a type name or a mapping with \`type\`: it is ${describeValue(a.node).en}, which the runtime cannot run.`, fr: `Écrivez l’action ${i + 1} comme un nom de type ou une table avec \`type\` : c’est ${describeValue(a.node).fr}, que le runtime ne peut pas exécuter.` } });
    return;
  }
  const typeNode = a.typeNode;
  if (typeNode && isAlias(typeNode)) return;
  if (!typeNode || isNullScalar(typeNode)) {
    const typePair = a.map ? pairOf(a.map, 'type') : undefined;
    const first = a.map?.items[0];
    const range = typePair ? keyRangeOf(parsed, typePair) : first ? keyRangeOf(parsed, first) : rangeOf(parsed, a.node);
    report({ code: 'action-type-unknown', range, message: { en: `Give action ${i + 1}${a.id ? ` (\`${a.id}\`)` : ''} a \`type\`: without one, the runtime does not know what to run.`, fr: `Donnez un \`type\` à l’action ${i + 1}${a.id ? ` (\`${a.id}\`)` : ''} : sans lui, le runtime ne sait pas quoi exécuter.` } });
    return;
  }
  if (isMap(typeNode) || isSeq(typeNode) || isUnquotedTemplate(parsed, typeNode)) return; // type-mismatch / template-unquoted
  const name = a.type ?? sourceOf(parsed, typeNode as Node);
  if (actionType(name)) return;
  const range = rangeOf(parsed, typeNode as Node);
  const meant = suggestType(name);
  const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range, newText: meant } : undefined;
  report({ code: 'action-type-unknown', range, ...(data ? { data } : {}), message: { en: `Use an action type${meant ? ` (did you mean \`${meant}\`?)` : ''}: the runtime cannot run \`${name}\`, which is none of ${TYPE_NAMES.join(', ')}.`, fr: `Utilisez un type d’action${meant ? ` (vouliez-vous dire \`${meant}\` ?)` : ''} : le runtime ne peut pas exécuter \`${name}\`, qui n’est aucun de ${TYPE_NAMES.join(', ')}.` } });
}

/** `send-email` → `brevo/send-email`, `brevo/send_email` → `brevo/send-email`, near misses. */
function suggestType(name: string): string | undefined {
  const bySuffix = TYPE_NAMES.filter((t) => t.slice(t.indexOf('/') + 1) === name.toLowerCase().replace(/_/g, '-'));
  if (bySuffix.length === 1) return bySuffix[0];
  return closestMatch(name, TYPE_NAMES, 3);
}
