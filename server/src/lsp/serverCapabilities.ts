import { TextDocumentSyncKind, type ClientCapabilities, type ServerCapabilities } from 'vscode-languageserver';
import { CONVERT_LAYOUT_KIND } from '../service/features/codeActions/convertLayout';
import { FIX_ALL_KIND } from '../service/features/codeActions/fixAll';
import { COMPLETION_TRIGGERS } from '../service/features/completion';
import type { EditCapabilities } from '../service/features/workspaceEdit';

/** What the server answers to `initialize`: every feature it serves. */
export function serverCapabilities(): ServerCapabilities {
  return {
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
    completionProvider: { triggerCharacters: [...COMPLETION_TRIGGERS] },
    hoverProvider: true,
    definitionProvider: true,
    referencesProvider: true,
    renameProvider: { prepareProvider: true },
    documentSymbolProvider: true,
    workspaceSymbolProvider: true,
    documentLinkProvider: { resolveProvider: false },
    codeActionProvider: { codeActionKinds: ['quickfix', FIX_ALL_KIND, CONVERT_LAYOUT_KIND], resolveProvider: true },
    workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
  };
}

/** The workspace edits the client can apply (document changes, file operations, snippets). */
export function editCapabilitiesOf(caps: ClientCapabilities): EditCapabilities {
  const we = caps.workspace?.workspaceEdit;
  return {
    documentChanges: we?.documentChanges === true,
    resourceOperations: we?.resourceOperations ?? [],
    snippetEdits: (we as { snippetEditSupport?: boolean } | undefined)?.snippetEditSupport === true,
  };
}
