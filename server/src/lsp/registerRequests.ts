import { LSPErrorCodes, ResponseError, type CancellationToken, type ClientCapabilities, type Connection } from 'vscode-languageserver';
import type { CodeAction } from 'vscode-languageserver-types';
import { agentList } from '../service/features/agentList';
import { catalogResult } from '../service/features/catalogDto';
import { codeActions } from '../service/features/codeActions/codeActions';
import { fixAllToResolve, resolveFixAll } from '../service/features/codeActions/fixAll';
import { completion } from '../service/features/completion';
import { definition } from '../service/features/definition';
import { documentContext } from '../service/features/documentContext';
import { documentLinks } from '../service/features/documentLinks';
import { documentSymbols } from '../service/features/documentSymbols';
import { hover } from '../service/features/hover';
import { localize } from '../service/features/localize';
import { packForUpload } from '../service/features/packForUpload';
import { references } from '../service/features/references';
import { prepareRename, rename } from '../service/features/rename';
import { treeResult } from '../service/features/treeModel';
import { tryRequest } from '../service/features/tryRequest';
import { uriToPath } from '../service/features/uris';
import { needingConfirmation, toWorkspaceEdit, type EditCapabilities } from '../service/features/workspaceEdit';
import { workspaceSymbols } from '../service/features/workspaceSymbols';
import type { FileSystem } from '../service/fs/fileSystem';
import type { LanguageService } from '../service/languageService';
import type { Locale } from '../service/model/finding';
import { AgentsRequest, CatalogRequest, PackRequest, TreeRequest, TryRequestRequest } from './protocol';
import type { RequestHandler } from './requestRunner';

/** What the request handlers read of the server: the service and what the client said it can do. */
export interface RequestContext {
  readonly connection: Connection;
  readonly service: LanguageService;
  readonly fs: FileSystem;
  /** The uniform wrapper of every handler (see `requestRunner`). */
  readonly request: <P, R, E>(name: string, empty: E, fn: (params: P, token: CancellationToken) => R) => RequestHandler<P, R, E>;
  clientCaps(): ClientCapabilities;
  editCaps(): EditCapabilities;
  locale(): Locale;
  folders(): readonly string[];
  /** True once the first index is built: a request on a file before that answers empty. */
  ready(): boolean;
}

/**
 * Registers every request: each handler maps URIs to paths, answers empty when the file is
 * unknown, and calls one feature of the service with the cancellation token.
 */
export function registerRequests(ctx: RequestContext): void {
  const { connection, service, request } = ctx;
  /** Runs `fn` on the file of a `file:` URI once the index is built; `empty` otherwise. */
  const withPath = <R>(uri: string, empty: R, fn: (file: string) => R): R => {
    const file = uriToPath(uri);
    return file && ctx.ready() ? fn(file) : empty;
  };
  const localeFor = (file: string): Locale => service.index.configFor(file).locale;
  const snippets = () => ctx.clientCaps().textDocument?.completion?.completionItem?.snippetSupport === true;
  const markdown = () => (ctx.clientCaps().textDocument?.hover?.contentFormat ?? ['markdown']).includes('markdown');

  connection.onCompletion(request('completion', [], (p, token) => withPath(p.textDocument.uri, [], (file) => completion(service, file, p.position, { snippets: snippets(), markdown: markdown() }, token))));
  connection.onHover(request('hover', null, (p) => withPath(p.textDocument.uri, null, (file) => hover(service, file, p.position, { markdown: markdown() }))));
  connection.onDefinition(request('definition', [], (p) => withPath(p.textDocument.uri, [], (file) => definition(service, file, p.position))));
  connection.onReferences(request('references', [], (p, token) => withPath(p.textDocument.uri, [], (file) => references(service, file, p.position, p.context.includeDeclaration, token))));
  connection.onDocumentSymbol(request('documentSymbol', [], (p) => withPath(p.textDocument.uri, [], (file) => documentSymbols(service, file))));
  connection.onWorkspaceSymbol(request('workspaceSymbol', [], (p, token) => workspaceSymbols(service, p.query, token)));
  connection.onDocumentLinks(request('documentLinks', [], (p) => withPath(p.textDocument.uri, [], (file) => documentLinks(service, file))));
  const resolvesEdits = () => ctx.clientCaps().textDocument?.codeAction?.resolveSupport?.properties?.includes('edit') === true;
  connection.onCodeAction(request('codeAction', [], (p, token) => withPath(p.textDocument.uri, [], (file) => codeActions(service, file, { range: p.range, diagnostics: p.context.diagnostics, ...(p.context.only ? { only: p.context.only } : {}) }, ctx.editCaps(), token, { resolvesEdits: resolvesEdits() }))));
  // The lightbulb's "fix all", made when picked (see fixAllQuickFix).
  const resolveAction = request('codeActionResolve', undefined, (action: CodeAction) => {
    const file = fixAllToResolve(action);
    const doc = file ? documentContext(service, file) : undefined;
    return doc ? resolveFixAll(service, doc, ctx.editCaps(), action) : action;
  });
  connection.onCodeActionResolve(async (action, token) => ((await resolveAction(action as unknown as CodeAction, token)) ?? action) as typeof action);

  connection.onPrepareRename(request('prepareRename', null, (p) => withPath(p.textDocument.uri, null, (file) => {
    const r = prepareRename(service, file, p.position);
    if (r && 'error' in r) throw new ResponseError(LSPErrorCodes.RequestFailed, localize(r.error, localeFor(file)));
    return r;
  })));
  connection.onRenameRequest(request('rename', null, (p) => withPath(p.textDocument.uri, null, (file) => {
    const r = rename(service, file, p.position, p.newName);
    if ('error' in r) throw new ResponseError(LSPErrorCodes.RequestFailed, localize(r.error, localeFor(file)));
    const edit = toWorkspaceEdit(r.changes, ctx.editCaps()) ?? toWorkspaceEdit(r.editsOnly, ctx.editCaps()) ?? null;
    return edit && r.confirm ? needingConfirmation(edit, localize({ en: 'Renaming changes the skill’s slug', fr: 'Renommer change le slug du skill' }, localeFor(file)), localize(r.confirm, localeFor(file))) : edit;
  })));

  connection.onRequest(CatalogRequest, request('catalog', { roots: [], catalog: null }, (p) => catalogResult(service, {
    ...(p?.folderUri ? { folder: uriToPath(p.folderUri) ?? '' } : {}),
    ...(p?.rootUri ? { root: uriToPath(p.rootUri) ?? '' } : {}),
    ...(p?.target ? { target: p.target } : {}),
  }, ctx.locale())));
  connection.onRequest(TreeRequest, request('tree', { folders: [] }, () => treeResult(service, ctx.locale())));
  connection.onRequest(TryRequestRequest, request('tryRequest', { reached: [], missed: [] }, (p) => tryRequest(service, uriToPath(p.rootUri) ?? '', p.text, ctx.locale(), p.target)));
  connection.onRequest(AgentsRequest, request('agents', [], (p) => agentList(p?.locale === 'fr' || p?.locale === 'en' ? p.locale : ctx.locale())));
  connection.onRequest(PackRequest, request('pack', { ok: false as const, problems: [] }, (p) => packForUpload(ctx.fs, uriToPath(p.folderUri) ?? '', [...ctx.folders()], ctx.locale())));
}
