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
    ? { en: 'the runtime cannot read it, so repeated events are not debounced', fr: 'le runtime ne peut pas la lire, les événements répétés ne sont donc pas filtrés' }
    : { en: 'the runtime cannot read it, so it cannot schedule the wait', fr: 'le runtime ne peut pas la lire, il ne peut donc pas planifier l’attente' };
  report({
    code: 'duration-invalid', range, ...(data ? { data } : {}),
    message: { en: `\`${key}: ${text}\` is not a duration: write a whole number and one unit, s, m, h or d (\`45s\`, \`30m\`, \`1h\`, \`7d\`)${guess ? `, here \`${guess}\`` : ''}; otherwise ${what.en}.`, fr: `\`${key}: ${text}\` n’est pas une durée : écrivez un entier et une unité, s, m, h ou d (\`45s\`, \`30m\`, \`1h\`, \`7d\`)${guess ? `, ici \`${guess}\`` : ''} ; sinon ${what.fr}.` },
  });
}
