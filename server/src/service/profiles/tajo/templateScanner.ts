/** One `{{ … }}` template found in a text. */
export interface TemplateSpan {
  /** Offset of `{{`. */
  readonly start: number;
  /** Offset just past `}}`. */
  readonly end: number;
  /** Filters after `|`, with the offset of each name. */
  /** Each filter after `|`: its name, where it starts, and whether `: <argument>` follows it. */
  readonly filters: readonly TemplateFilterUse[];
}

/**
 * Finds the templates of a text (`{{ path | filter: arg | … }}`). A `{{` followed by
 * another `{{` before any `}}` is unclosed. `|` inside quoted filter arguments
 * (`join: ' | '`) does not start a filter.
 */
export function scanTemplates(text: string, from = 0, to = text.length): { templates: TemplateSpan[]; unclosed: number[] } {
  const templates: TemplateSpan[] = [];
  const unclosed: number[] = [];
  let i = text.indexOf('{{', from);
  while (i >= 0 && i < to) {
    const close = text.indexOf('}}', i + 2);
    const next = text.indexOf('{{', i + 2);
    if (close < 0 || close + 2 > to || (next >= 0 && next < close)) {
      unclosed.push(i);
      i = next >= 0 && next < to ? next : -1;
      continue;
    }
    templates.push({ start: i, end: close + 2, filters: filtersOf(text, i + 2, close) });
    i = text.indexOf('{{', close + 2);
  }
  return { templates, unclosed };
}

/** One filter of a template. */
export interface TemplateFilterUse {
  readonly name: string;
  readonly start: number;
  /** True when `:` and a value follow the name (`truncate: 100`). */
  readonly hasArgument: boolean;
}

function filtersOf(text: string, start: number, end: number): TemplateFilterUse[] {
  const filters: TemplateFilterUse[] = [];
  let quote = '';
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '|') {
      let j = i + 1;
      while (j < end && /\s/.test(text[j]!)) j++;
      let k = j;
      while (k < end && !/[\s:|]/.test(text[k]!)) k++;
      filters.push({ name: text.slice(j, k), start: k === j ? i : j, hasArgument: /^\s*:\s*[^\s|]/.test(text.slice(k, end)) });
    }
  }
  return filters;
}
