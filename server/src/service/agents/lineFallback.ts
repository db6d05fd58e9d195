import type { ParsedSkill } from '../parse/parsedSkill';
import type { SkillFacts } from './skillFacts';
/**
 * Gemini CLI's own fallback when its YAML parser fails or does not give text for both keys:
 * the header's `name:` and `description:` lines read on their own (a description continues
 * on indented lines, joined by spaces; a later line of the same key wins). Undefined when
 * either is missing, in which case the agent skips the skill.
 */
export function lineFallback(header: string): { readonly name: string; readonly description: string } | undefined {
  const { name, description } = fallbackLines(header);
  return name !== undefined && description !== undefined ? { name, description } : undefined;
}

/** The `name:` and `description:` lines the fallback finds, each undefined when there is none. */
function fallbackLines(header: string): { readonly name?: string; readonly description?: string } {
  const lines = header.split(/\r?\n/);
  let name: string | undefined;
  let description: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const n = /^\s*name:\s*(.*)$/.exec(line);
    if (n) {
      name = n[1]!.trim();
      continue;
    }
    const d = /^\s*description:\s*(.*)$/.exec(line);
    if (d) {
      const parts = [d[1]!.trim()];
      while (i + 1 < lines.length && /^[ \t]+\S/.test(lines[i + 1]!)) parts.push(lines[++i]!.trim());
      description = parts.filter(Boolean).join(' ');
    }
  }
  return { ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}) };
}

/**
 * For an agent that reads `name:`/`description:` lines when its YAML gives no text for both:
 * undefined when the YAML serves, the two values when the lines do, null when neither does.
 */
export function fallbackOf(parsed: ParsedSkill, facts: SkillFacts, readable: boolean): { name: string; description: string } | null | undefined {
  // Read with the agent's own library: it serves when it gives text for both (Gemini CLI's test).
  if (facts.values) {
    if (readable && typeof facts.values['name'] === 'string' && typeof facts.values['description'] === 'string') return undefined;
    const fm = parsed.frontMatter!;
    return lineFallback(parsed.text.slice(fm.split.content.start, fm.split.content.end)) ?? null;
  }
  const yamlServes = readable && facts.name !== undefined && facts.descriptionRaw !== undefined && !facts.descriptionNotText && !facts.duplicateKey && !facts.tabIndent && !facts.colonTopLevel && !facts.colonNested;
  if (yamlServes) return undefined;
  const fm = parsed.frontMatter!;
  return lineFallback(parsed.text.slice(fm.split.content.start, fm.split.content.end)) ?? null;
}

/**
 * Why an agent whose YAML loaded skips the skill when its line fallback fails too (`fallbackOf`
 * gave null): the name or description its YAML gives no text for, else the line the fallback
 * misses (`"name": 42` is no `name:` line: the name is missing, not the description).
 */
export function fallbackMissCause(parsed: ParsedSkill, facts: SkillFacts): 'name-missing' | 'description-not-text' | 'description-missing' {
  if (facts.name === undefined) return 'name-missing';
  if (facts.descriptionNotText) return 'description-not-text';
  const fm = parsed.frontMatter!;
  return fallbackLines(parsed.text.slice(fm.split.content.start, fm.split.content.end)).name === undefined ? 'name-missing' : 'description-missing';
}
