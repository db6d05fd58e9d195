import type { CodeAction } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import type { DocumentContext } from '../documentContext';
import type { Finding } from '../../model/finding';
import { runFixes } from '../fixEngine';
import { fixBuilderFor } from './registry';
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
  return { title: fixAllTitle(doc), kind: FIX_ALL_KIND, edit, data: { fixes: run.applied.length } } as CodeAction;
}

/**
 * The same edit as a quick fix, for the lightbulb menu (editors list source actions
 * elsewhere), when it fixes more than one problem: one problem has its own quick fix.
 * With `lazy` (a client that resolves actions when picked), the edit is left out, to be made
 * by {@link resolveFixAll}: resting the cursor on a problem then runs no fix at all, and
 * leaves the index as it was; whether to offer it is read from the findings at hand.
 */
export function fixAllQuickFix(service: LanguageService, doc: DocumentContext, caps: EditCapabilities, findings: readonly Finding[], lazy: boolean): CodeAction | undefined {
  if (lazy) {
    const safe = findings.filter((f) => f.data && fixBuilderFor(f.code, f.data.fix)?.safe).length;
    return safe < 2 ? undefined : { title: fixAllTitle(doc), kind: 'quickfix', data: { fixAll: doc.path } };
  }
  const all = fixAllAction(service, doc, caps);
  if (!all || ((all.data as { fixes?: number } | undefined)?.fixes ?? 0) < 2) return undefined;
  const { data: _fixes, ...action } = all;
  return { ...action, kind: 'quickfix' };
}

/** The path of a "fix all" quick fix left for `codeAction/resolve` (see {@link fixAllQuickFix}), if `action` is one. */
export function fixAllToResolve(action: CodeAction): string | undefined {
  const data = action.data as { fixAll?: unknown } | undefined;
  return typeof data?.fixAll === 'string' ? data.fixAll : undefined;
}

/** A "fix all" quick fix with its edit, made now that the user picked it. */
export function resolveFixAll(service: LanguageService, doc: DocumentContext, caps: EditCapabilities, action: CodeAction): CodeAction {
  const edit = fixAllAction(service, doc, caps)?.edit;
  const { data: _path, ...rest } = action;
  return edit ? { ...rest, edit } : rest;
}

function fixAllTitle(doc: DocumentContext): string {
  return localize({ en: 'Fix all safe Skillkiln problems in this file', fr: 'Corriger tous les problèmes Skillkiln sûrs de ce fichier' }, doc.locale);
}
