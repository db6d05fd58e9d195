import type { SkillCandidate } from '../discovery/skillRoot';
import type { NotText, Unreadable } from '../fs/decodeText';
import type { FileSystem } from '../fs/fileSystem';
import { readText } from '../fs/readText';
import type { SkillRecord } from '../model/skillRecord';
import { parseSkill } from '../parse/parseSkill';
import { keptParse } from './keptParse';
import type { ParsedSkill } from '../parse/parsedSkill';

/** What reading one skill file from disk gave. */
export interface DiskRead {
  /** The record the index keeps: the header-only parse, or why the file is unreadable. */
  readonly record: SkillRecord;
  /** The complete parse, before the record drops the body (absent when unreadable). */
  readonly full?: ParsedSkill;
}

/**
 * Skill files read from disk, each kept with the size and mtime it was read at, so a
 * re-walk of the workspace reuses the files that did not change.
 */
export class DiskReads {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; record: SkillRecord }>();

  /** @param keep false: reads are not kept (a host that never walks again, see `IndexOptions.keepReads`). */
  constructor(private readonly fs: FileSystem, private readonly log?: (line: string) => void, private readonly keep = true) {}

  /** The last read of a candidate, when its size and mtime (and its place) have not changed since. */
  unchanged(c: SkillCandidate): SkillRecord | undefined {
    const hit = this.cache.get(c.path);
    if (!hit) return undefined;
    const st = this.fs.stat(c.path);
    return st && hit.mtimeMs === st.mtimeMs && hit.size === st.size && hit.record.root.path === c.root.path && hit.record.layout === c.layout && hit.record.pastFolders === c.pastFolders ? hit.record : undefined;
  }

  /** Reads, decodes and parses one file; unreadable files are logged and say why. */
  read(c: SkillCandidate, version: number): DiskRead {
    const read = readText(this.fs, c.path);
    const decoded = read.decoded;
    if (!decoded.ok) {
      // A file listed a moment ago may be gone (deleted or renamed meanwhile) or unreadable (permissions).
      const reason = decoded.reason === 'missing' && this.fs.stat(c.path)?.kind === 'file' ? 'denied' : decoded.reason;
      this.log?.(`skipped ${c.path}: ${reason === 'missing' ? 'missing (deleted or renamed while indexing)' : reason}`);
      return { record: recordOf(c, undefined, 'disk', version, reason) };
    }
    // A file that is not UTF-8 text is read as its bytes decoded as UTF-8: the agents' outcomes say what each does with it.
    if (decoded.notText) this.log?.(`read ${c.path} as UTF-8: it is ${decoded.notText === 'nul' ? 'not text (NUL bytes)' : decoded.notText.toUpperCase()}`);
    const full = parseSkill(decoded.text);
    // Kept whole where some agent reads past the header Skillkiln's reading finds (`\t---`, a header that never closes).
    const record = recordOf(c, keptParse(full), 'disk', version, undefined, decoded.invalidUtf8, decoded.bom, decoded.notText);
    if (decoded.bom) this.boms.add(c.path);
    else this.boms.delete(c.path);
    if (read.stat && this.keep) this.cache.set(c.path, { mtimeMs: read.stat.mtimeMs, size: read.stat.size, record });
    return { record, full };
  }

  /** Files whose last read from disk started with a byte-order mark (an editor's buffer does not show it). */
  private readonly boms = new Set<string>();

  /** True when the file's last read from disk started with a byte-order mark. */
  hadBom(p: string): boolean {
    return this.boms.has(p);
  }

  /** Drops the kept read of a file (it changed). */
  forget(p: string): void {
    this.cache.delete(p);
  }

  /** Drops the kept reads of files that are no longer skills. */
  keepOnly(isSkill: (p: string) => boolean): void {
    for (const p of this.cache.keys()) if (!isSkill(p)) this.cache.delete(p);
  }
}

/**
 * A candidate's record, spelled out: spreading the candidate into a literal with optional
 * fields was a measurable share of a cold index (varying object shapes, one per file).
 * `headerVersion` is `version` unless a body edit kept the header's (see `keepsHeader`).
 */
export function recordOf(c: SkillCandidate, parsed: ParsedSkill | undefined, source: SkillRecord['source'], version: number, unreadable?: Unreadable, invalidUtf8 = false, bom = false, notText?: NotText, headerVersion = version): SkillRecord {
  return { path: c.path, root: c.root, layout: c.layout, dirName: c.dirName, skillDir: c.skillDir, ...(c.fileLinked ? { fileLinked: true as const } : {}), ...(c.pastFolders !== undefined ? { pastFolders: c.pastFolders } : {}), ...(c.realPath !== undefined ? { realPath: c.realPath } : {}), ...(c.alsoAt ? { alsoAt: c.alsoAt } : {}), parsed, source, version, headerVersion, unreadable, invalidUtf8, bom, notText };
}
