/**
 * A header with every `key: value` line whose plain value YAML would refuse or read as a list
 * or a mapping turned into a single-quoted text, at any indentation (Codex retries its YAML
 * so when the first reading fails: observed on 0.171.0). Quoted are values holding `: `,
 * values starting with `@` or `` ` `` (characters YAML reserves), and values starting with `[`
 * or `{` that are no single flow collection (`[x`, `[a], [b]`); `[a, b]` stays a list, and a
 * value already quoted or a block scalar (`|`, `>`) stays as written. Undefined when no line changes.
 */
export function quotedValues(header: string): string | undefined {
  let changed = false;
  // The indentation of a block scalar's key (`description: |`) while its lines go on: they are text.
  let block = -1;
  const lines = header.split('\n').map((line) => {
    const indent = /^\s*/.exec(line)![0].length;
    if (block >= 0 && (line.trim() === '' || indent > block)) return line;
    block = -1;
    const m = /^(\s*(?:[^\s#'"[{][^:]*?|"[^"]*"|'[^']*'):[ \t]+)(.*?)(\s*)$/.exec(line);
    if (!m) return line;
    const value = m[2]!;
    if (/^[|>]/.test(value)) block = indent;
    if (!needsQuotes(value)) return line;
    changed = true;
    return `${m[1]!}'${value.replace(/'/g, '\'\'')}'`;
  });
  return changed ? lines.join('\n') : undefined;
}

function needsQuotes(value: string): boolean {
  if (value === '' || /^['"|>#]/.test(value)) return false;
  if (/:[ \t]/.test(value)) return true;
  if (value.startsWith('@') || value.startsWith('`')) return true;
  return (value.startsWith('[') || value.startsWith('{')) && !oneFlowCollection(value);
}

/** True when the whole value is one `[…]` or `{…}` whose brackets close at its last character. */
function oneFlowCollection(value: string): boolean {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === '\'') quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i === value.length - 1;
      if (depth < 0) return false;
    }
  }
  return false;
}
