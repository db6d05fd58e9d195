import { isAlias, isMap, isScalar, isSeq, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml';
import type { Report } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import { parseCondition } from '../conditionOperator';
import { checkCron } from '../cronExpression';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { enumValues, TAJO_NAMED_SCHEDULES, TAJO_TRIGGER_KINDS } from '../tajoVocabulary';
import { checkTimeZone } from '../timeZones';
import { describeValue, isNullScalar, isUnquotedTemplate, keyName, keyRangeOf, rangeIn, rangeOf, sourceOf, valueOf, valueStartIn } from '../yamlNodes';
import { checkDuration } from './durationCheck';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import { TYPE_MISMATCH } from './schemaTypeRule';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `trigger-kind`: its severity and docs and example (rule pages, hovers, SARIF). */
export const TRIGGER_KIND: RuleCode = { code: 'trigger-kind', severity: 'error', doc: { en: 'A trigger is not exactly one of `event`, `schedule`, `webhook`: the runtime cannot tell what starts the skill.', fr: 'Un déclencheur n’est pas exactement l’un de `event`, `schedule`, `webhook` : le runtime ne sait pas ce qui lance le skill.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - event: cart_abandoned', '    schedule: "0 9 * * *"').trimEnd() }) },
};

/** `cron-invalid`: its severity and docs and example (rule pages, hovers, SARIF). */
export const CRON_INVALID: RuleCode = { code: 'cron-invalid', severity: 'error', doc: { en: '`schedule` is neither a 5-field cron expression (minute 0–59, hour 0–23, day 1–31, month 1–12 or JAN–DEC, weekday 0–7 or SUN–SAT; `*`, lists, ranges, steps) nor `every_hour` / `every_day`: the skill never runs.', fr: '`schedule` n’est ni une expression cron à 5 champs (minute 0–59, heure 0–23, jour 1–31, mois 1–12 ou JAN–DEC, jour de semaine 0–7 ou SUN–SAT ; `*`, listes, intervalles, pas) ni `every_hour` / `every_day` : le skill ne s’exécute jamais.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - schedule: "0 25 * * *"').trimEnd() }) },
};

/** `timezone-invalid`: its severity and docs and example (rule pages, hovers, SARIF). */
export const TIMEZONE_INVALID: RuleCode = { code: 'timezone-invalid', severity: 'error', doc: { en: '`timezone` is not an IANA time zone name (such as `America/New_York` or `UTC`).', fr: '`timezone` n’est pas un nom de fuseau IANA (comme `America/New_York` ou `UTC`).' }, fix: { en: 'Use the zone’s exact spelling.', fr: 'Utiliser l’orthographe exacte du fuseau.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - schedule: "0 9 * * *"', '    timezone: Europe/Pariss').trimEnd() }) },
};

/** `duration-invalid`: its severity and docs and example (rule pages, hovers, SARIF). */
export const DURATION_INVALID: RuleCode = { code: 'duration-invalid', severity: 'error', doc: { en: 'A `debounce` or a control/delay `duration` is not a number and a unit (`45s`, `30m`, `1h`, `7d`).', fr: 'Un `debounce` ou la `duration` d’un control/delay n’est pas un nombre suivi d’une unité (`45s`, `30m`, `1h`, `7d`).' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - event: cart_abandoned', '    debounce: soon').trimEnd() }) },
};

/** `condition-operator`: its severity and docs and example (rule pages, hovers, SARIF). */
export const CONDITION_OPERATOR: RuleCode = { code: 'condition-operator', severity: 'error', doc: { en: 'A condition starts with an operator that is not `=`, `!=`, `>`, `>=`, `<`, `<=`, `contains`, `starts_with`, `in` or `exists` (a bare value means `=`), or has no value to compare.', fr: 'Une condition commence par un opérateur autre que `=`, `!=`, `>`, `>=`, `<`, `<=`, `contains`, `starts_with`, `in` ou `exists` (une valeur seule signifie `=`), ou n’a pas de valeur à comparer.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - event: cart_abandoned', '    conditions:', '      - cart.total: "=> 50"').trimEnd() }) },
};

/** `trigger-key-misplaced`: its severity and docs and example (rule pages, hovers, SARIF). */
export const TRIGGER_KEY_MISPLACED: RuleCode = { code: 'trigger-key-misplaced', severity: 'warning', doc: { en: 'A key of another kind of trigger (`timezone` is for `schedule`; `debounce`, `conditions` for `event`; `method`, `authentication` for `webhook`): the runtime ignores it there.', fr: 'Une clé d’un autre type de déclencheur (`timezone` pour `schedule` ; `debounce`, `conditions` pour `event` ; `method`, `authentication` pour `webhook`) : le runtime l’y ignore.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - event: cart_abandoned', '    timezone: Europe/Paris').trimEnd() }) },
};

/** What an author probably meant by an operator the format does not have. */
const OPERATOR_FIXES: Readonly<Record<string, string>> = {
  '==': '=', '===': '=', eq: '=', equals: '=', is: '=', '=>': '>=', '=<': '<=', '<>': '!=', '!': '!=', '!==': '!=',
  ne: '!=', neq: '!=', not: '!=', gt: '>', gte: '>=', lt: '<', lte: '<=', startswith: 'starts_with', startsWith: 'starts_with',
  includes: 'contains', has: 'contains',
};
const OPERATOR_LIST = '=, !=, >, >=, <, <=, contains, starts_with, in, exists';

/**
 * The trigger rules: `trigger-kind` (exactly one of event/schedule/webhook), `cron-invalid`,
 * `timezone-invalid`, `duration-invalid` on `debounce`, `condition-operator` and the shape
 * of each condition (`type-mismatch`).
 */
export const triggerRules: SkillRule = {
  id: 'tajo-triggers',
  kind: 'skill',
  codes: [TRIGGER_KIND, CRON_INVALID, TIMEZONE_INVALID, DURATION_INVALID, CONDITION_OPERATOR, TRIGGER_KEY_MISPLACED, TYPE_MISMATCH],
  reads: ['header'],
  fixes: [replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const { parsed } = header;
    header.triggers.forEach((t, i) => {
      if (!t.map) {
        if (isUnquotedTemplate(parsed, t.node) || isAlias(t.node)) return;
        report({ code: 'trigger-kind', range: rangeOf(parsed, t.node), message: { en: `Write trigger ${i + 1} as a mapping with one of \`event\`, \`schedule\`, \`webhook\`: it is ${describeValue(t.node).en}, so it never starts the skill.`, fr: `Écrivez le déclencheur ${i + 1} comme une table avec l’un de \`event\`, \`schedule\`, \`webhook\` : c’est ${describeValue(t.node).fr}, il ne lance donc jamais le skill.` } });
        return;
      }
      checkKind(parsed, t.map, i, report);
      checkKindKeys(parsed, t.map, report);
      checkTrigger(parsed, t.map, report);
    });
  },
};

function checkKind(parsed: ParsedSkill, map: YAMLMap, i: number, report: (r: Report) => void): void {
  const kinds = map.items.filter((p) => (TAJO_TRIGGER_KINDS as readonly string[]).includes(keyName(p) ?? ''));
  if (kinds.length === 0) {
    const first = map.items[0];
    const range = first ? keyRangeOf(parsed, first) : rangeOf(parsed, map);
    report({ code: 'trigger-kind', range, message: { en: `Give trigger ${i + 1} one of \`event\`, \`schedule\`, \`webhook\`: without one, the runtime cannot tell what starts the skill.`, fr: `Donnez au déclencheur ${i + 1} l’un de \`event\`, \`schedule\`, \`webhook\` : sans lui, le runtime ne sait pas ce qui lance le skill.` } });
    return;
  }
  const firstKind = keyName(kinds[0]!)!;
  for (const extra of kinds.slice(1)) {
    report({ code: 'trigger-kind', range: keyRangeOf(parsed, extra), message: { en: `Put \`${keyName(extra)}\` in its own list item: trigger ${i + 1} is already ${/^[aeiou]/.test(firstKind) ? 'an' : 'a'} \`${firstKind}\` trigger, and one item has exactly one kind.`, fr: `Mettez \`${keyName(extra)}\` dans son propre élément de liste : le déclencheur ${i + 1} est déjà un déclencheur \`${firstKind}\`, et un élément a exactement un type.` } });
  }
  const kindValue = kinds[0]!.value as Node | null;
  if (!kindValue || isNullScalar(kindValue)) {
    report({ code: 'trigger-kind', range: keyRangeOf(parsed, kinds[0]!), message: { en: `Fill in \`${firstKind}\`: it is empty, so the trigger listens to nothing and never fires.`, fr: `Remplissez \`${firstKind}\` : elle est vide, le déclencheur n’écoute donc rien et ne se déclenche jamais.` } });
  }
}

/** Keys the seed shows under one kind of trigger only: `timezone` places a schedule, `debounce` and `conditions` filter events, `method` and `authentication` guard a webhook. */
const KIND_OF_KEY: Readonly<Record<string, string>> = { timezone: 'schedule', debounce: 'event', conditions: 'event', method: 'webhook', authentication: 'webhook' };

/** `trigger-key-misplaced`: a key of one kind of trigger on another (`timezone` on an `event`): the runtime ignores it. */
function checkKindKeys(parsed: ParsedSkill, map: YAMLMap, report: (r: Report) => void): void {
  const kind = map.items.map((p) => keyName(p) ?? '').find((k) => (TAJO_TRIGGER_KINDS as readonly string[]).includes(k));
  if (!kind) return;
  for (const pair of map.items) {
    const key = keyName(pair) ?? '';
    const owner = KIND_OF_KEY[key];
    if (!owner || owner === kind) continue;
    report({ code: 'trigger-key-misplaced', range: keyRangeOf(parsed, pair), message: { en: `The runtime ignores \`${key}\` on ${/^[aeiou]/.test(kind) ? 'an' : 'a'} \`${kind}\` trigger: it belongs to \`${owner}\` triggers.`, fr: `Le runtime ignore \`${key}\` sur un déclencheur \`${kind}\` : elle concerne les déclencheurs \`${owner}\`.` } });
  }
}

function checkTrigger(parsed: ParsedSkill, map: YAMLMap, report: (r: Report) => void): void {
  const schedule = valueOf(map, 'schedule');
  if (isScalar(schedule) && schedule.value !== null) checkSchedule(parsed, schedule, report);
  const timezone = valueOf(map, 'timezone');
  if (isScalar(timezone) && timezone.value !== null) {
    const name = String(timezone.value);
    const verdict = checkTimeZone(name);
    if (!verdict.ok) {
      const range = rangeOf(parsed, timezone);
      const data: ReplaceValueFix | undefined = verdict.spelling ? { fix: 'replace-value', range, newText: verdict.spelling } : undefined;
      report({
        code: 'timezone-invalid', range, ...(data ? { data } : {}),
        message: verdict.spelling
          ? { en: `Write \`${verdict.spelling}\`, as the IANA database spells it: runtimes that look zones up by exact name will not find \`${name}\`.`, fr: `Écrivez \`${verdict.spelling}\`, comme dans la base IANA : les runtimes qui cherchent le nom exact ne trouveront pas \`${name}\`.` }
          : { en: `Use an IANA time zone, such as \`America/New_York\`, \`Europe/Paris\` or \`UTC\`: \`${name}\` is not one, so the schedule cannot be placed in time.`, fr: `Utilisez un fuseau IANA, comme \`America/New_York\`, \`Europe/Paris\` ou \`UTC\` : \`${name}\` n’en est pas un, la planification ne peut donc pas être située dans le temps.` },
      });
    }
  }
  const debounce = valueOf(map, 'debounce');
  if (debounce) checkDuration(parsed, debounce, 'debounce', report);
  const conditions = valueOf(map, 'conditions');
  if (isSeq(conditions)) for (const c of conditions.items) checkCondition(parsed, c as Node, report);
}

function checkSchedule(parsed: ParsedSkill, node: Scalar, report: (r: Report) => void): void {
  const source = sourceOf(parsed, node);
  const text = typeof node.value === 'string' ? node.value : source;
  const named = enumValues(TAJO_NAMED_SCHEDULES);
  if (named.includes(text)) return;
  if (/^[a-z_]+$/i.test(text.trim())) {
    report({ code: 'cron-invalid', range: rangeOf(parsed, node), message: { en: `Use ${named.join(', ')} or a cron expression such as "0 9 * * *": \`${text}\` is not a named schedule, so the skill never runs.`, fr: `Utilisez ${named.join(', ')} ou une expression cron comme « 0 9 * * * » : \`${text}\` n’est pas une planification nommée, le skill ne s’exécute donc jamais.` } });
    return;
  }
  const problem = checkCron(text);
  if (!problem) return;
  // Point at the faulty field when the text maps 1:1 onto the source (quoted or plain, one line).
  const start = valueStartIn(source, node);
  const exact = typeof node.value === 'string' && source.slice(start, start + text.length) === text;
  const range = exact ? rangeIn(parsed, node, start + problem.start, problem.end - problem.start) : rangeOf(parsed, node);
  report({ code: 'cron-invalid', range, message: { en: `The skill never runs on the schedule "${text}": ${problem.message.en}.`, fr: `Le skill ne s’exécute jamais selon la planification « ${text} » : ${problem.message.fr}.` } });
}

function checkCondition(parsed: ParsedSkill, node: Node, report: (r: Report) => void): void {
  if (isUnquotedTemplate(parsed, node) || isAlias(node)) return;
  if (!isMap(node) || node.items.length !== 1) {
    report({ code: 'type-mismatch', range: rangeOf(parsed, node), message: { en: `Write this condition as one \`field: "<operator> value"\` pair: it is ${isMap(node) ? `a mapping of ${node.items.length} keys` : describeValue(node).en}, which the runtime cannot evaluate.`, fr: `Écrivez cette condition comme une seule paire \`champ: "<opérateur> valeur"\` : c’est ${isMap(node) ? `une table de ${node.items.length} clés` : describeValue(node).fr}, que le runtime ne peut pas évaluer.` } });
    return;
  }
  const pair = node.items[0] as Pair;
  const value = pair.value as Node | null;
  if (!value || isNullScalar(value) || isUnquotedTemplate(parsed, value)) return;
  if (!isScalar(value)) {
    report({ code: 'type-mismatch', range: rangeOf(parsed, value), message: { en: `Write the condition on \`${keyName(pair)}\` as one value with an optional operator, such as "> 50": it is ${describeValue(value).en}, which the runtime cannot evaluate.`, fr: `Écrivez la condition sur \`${keyName(pair)}\` comme une valeur avec un opérateur facultatif, comme « > 50 » : c’est ${describeValue(value).fr}, que le runtime ne peut pas évaluer.` } });
    return;
  }
  if (typeof value.value !== 'string') return; // numbers and booleans are bare `=` values
  const cond = parseCondition(value.value);
  if (cond.implicit) return;
  const source = sourceOf(parsed, value);
  const at = source.indexOf(cond.operator, valueStartIn(source, value));
  const range = at >= 0 ? rangeIn(parsed, value, at, cond.operator.length) : rangeOf(parsed, value);
  const field = keyName(pair) ?? '';
  if (!cond.known) {
    const meant = OPERATOR_FIXES[cond.operator];
    const data: ReplaceValueFix | undefined = meant && at >= 0 ? { fix: 'replace-value', range, newText: meant } : undefined;
    report({ code: 'condition-operator', range, ...(data ? { data } : {}), message: { en: `Use a condition operator (${OPERATOR_LIST})${meant ? `; did you mean \`${meant}\`?` : ''}: \`${cond.operator}\` is not one, so the runtime cannot evaluate the condition on \`${field}\`.`, fr: `Utilisez un opérateur de condition (${OPERATOR_LIST})${meant ? ` ; vouliez-vous dire \`${meant}\` ?` : ''} : \`${cond.operator}\` n’en est pas un, le runtime ne peut donc pas évaluer la condition sur \`${field}\`.` } });
  } else if (cond.operator !== 'exists' && cond.operand === '') {
    report({ code: 'condition-operator', range, message: { en: `Give \`${cond.operator}\` a value to compare \`${field}\` with: without one, the condition cannot be evaluated.`, fr: `Donnez à \`${cond.operator}\` une valeur à laquelle comparer \`${field}\` : sans elle, la condition ne peut pas être évaluée.` } });
  } else if (cond.operator === 'exists' && cond.operand !== '') {
    report({ code: 'condition-operator', range, message: { en: `Write "exists" alone, or use \`=\` to compare: \`exists\` takes no value, but \`${cond.operand}\` follows it.`, fr: `Écrivez « exists » seul, ou utilisez \`=\` pour comparer : \`exists\` ne prend pas de valeur, mais \`${cond.operand}\` le suit.` } });
  }
}
