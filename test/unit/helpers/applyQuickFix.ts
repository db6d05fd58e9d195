import type { TextEdit } from 'vscode-languageserver-types';
import { documentContext } from '../../../server/src/service/features/documentContext';
import { fixProposals } from '../../../server/src/service/features/codeActions/fixProposals';
import { applyTextEdits } from '../../../server/src/service/features/textEdits';
import { FULL_EDIT_CAPABILITIES, type EditCapabilities, type SnippetTextEdit } from '../../../server/src/service/features/workspaceEdit';
import type { LanguageService } from '../../../server/src/service/languageService';

/** A client that takes plain text edits only (no LSP 3.18 snippet edits). */
export const PLAIN_EDITS: EditCapabilities = { ...FULL_EDIT_CAPABILITIES, snippetEdits: false };

/** One quick fix of a finding: its title, its edits and the file's text once applied (plain edits only). */
export interface AppliedFix {
  readonly title: string;
  readonly edits: readonly (TextEdit | SnippetTextEdit)[];
  /** Undefined when the fix holds a snippet edit (the client expands it). */
  readonly text: string | undefined;
}

/** Every quick fix of the findings of `code` in an open file, each applied to the file's current text. */
export function quickFixesOf(service: LanguageService, file: string, code: string, caps: EditCapabilities = PLAIN_EDITS): AppliedFix[] {
  const doc = documentContext(service, file);
  if (!doc) throw new Error(`${file} is not indexed`);
  const findings = service.findings(file).filter((f) => f.code === code);
  if (findings.length === 0) throw new Error(`no ${code} in ${service.findings(file).map((f) => f.code).join(', ')}`);
  return findings.flatMap((f) => fixProposals(service, doc, f, caps)).map((p) => {
    const edits = p.changes.flatMap((c) => (c.kind === 'edit' && c.path === file ? c.edits : []));
    const plain = edits.every((e): e is TextEdit => 'newText' in e);
    return { title: p.title.en, edits, text: plain ? applyTextEdits(doc.parsed.lines, edits) : undefined };
  });
}

/** The codes of the findings of a file once its text is `text` (the file stays open with it). */
export function codesAfter(service: LanguageService, file: string, text: string): string[] {
  service.openDocument(file, text);
  return service.findings(file).map((f) => f.code);
}
