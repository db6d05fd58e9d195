/** Factory Droid's header cut, as its bundle has it: the first `---` line after the opening one ends it. */
const DROID_HEADER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * The name Factory Droid 0.225.2 lists a SKILL.md under, read as its bundle reads it: js-yaml 4's
 * `load` on the header, else (a YAML error, or no mapping) its own line reader, which takes the
 * text after the first `:` of a `name:` line, quotes stripped; the listing then makes it one line.
 * The oracle's plain `name:` line match missed names its YAML reads otherwise (a trailing
 * `# comment`, an `&anchor`, a quoted `'name':` key, an indented header), so listed skills
 * went unattributed and counted as not loaded.
 */
export function droidHeaderName(text: string): string | undefined {
  // Without a header it has no name and is never listed.
  const header = DROID_HEADER.exec(text)?.[1];
  if (header === undefined) return undefined;
  let data: unknown;
  try {
    data = (require('js-yaml-4') as { load: (t: string) => unknown }).load(header);
  } catch {
    data = undefined;
  }
  const name = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)['name'] : lineName(header);
  return typeof name === 'string' ? name.replace(/\s+/g, ' ').trim() || undefined : undefined;
}

/**
 * Its line reader's `name`: the last `name:` line (keys are not unquoted), the value trimmed and
 * unquoted; `true`, `false` and JSON in brackets are read as such (no name then).
 */
function lineName(header: string): unknown {
  let name: unknown;
  for (const raw of header.split('\n')) {
    const line = raw.trim();
    const colon = line.indexOf(':');
    if (!line || line.startsWith('#') || colon < 0 || line.slice(0, colon).trim() !== 'name') continue;
    let value = line.slice(colon + 1).trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) value = value.slice(1, -1);
    name = value === 'true' || value === 'false' || ((value.startsWith('[') || value.startsWith('{')) && json(value)) ? undefined : value;
  }
  return name;
}

function json(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
