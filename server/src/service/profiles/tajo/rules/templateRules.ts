import { isMap, isPair, isScalar, isSeq, type Node, type Scalar, type YAMLMap } from 'yaml';
import type { Report } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import { closestMatch } from '../closestMatch';
import type { QuoteTemplateFix, ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { scanTemplates } from '../templateScanner';
import { TAJO_FILTERS } from '../tajoVocabulary';
import { isUnquotedTemplate, rangeIn, sourceOf, spanOf, valueStartIn } from '../yamlNodes';
import { quoteTemplate } from '../../../features/codeActions/quoteTemplate';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `template-unclosed`: its severity and docs and example (rule pages, hovers, SARIF). */
export const TEMPLATE_UNCLOSED: RuleCode = { code: 'template-unclosed', severity: 'error', doc: { en: 'A `{{` has no matching `}}`: the text is sent as written, braces included.', fr: 'Un `{{` n’a pas de `}}` correspondant : le texte est envoyé tel quel, accolades comprises.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email"').trimEnd() }) },
};

/** `template-unquoted`: its severity and docs and example (rule pages, hovers, SARIF). */
export const TEMPLATE_UNQUOTED: RuleCode = { code: 'template-unquoted', severity: 'error', doc: { en: 'A value starts with `{{` without quotes: YAML reads it as a mapping, so the runtime gets an object instead of the template’s value (Tajo’s own documentation example does this).', fr: 'Une valeur commence par `{{` sans guillemets : YAML la lit comme une table, le runtime reçoit donc un objet au lieu de la valeur du gabarit (l’exemple de la documentation de Tajo le fait).' }, fix: { en: 'Quote the value.', fr: 'Mettre la valeur entre guillemets.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: {{ customer.email }}').trimEnd() }) },
};

/** `filter-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const FILTER_UNKNOWN: RuleCode = { code: 'filter-unknown', severity: 'error', doc: { en: 'A filter after `|` is not one of default, uppercase, lowercase, capitalize, truncate, date, currency, map, join, first, last, size: the template fails to render.', fr: 'Un filtre après `|` n’est pas l’un de default, uppercase, lowercase, capitalize, truncate, date, currency, map, join, first, last, size : le gabarit ne peut pas être rendu.' }, fix: { en: 'Use the filter with the closest spelling.', fr: 'Utiliser le filtre d’orthographe la plus proche.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email | shout }}"').trimEnd() }) },
};

/** `filter-argument`: its severity and docs and example (rule pages, hovers, SARIF). */
export const FILTER_ARGUMENT: RuleCode = { code: 'filter-argument', severity: 'error', doc: { en: 'A filter that needs an argument has none (`truncate`, `map`, `join`, `date`, `default` without `: value`): the template fails to render.', fr: 'Un filtre qui exige un argument n’en a pas (`truncate`, `map`, `join`, `date`, `default` sans `: valeur`) : le gabarit ne peut pas être rendu.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"', '      subject: "{{ cart.title | truncate }}"').trimEnd() }) },
};

const FILTER_NAMES = TAJO_FILTERS.map((f) => f.name);
/** Filter names of other template languages (Liquid, Jinja…) and what this format calls them. */
const FILTER_ALIASES: Readonly<Record<string, string>> = {
  upcase: 'uppercase', upper: 'uppercase', downcase: 'lowercase', lower: 'lowercase', length: 'size', count: 'size', capitalise: 'capitalize', title: 'capitalize',
};

/**
 * Template rules over every value of the header: `template-unquoted` (a `{{ … }}` value
 * YAML read as a mapping), `template-unclosed`, `filter-unknown`.
 */
export const templateRules: SkillRule = {
  id: 'tajo-templates',
  kind: 'skill',
  codes: [TEMPLATE_UNCLOSED, TEMPLATE_UNQUOTED, FILTER_UNKNOWN, FILTER_ARGUMENT],
  reads: ['header'],
  fixes: [quoteTemplate, replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (header) walk(skill.parsed, header.top, false, report);
  },
};

function walk(parsed: ParsedSkill, node: unknown, inFlow: boolean, report: (r: Report) => void): void {
  if (isUnquotedTemplate(parsed, node)) {
    reportUnquoted(parsed, node, inFlow, report);
    return;
  }
  if (isScalar(node)) {
    if (typeof node.value === 'string' && node.range) checkScalar(parsed, node, report);
    return;
  }
  if (isMap(node) || isSeq(node)) {
    const flow = Boolean(node.flow);
    for (const item of node.items as unknown[]) {
      if (isPair(item)) walk(parsed, item.value, flow, report);
      else walk(parsed, item, flow, report);
    }
  }
}

function reportUnquoted(parsed: ParsedSkill, node: YAMLMap, inFlow: boolean, report: (r: Report) => void): void {
  const span = spanOf(parsed, node);
  let end = span.end;
  if (!inFlow) {
    // `key: {{ x }} tail` — YAML stops after `}}`; the author meant the whole line.
    const line = parsed.lines.positionAt(span.end).line;
    const rest = parsed.text.slice(span.end, parsed.lines.lineEnd(line));
    const kept = rest.replace(/(^|\s)#.*$/, '').trimEnd();
    end = span.end + kept.length;
  }
  const original = parsed.text.slice(span.start, end);
  const range = parsed.lines.range(span.start, end);
  const data: QuoteTemplateFix = { fix: 'quote-template', original, range, newText: JSON.stringify(original) };
  report({ code: 'template-unquoted', range, data, message: { en: `Write ${data.newText}: unquoted, YAML reads a value starting with \`{{\` as a mapping, so the runtime gets an object instead of the template’s value.`, fr: `Écrivez ${data.newText} : sans guillemets, YAML lit une valeur qui commence par \`{{\` comme une table, le runtime reçoit donc un objet au lieu de la valeur du gabarit.` } });
}

function checkScalar(parsed: ParsedSkill, node: Scalar, report: (r: Report) => void): void {
  const source = sourceOf(parsed, node);
  if (!source.includes('{{')) return;
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  const contentEnd = quoted ? source.length - 1 : source.length;
  const { templates, unclosed } = scanTemplates(source, valueStartIn(source, node), contentEnd);
  for (const at of unclosed) {
    report({ code: 'template-unclosed', range: rangeIn(parsed, node as Node, at, contentEnd - at), message: { en: 'Close this `{{` with `}}`: without it, the runtime sends the text as written, braces included.', fr: 'Fermez ce `{{` par `}}` : sans cela, le runtime envoie le texte tel quel, accolades comprises.' } });
  }
  for (const t of templates) {
    for (const f of t.filters) {
      const known = TAJO_FILTERS.find((k) => k.name === f.name);
      if (known?.argument === 'required' && !f.hasArgument) {
        report({ code: 'filter-argument', range: rangeIn(parsed, node as Node, f.start, f.name.length), message: { en: `Give \`${f.name}\` an argument (\`${known.example}\`): without one, the template fails to render.`, fr: `Donnez un argument à \`${f.name}\` (\`${known.example}\`) : sans lui, le gabarit ne peut pas être rendu.` } });
      }
      if (known) continue;
      const range = rangeIn(parsed, node as Node, f.start, Math.max(f.name.length, 1));
      if (!f.name) {
        report({ code: 'filter-unknown', range, message: { en: 'Name a filter after this `|` or remove it: with nothing after it, the template fails to render.', fr: 'Nommez un filtre après ce `|` ou retirez-le : sans rien après lui, le gabarit ne peut pas être rendu.' } });
        continue;
      }
      const meant = FILTER_ALIASES[f.name.toLowerCase()] ?? closestMatch(f.name, FILTER_NAMES);
      const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range, newText: meant } : undefined;
      report({ code: 'filter-unknown', range, ...(data ? { data } : {}), message: { en: `Use a filter${meant ? ` (did you mean \`${meant}\`?)` : ''}: \`${f.name}\` is none of ${FILTER_NAMES.join(', ')}, so the template fails to render.`, fr: `Utilisez un filtre${meant ? ` (vouliez-vous dire \`${meant}\` ?)` : ''} : \`${f.name}\` n’est aucun de ${FILTER_NAMES.join(', ')}, le gabarit ne peut donc pas être rendu.` } });
    }
  }
}
