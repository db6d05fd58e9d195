import type { CodeAction } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import type { DocumentContext } from '../documentContext';
import { runFixes } from '../fixEngine';
import { localize } from '../localize';
import { toWorkspaceEdit, type EditCapabilities } from '../workspaceEdit';

/** Kind of the "fix all in this file" source action (usable in `editor.codeActionsOnSave`). */
export const FIX_ALL_KIND = 'source.fixAll.skillkiln';

/**
 * Applies every safe fix of the file, with the engine `skillkiln lint --fix` uses: round
 * after round until nothing is left to fix, so one invocation converges (two adjacent
 * keyword fixes included). The edit is the rounds' edits composed on the current text, as
 * small as the fixes themselves. Undefined when there is nothing to fix.
 */
export function fixAllAction(service: LanguageService, doc: DocumentContext, caps: EditCapabilities): CodeAction | undefined {
  const run = runFixes(service, [doc.path]);
  const file = run.files.find((f) => f.path === doc.path);
  if (!file) return undefined;
  const edits = file.edits.map((e) => ({ range: doc.parsed.lines.range(e.start, e.end), newText: e.newText }));
  const edit = toWorkspaceEdit([{ kind: 'edit', path: doc.path, edits }], caps);
  if (!edit) return undefined;
  const title = localize({ en: 'Fix all safe Skillkiln problems in this file', fr: 'Corriger tous les problèmes Skillkiln sûrs de ce fichier' }, doc.locale);
  return { title, kind: FIX_ALL_KIND, edit, data: { fixes: run.applied.length } } as CodeAction;
}

/**
 * The same edit as a quick fix, for the lightbulb menu (editors list source actions
 * elsewhere), when it fixes more than one problem: one problem has its own quick fix.
 */
export function fixAllQuickFix(service: LanguageService, doc: DocumentContext, caps: EditCapabilities): CodeAction | undefined {
  const all = fixAllAction(service, doc, caps);
  if (!all || ((all.data as { fixes?: number } | undefined)?.fixes ?? 0) < 2) return undefined;
  const { data: _fixes, ...action } = all;
  return { ...action, kind: 'quickfix' };
}
