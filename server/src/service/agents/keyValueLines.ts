/** Keys Factory Droid's line reader reads as lists (a `- item` list under them, or comma-separated text). */
const LIST_KEYS = new Set(['tools', 'mcpServers']);

/**
 * Factory Droid's own fallback when js-yaml throws or gives no mapping (read in its bundle):
 * every line of the header, at any indentation, that holds a `:` is `key: value` on its own
 * (a later key wins); a value quoted at both ends loses its quotes; one starting with `[` or
 * `{` is read as JSON when it parses; `true` and `false` are booleans; everything else is text.
 * It never fails: what it cannot read it leaves out.
 */
export function keyValueLines(header: string): Record<string, unknown> {
  // A plain object as the agent's (a `__proto__` key behaves as it does there).
  const out: Record<string, unknown> = {};
  let listKey: string | undefined;
  for (const raw of header.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (listKey && line.startsWith('- ')) {
      (out[listKey] as unknown[]).push(unquote(line.slice(2).trim()));
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim();
    const value = unquote(line.slice(colon + 1).trim());
    listKey = undefined;
    if (value.startsWith('[') || value.startsWith('{')) {
      const json = jsonOf(value);
      if (json !== undefined) {
        out[key] = json;
        continue;
      }
    }
    if (value === 'true' || value === 'false') out[key] = value === 'true';
    else if (LIST_KEYS.has(key) && !value) {
      out[key] = [];
      listKey = key;
    } else if (LIST_KEYS.has(key) && !value.startsWith('[')) out[key] = value.split(',').map((s) => s.trim());
    else out[key] = value;
  }
  return out;
}

function unquote(v: string): string {
  return (v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")) ? v.slice(1, -1) : v;
}

function jsonOf(v: string): unknown {
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return undefined;
  }
}
