import { isScalar, type Node } from 'yaml';
import type { Report } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import { DURATION, durationGuess } from '../durationFormat';
import type { ReplaceValueFix } from '../fixData';
import { isNullScalar, isUnquotedTemplate, rangeOf, sourceOf } from '../yamlNodes';

/** `duration-invalid` on one `debounce` / `duration` value (collections are type-mismatch). */
export function checkDuration(parsed: ParsedSkill, node: Node, key: string, report: (r: Report) => void): void {
  if (!isScalar(node) || isNullScalar(node) || isUnquotedTemplate(parsed, node)) return;
  const text = typeof node.value === 'string' ? node.value : sourceOf(parsed, node);
  if (DURATION.test(text)) return;
  const range = rangeOf(parsed, node);
  const guess = durationGuess(text);
  const data: ReplaceValueFix | undefined = guess ? { fix: 'replace-value', range, newText: guess } : undefined;
  const what = key === 'debounce'
    ? { en: 'so repeated events are not debounced', fr: 'les événements répétés ne sont donc pas filtrés' }
    : { en: 'so it cannot schedule the wait', fr: 'il ne peut donc pas planifier l’attente' };
  report({
    code: 'duration-invalid', range, ...(data ? { data } : {}),
    message: { en: `Write \`${key}\` as a whole number and one unit, s, m, h or d (\`45s\`, \`30m\`, \`1h\`, \`7d\`)${guess ? `, here \`${guess}\`` : ''}: the runtime cannot read \`${text}\` as a duration, ${what.en}.`, fr: `Écrivez \`${key}\` avec un entier et une unité, s, m, h ou d (\`45s\`, \`30m\`, \`1h\`, \`7d\`)${guess ? `, ici \`${guess}\`` : ''} : le runtime ne peut pas lire \`${text}\` comme une durée, ${what.fr}.` },
  });
}
