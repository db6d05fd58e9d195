import type { SkillIndex } from '../index/skillIndex';
import type { Finding } from '../model/finding';
import type { SkillRecord } from '../model/skillRecord';
import type { ParsedSkill } from '../parse/parsedSkill';
import { applySuppressions } from './applySuppressions';
import { readSuppressions, type SuppressionDirective } from './readSuppressions';
import { compareFindings, createReporter } from './reporter';

const NONE: readonly SuppressionDirective[] = Object.freeze([]);

/**
 * The suppression comments of every file, per version of its text, and the one place
 * where they hide findings: the finding engine passes each file's merged findings through
 * `apply`, so the editor, the CLI and every output format see the same result. Comments are
 * read while the text is at hand for the rules (`remember`), so a file is never read again
 * for them; a markdown file that no rule reads has nothing to hide and is not read.
 */
export class SuppressionCache {
  /** Per path: the version with no comment (a number, the common case), or the version and its comments. */
  private readonly byPath = new Map<string, number | { readonly version: number; readonly list: readonly SuppressionDirective[] }>();

  constructor(private readonly index: SkillIndex) {}

  /** Reads the comments of a complete text of `p` at `version`. */
  remember(p: string, version: number, parsed: ParsedSkill): readonly SuppressionDirective[] {
    if (!parsed.complete) return NONE;
    const hit = this.byPath.get(p);
    if (hit === version) return NONE;
    if (typeof hit === 'object' && hit.version === version) return hit.list;
    const list = readSuppressions(parsed);
    this.byPath.set(p, list.length === 0 ? version : { version, list });
    return list;
  }

  /** Forgets the comments of `p` (read again from its text when asked). */
  forget(p: string): void {
    this.byPath.delete(p);
  }

  /** The findings of `p` that no comment hides, with the reports on comments that hide nothing, sorted. */
  apply(p: string, record: SkillRecord | undefined, findings: readonly Finding[]): readonly Finding[] {
    const list = this.directives(p, record);
    if (list.length === 0) return findings;
    const folder = this.index.folderOf(p);
    const profile = record ? this.index.rootState(record.root).profile : this.index.roots().find((s) => s.root.folder === folder)?.profile;
    if (!profile) return findings;
    const out: Finding[] = [];
    const kept = applySuppressions(findings, list, createReporter(p, profile, this.index.configFor(p), out));
    return [...kept, ...out].sort(compareFindings);
  }

  private directives(p: string, record: SkillRecord | undefined): readonly SuppressionDirective[] {
    const version = record ? record.version : this.index.otherVersion(p);
    const hit = this.byPath.get(p);
    if (hit === version) return NONE;
    if (typeof hit === 'object' && hit.version === version) return hit.list;
    // A skill whose text no rule read at this version (rare: a kept disk read); other files only when a rule read them.
    if (!record?.parsed) return NONE;
    const parsed = this.index.fullParsed(p);
    return parsed ? this.remember(p, version, parsed) : NONE;
  }
}
