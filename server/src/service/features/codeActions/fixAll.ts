import type { CodeAction, TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import type { DocumentContext } from '../documentContext';
import { localize } from '../localize';
import { editsOverlap, toOffsetEdits, type OffsetEdit } from '../textEdits';
import { toWorkspaceEdit, type EditCapabilities } from '../workspaceEdit';
import { fixProposals } from './fixProposals';
import { fixBuilderFor } from './registry';

/** Kind of the "fix all in this file" source action (usable in `editor.codeActionsOnSave`). */
export const FIX_ALL_KIND = 'source.fixAll.skillsmith';

/**
 * Applies every safe fix of the file once: the first proposal of each finding whose
 * builder is marked safe, skipping any whose edits would touch what an earlier one
 * already changes (run it again for those). Undefined when there is nothing to fix.
 */
export function fixAllAction(service: LanguageService, doc: DocumentContext, caps: EditCapabilities): CodeAction | undefined {
  const safe = safeFixes(service, doc, caps);
  if (safe.edits.length === 0) return undefined;
  const edit = toWorkspaceEdit([{ kind: 'edit', path: doc.path, edits: safe.edits }], caps);
  if (!edit) return undefined;
  return { title: localize({ en: 'Fix all safe Skillsmith problems in this file', fr: 'Corriger tous les problèmes Skillsmith sûrs de ce fichier' }, doc.locale), kind: FIX_ALL_KIND, edit };
}

/**
 * The same edit as a quick fix, for the lightbulb menu (editors list source actions
 * elsewhere), when it fixes more than one problem: one problem has its own quick fix.
 */
export function fixAllQuickFix(service: LanguageService, doc: DocumentContext, caps: EditCapabilities): CodeAction | undefined {
  if (safeFixes(service, doc, caps).findings < 2) return undefined;
  const all = fixAllAction(service, doc, caps);
  return all && { ...all, kind: 'quickfix' };
}

/** The first proposal of each safely fixable finding, skipping edits that overlap an earlier one. */
function safeFixes(service: LanguageService, doc: DocumentContext, caps: EditCapabilities): { readonly edits: TextEdit[]; readonly findings: number } {
  const accepted: OffsetEdit[] = [];
  const edits: TextEdit[] = [];
  let findings = 0;
  for (const f of service.findings(doc.path)) {
    if (!f.data || !fixBuilderFor(f.code, f.data.fix)?.safe) continue;
    const proposal = fixProposals(service, doc, f, caps)[0];
    const change = proposal?.changes.length === 1 ? proposal.changes[0] : undefined;
    if (!change || change.kind !== 'edit' || change.path !== doc.path) continue;
    const plain = change.edits.filter((e): e is TextEdit => 'newText' in e);
    if (plain.length !== change.edits.length) continue;
    const offsets = toOffsetEdits(doc.parsed.lines, plain);
    if (editsOverlap(accepted, offsets)) continue;
    accepted.push(...offsets);
    edits.push(...plain);
    findings++;
  }
  return { edits, findings };
}
