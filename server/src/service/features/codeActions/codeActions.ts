import type { CodeAction, Diagnostic, Range } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import { DIAGNOSTIC_SOURCE, toDiagnostic } from '../diagnostics';
import { documentContext, type CancellationLike } from '../documentContext';
import { localize } from '../localize';
import { rangesIntersect, sameRange } from '../textEdits';
import { toWorkspaceEdit, type EditCapabilities } from '../workspaceEdit';
import { convertLayoutActions, CONVERT_LAYOUT_KIND } from './convertLayout';
import { fixAllAction, fixAllQuickFix, FIX_ALL_KIND } from './fixAll';
import { fixProposals } from './fixProposals';
import { ignoreProposals } from './ignoreFinding';

/** The fields of a client diagnostic that code actions read (any LSP version's Diagnostic fits). */
export interface DiagnosticRef {
  readonly range: Range;
  readonly code?: number | string;
  readonly source?: string;
  readonly data?: unknown;
}

/** What a code action request carries (LSP `CodeActionParams` minus the document). */
export interface CodeActionQuery {
  readonly range: Range;
  readonly diagnostics: readonly DiagnosticRef[];
  readonly only?: readonly string[];
}

/** What the client does with the actions it gets. */
export interface CodeActionOptions {
  /** It resolves an action when the user picks it (`codeAction/resolve` of `edit`): costly edits wait until then. */
  readonly resolvesEdits?: boolean;
}

/**
 * Quick fixes for the client's Skillkiln diagnostics, the "fix all" source action and
 * the layout refactors. Each client diagnostic is matched to the finding computed on the
 * current text (same code, range and `data.fix`) so a stale diagnostic never yields an
 * edit for text that has moved. Only what the request asks for is computed: the fixes of
 * the problems it names, "fix all" when asked by kind (`only`) or, for the lightbulb,
 * left to be resolved when picked (see `fixAllQuickFix`).
 */
export function codeActions(service: LanguageService, path: string, query: CodeActionQuery, caps: EditCapabilities, token?: CancellationLike, options: CodeActionOptions = {}): CodeAction[] {
  const doc = documentContext(service, path);
  if (!doc) return [];
  const wants = (kind: string) => !query.only || query.only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const out: CodeAction[] = [];
  const ours = query.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE && typeof d.code === 'string');
  if (wants('quickfix') && ours.length > 0) {
    const fresh = service.findings(path);
    for (const d of ours) {
      if (token?.isCancellationRequested) return [];
      const f = fresh.find((x) => x.code === d.code && sameRange(x.range, d.range) && (fixOf(d.data) === undefined || x.data?.fix === fixOf(d.data)));
      if (!f) continue;
      for (const p of [...fixProposals(service, doc, f, caps), ...ignoreProposals(doc, f)]) {
        const edit = toWorkspaceEdit(p.changes, caps);
        // The client's own diagnostic, when it sent a whole one: editors tie the fix to the squiggle by identity.
        const diagnostic = typeof (d as { message?: unknown }).message === 'string' ? (d as Diagnostic) : toDiagnostic(f, doc.locale);
        if (edit) out.push({ title: localize(p.title, doc.locale), kind: 'quickfix', diagnostics: [diagnostic], edit, ...(p.preferred ? { isPreferred: true } : {}) });
      }
    }
    // "Fix all" in the lightbulb menu too, after the fixes of the problem at hand.
    const all = out.length > 0 ? fixAllQuickFix(service, doc, caps, fresh, options.resolvesEdits === true) : undefined;
    if (all) out.push(all);
  }
  // Asked by kind only (a command, on save): the lightbulb has the quick fix above.
  if (query.only && wants(FIX_ALL_KIND)) {
    const all = fixAllAction(service, doc, caps);
    if (all) out.push(all);
  }
  const inHeader = doc.parsed.frontMatter ? rangesIntersect(query.range, { start: doc.parsed.frontMatter.openRange.start, end: doc.parsed.frontMatter.closeRange?.end ?? doc.parsed.frontMatter.openRange.end }) : query.range.start.line === 0;
  if (wants(CONVERT_LAYOUT_KIND) && (query.only || inHeader)) out.push(...convertLayoutActions(service, doc, caps));
  return out;
}

function fixOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null && typeof (data as { fix?: unknown }).fix === 'string' ? (data as { fix: string }).fix : undefined;
}
