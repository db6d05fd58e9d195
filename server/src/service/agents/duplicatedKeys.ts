import type { ParsedSkill } from '../parse/parsedSkill';

/** A key YAML found written again: its text (quotes taken off) and the offset of that text in the second one. */
export interface DuplicatedKey {
  readonly key: string;
  readonly at: number;
}

/** The keys YAML found written twice, read from where each second one starts. */
export function duplicatedKeys(parsed: ParsedSkill): DuplicatedKey[] {
  const fm = parsed.frontMatter;
  if (!fm) return [];
  return fm.problems.filter((p) => p.yamlCode === 'DUPLICATE_KEY').map((p) => {
    const at = parsed.lines.offsetAt(p.range.start);
    const m = /^("[^"\n]*"|'[^'\n]*'|[^:\n]*?)\s*:/.exec(parsed.text.slice(at, at + 1024));
    const text = m?.[1] ?? '';
    return /^(["']).*\1$/.test(text) ? { key: text.slice(1, -1), at: at + 1 } : { key: text, at };
  });
}

/**
 * The text with each second key of `keys` given another name of the same length (so every
 * offset and line stays where it was), none of them a key of the header.
 */
export function renamedApart(text: string, keys: readonly DuplicatedKey[]): string {
  let out = text;
  keys.forEach((d, i) => {
    const filler = String.fromCharCode(0x100 + (i % 0x100)).repeat(d.key.length);
    out = `${out.slice(0, d.at)}${filler}${out.slice(d.at + d.key.length)}`;
  });
  return out;
}
