import { readText } from '../fs/readText';
import type { FileSystem } from '../fs/fileSystem';
import { compactSkill, parseSkill } from '../parse/parseSkill';
import type { ParsedSkill, SourceText } from '../parse/parsedSkill';

/**
 * Markdown files of the workspace that are not skills (prompts, docs, references): only
 * their paths are known until a rule asks about one; then it is read (editor text first),
 * parsed, and kept header-only like a skill.
 */
export class OtherDocuments {
  private readonly docs = new Map<string, ParsedSkill | null>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly fs: FileSystem,
    private readonly overlays: ReadonlyMap<string, SourceText>,
    private readonly nextVersion: () => number,
  ) {}

  /** Registers a file, or forgets its text after a change; it is read again when needed. */
  add(p: string): void {
    this.docs.set(p, null);
    this.versions.set(p, this.nextVersion());
  }

  delete(p: string): void {
    this.docs.delete(p);
    this.versions.delete(p);
  }

  clear(): void {
    this.docs.clear();
    this.versions.clear();
  }

  has(p: string): boolean {
    return this.docs.has(p);
  }

  /** Version of a file's text (changes when it is edited or re-read). */
  version(p: string): number {
    return this.versions.get(p) ?? 0;
  }

  paths(): readonly string[] {
    return [...this.docs.keys()];
  }

  /** The file parsed (complete when first read or open in an editor, header-only once kept). */
  parsed(p: string): ParsedSkill | undefined {
    const cached = this.docs.get(p);
    if (cached) return cached;
    if (cached === undefined) return undefined;
    const overlay = this.overlays.get(p);
    let text = overlay;
    if (text === undefined) {
      const d = readText(this.fs, p).decoded;
      text = d.ok ? d.text : undefined;
    }
    if (text === undefined) return undefined;
    const parsed = parseSkill(text);
    this.docs.set(p, overlay === undefined ? compactSkill(parsed) : parsed);
    return parsed;
  }
}
