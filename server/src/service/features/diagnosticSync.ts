import type { LanguageService } from '../languageService';
import type { ChangeMark } from '../rules/findingEngine';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { Finding, Locale } from '../model/finding';
import { toDiagnostic } from './diagnostics';
import { sameJson } from './sameJson';

const NOTHING: readonly Diagnostic[] = [];

/** What a file's last published set was made from. */
interface Source {
  readonly findings: readonly Finding[];
  readonly locale: Locale;
}

/** A file whose diagnostics changed, with the full new set (empty clears it). */
export interface DiagnosticUpdate {
  readonly path: string;
  readonly diagnostics: Diagnostic[];
}

/**
 * Remembers what was last published for each file so that, after a change, only the files
 * whose set really changed are sent again. Cross-file rules (conflicts, references) make
 * one edit able to change any file of the same workspace folder: `affected` lists them.
 */
export class DiagnosticSync {
  /** The files whose last published set is not empty (a file gone from the index must be cleared). */
  private readonly published = new Set<string>();
  /**
   * The findings each file's last set was made from, and in which language. The service
   * hands out the same array until the file or what it depends on changes, so the same
   * array means the same set: a folder re-check after a header edit skips mapping and
   * serialising the unchanged files, most of its cost. A new array is compared with the set
   * these findings make, rebuilt then: keeping every published set beside the findings held
   * a third copy of every message (15 MB of a 10,000-skill workspace).
   */
  private readonly sources = new Map<string, Source>();
  /** Where the service stood when the last refresh began (see `begin`). */
  private mark: ChangeMark | undefined;

  /**
   * A refresh begins: the files whose findings may have changed since the last one began, so
   * that a header edit re-checks those alone; undefined when the service cannot tell (the first
   * refresh, a walk, a name change…: see `LanguageService.changedSince`), and `affected` says.
   * `ask` false: the refresh covers whole folders or no file at all, and only the mark moves.
   */
  begin(service: LanguageService, ask = true): readonly string[] | undefined {
    const changed = ask && this.mark ? service.changedSince(this.mark) : undefined;
    this.mark = service.changeMark();
    return changed;
  }

  /**
   * Files to recompute after a change in `folder` (every folder when undefined): its
   * indexed files, and every file that has diagnostics (a deleted file must be cleared).
   */
  affected(service: LanguageService, folder: string | undefined): string[] {
    const index = service.index;
    const out = new Set<string>();
    const inScope = (p: string) => folder === undefined || index.folderOf(p) === folder;
    for (const p of index.skillPaths()) if (inScope(p)) out.add(p);
    for (const p of index.otherDocuments()) if (inScope(p)) out.add(p);
    // Most are listed already: their folder is not looked up again (a header edit re-checks its folder on every keystroke).
    for (const p of this.published.keys()) if (!out.has(p) && (folder === undefined || !(index.recordAt(p) || index.isOtherDocument(p)) || inScope(p))) out.add(p);
    return [...out];
  }

  /**
   * Computes the diagnostics of `paths` and returns those that differ from the last
   * publication (`force`: all of them, e.g. for the document being edited, whose new
   * version the client expects diagnostics for).
   */
  update(service: LanguageService, paths: Iterable<string>, force = false): DiagnosticUpdate[] {
    const updates: DiagnosticUpdate[] = [];
    for (const p of paths) {
      const locale = service.index.configFor(p).locale;
      const findings = service.findings(p);
      const source = this.sources.get(p);
      if (!force && source?.findings === findings && source.locale === locale) continue;
      this.sources.set(p, { findings, locale });
      const diagnostics = findings.map((f) => toDiagnostic(f, locale));
      if (!force && sameJson(this.lastPublished(p, source), diagnostics)) continue;
      this.setPublished(p, diagnostics);
      updates.push({ path: p, diagnostics });
    }
    return updates;
  }

  /**
   * A first set for an open file, from its own rules only (see `quickFindings`), published
   * before the workspace is indexed; the next `update` of the file replaces it.
   */
  provisional(p: string, findings: readonly Finding[], locale: Locale): DiagnosticUpdate {
    const diagnostics = findings.map((f) => toDiagnostic(f, locale));
    this.sources.set(p, { findings, locale });
    this.setPublished(p, diagnostics);
    return { path: p, diagnostics };
  }

  /** The set last published for `p`, made again from the findings it came from. */
  private lastPublished(p: string, source: Source | undefined): readonly Diagnostic[] {
    if (!source || !this.published.has(p)) return NOTHING;
    return source.findings.map((f) => toDiagnostic(f, source.locale));
  }

  private setPublished(p: string, diagnostics: readonly Diagnostic[]): void {
    if (diagnostics.length > 0) this.published.add(p);
    else this.published.delete(p);
  }

  /** Forgets everything (the next update republishes every non-empty set). */
  reset(): void {
    this.published.clear();
    this.sources.clear();
    this.mark = undefined;
  }
}
