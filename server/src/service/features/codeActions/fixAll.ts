import type { CodeAction, TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import type { DocumentContext } from '../documentContext';
import { localize } from '../localize';
import { editsOverlap, toOffsetEdits, type OffsetEdit } from '../textEdits';
import { toWorkspaceEdit, type EditCapabilities } from '../workspaceEdit';
import { safeFix } from './safeFix';

/** Kind of the "fix all in this file" source action (usable in `editor.codeActionsOnSave`). */
export const FIX_ALL_KIND = 'source.fixAll.skillsmith';

/**
 * Applies every safe fix of the file once: the first proposal of each finding whose
 * builder is marked safe, skipping any whose edits would touch what an earlier one
 * already changes (run it again for those). Undefined when there is nothing to fix.
 */
export function fixAllAction(service: LanguageService, doc: DocumentContext, caps: EditCapabilities): CodeAction | undefined {
  const accepted: OffsetEdit[] = [];
  const edits: TextEdit[] = [];
  for (const f of service.findings(doc.path)) {
    const plain = safeFix(service, doc, f, caps)?.edits;
    if (!plain) continue;
    const offsets = toOffsetEdits(doc.parsed.lines, plain);
    if (editsOverlap(accepted, offsets)) continue;
    accepted.push(...offsets);
    edits.push(...plain);
  }
  if (edits.length === 0) return undefined;
  const edit = toWorkspaceEdit([{ kind: 'edit', path: doc.path, edits }], caps);
  if (!edit) return undefined;
  return { title: localize({ en: 'Fix all safe Skillsmith problems in this file', fr: 'Corriger tous les problèmes Skillsmith sûrs de ce fichier' }, doc.locale), kind: FIX_ALL_KIND, edit };
}
