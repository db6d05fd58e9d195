import { isMap, isSeq, parse, parseDocument, visit } from 'yaml';

/**
 * A small, independent re-implementation of the reference validator's verdict
 * (agentskills/agentskills `skills-ref` validator.py + parser.py), written from its
 * rules and not from the profile's code, to check that `--targets spec` errors agree
 * with it skill by skill. Scalars are read as text (the failsafe schema) and flow style is
 * refused, as strictyaml does. Returns the errors; empty means the skill is valid.
 */
export function strictReferenceErrors(text: string, dirName: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body.split(/\r\n|\r|\n/);
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return ['SKILL.md must start with YAML frontmatter (---)'];
  const close = lines.findIndex((l, i) => i > 0 && /^---[ \t]*$/.test(l));
  if (close < 0) return ['frontmatter not properly closed with ---'];
  let meta: unknown;
  try {
    meta = parse(lines.slice(1, close).join('\n'), { schema: 'failsafe', strict: true, uniqueKeys: true, maxAliasCount: 64 });
  } catch (err) {
    return [`Invalid YAML in frontmatter: ${(err as Error).message.split('\n')[0]}`];
  }
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return ['frontmatter must be a YAML mapping'];
  // strictyaml refuses flow style (`{a: b}`, `[a]`) anywhere.
  let flow = false;
  visit(parseDocument(lines.slice(1, close).join('\n')), (_k, n) => {
    if ((isMap(n) || isSeq(n)) && n.flow) {
      flow = true;
      return visit.BREAK;
    }
    return undefined;
  });
  if (flow) return ['Invalid YAML in frontmatter: flow style is not allowed'];
  const m = meta as Record<string, unknown>;
  const errors: string[] = [];
  const allowed = new Set(['name', 'description', 'license', 'allowed-tools', 'metadata', 'compatibility']);
  const extra = Object.keys(m).filter((k) => !allowed.has(k));
  if (extra.length > 0) errors.push(`Unexpected fields: ${extra.sort().join(', ')}`);

  if (!('name' in m)) errors.push('Missing required field: name');
  else {
    const raw = m['name'];
    if (typeof raw !== 'string' || raw.trim() === '') errors.push("Field 'name' must be a non-empty string");
    else {
      const name = raw.trim().normalize('NFKC');
      if (Array.from(name).length > 64) errors.push('name exceeds 64 characters');
      if (name !== name.toLowerCase()) errors.push('name must be lowercase');
      if (name.startsWith('-') || name.endsWith('-')) errors.push('name cannot start or end with a hyphen');
      if (name.includes('--')) errors.push('name cannot contain consecutive hyphens');
      if (!Array.from(name).every((c) => c === '-' || /[\p{L}\p{N}]/u.test(c))) errors.push('name contains invalid characters');
      if (dirName.normalize('NFKC') !== name) errors.push('directory name must match skill name');
    }
  }

  if (!('description' in m)) errors.push('Missing required field: description');
  else {
    const d = m['description'];
    if (typeof d !== 'string' || d.trim() === '') errors.push("Field 'description' must be a non-empty string");
    else if (Array.from(d).length > 1024) errors.push('description exceeds 1024 characters');
  }

  if ('compatibility' in m) {
    const c = m['compatibility'];
    if (typeof c !== 'string') errors.push("Field 'compatibility' must be a string");
    else if (Array.from(c).length > 500) errors.push('compatibility exceeds 500 characters');
  }

  if ('allowed-tools' in m) {
    const t = m['allowed-tools'];
    const ok = typeof t === 'string' || (Array.isArray(t) && t.every((x) => typeof x === 'string'));
    if (!ok) errors.push("Field 'allowed-tools' must be either a string or a list of strings");
  }
  return errors;
}
