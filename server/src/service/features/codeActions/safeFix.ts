import type { TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import type { Finding, LocalizedText } from '../../model/finding';
import type { DocumentContext } from '../documentContext';
import type { EditCapabilities } from '../workspaceEdit';
import { fixProposals } from './fixProposals';
import { fixBuilderFor } from './registry';

/** A finding's safe fix: plain text edits of its own file. */
export interface SafeFix {
  readonly title: LocalizedText;
  readonly edits: readonly TextEdit[];
}

/**
 * The first proposal of a finding whose builder is marked safe, when it only edits the
 * finding's file with plain text (no snippet, no file created or renamed); else undefined.
 */
export function safeFix(service: LanguageService, doc: DocumentContext, f: Finding, caps: EditCapabilities): SafeFix | undefined {
  if (!f.data || !fixBuilderFor(f.code, f.data.fix)?.safe) return undefined;
  const proposal = fixProposals(service, doc, f, caps)[0];
  const change = proposal?.changes.length === 1 ? proposal.changes[0] : undefined;
  if (!proposal || proposal.manual || !change || change.kind !== 'edit' || change.path !== doc.path) return undefined;
  const plain = change.edits.filter((e): e is TextEdit => 'newText' in e);
  return plain.length === change.edits.length ? { title: proposal.title, edits: plain } : undefined;
}
