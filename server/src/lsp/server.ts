import * as path from 'node:path';
import {
  DidChangeWatchedFilesNotification,
  FileChangeType,
  LSPErrorCodes,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type CancellationToken,
  type ClientCapabilities,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type WorkDoneProgressServerReporter,
} from 'vscode-languageserver';
import type { CodeAction } from 'vscode-languageserver-types';
import { bufferDocuments, sourceTextOf } from './bigBufferDocument';
import { SavedVersions } from './savedVersions';
import { LifecycleGuard } from './lifecycleGuard';
import { AgentsRequest, CatalogRequest, DidChangeNotification, PackRequest, TreeRequest, TryRequestRequest } from './protocol';
import { CONFIG_FILE_NAMES, describeConfigProblem, folderConfig } from '../service/config/configFile';
import { localeOf, normalizeConfig, type NormalizedConfig } from '../service/config/normalizeConfig';
import type { ServiceConfig } from '../service/config/serviceConfig';
import type { FileSystem } from '../service/fs/fileSystem';
import { createNodeFileSystem } from '../service/fs/nodeFileSystem';
import { createLanguageService, type LanguageService } from '../service/languageService';
import type { Locale, LocalizedText } from '../service/model/finding';
import { catalogResult } from '../service/features/catalogDto';
import { codeActions } from '../service/features/codeActions/codeActions';
import { CONVERT_LAYOUT_KIND } from '../service/features/codeActions/convertLayout';
import { fixAllToResolve, FIX_ALL_KIND, resolveFixAll } from '../service/features/codeActions/fixAll';
import { documentContext } from '../service/features/documentContext';
import { completion, COMPLETION_TRIGGERS } from '../service/features/completion';
import { definition } from '../service/features/definition';
import { DiagnosticSync, type DiagnosticUpdate } from '../service/features/diagnosticSync';
import { documentLinks } from '../service/features/documentLinks';
import { documentSymbols } from '../service/features/documentSymbols';
import { guessWorkspaceFolder } from '../service/features/guessFolder';
import { hover } from '../service/features/hover';
import { localize } from '../service/features/localize';
import { references } from '../service/features/references';
import { prepareRename, rename } from '../service/features/rename';
import { treeResult } from '../service/features/treeModel';
import { startupReport } from '../service/features/startupReport';
import { tryRequest } from '../service/features/tryRequest';
import { agentList } from '../service/features/agentList';
import { packForUpload } from '../service/features/packForUpload';
import { pathToUri, uriToPath } from '../service/features/uris';
import { errorGuards } from './errorGuards';
import { foldersOf, isObject, refusedFolder } from './foldersOf';
import { watchGlobs } from './watchGlobs';
import { registerTriggerRequests } from './triggerRequests';
import { SyncScheduler } from './syncScheduler';
import { needingConfirmation, toWorkspaceEdit, type EditCapabilities } from '../service/features/workspaceEdit';
import { workspaceSymbols } from '../service/features/workspaceSymbols';
import { BULK_CHANGES } from '../service/index/skillIndex';
import { MAX_SCANNED_CHARS } from '../service/parse/scannedPart';
import { containingFolder } from '../service/discovery/containingFolder';
import { quickFindings } from '../service/features/quickFindings';
import { countEn, countFr } from '../service/text/numbers';

/** What the host may replace (tests use an in-memory file system). */
export interface ServerOptions {
  readonly fs?: FileSystem;
}

/** What `initializationOptions` may carry (clients without `workspace/configuration` use `settings`). */
interface InitOptions {
  readonly locale?: unknown;
  readonly settings?: unknown;
}

/**
 * Debounce of the diagnostics of a buffer larger than the scan limit: even bounded, its
 * checks take tens of milliseconds, so a burst of keystrokes runs them once, after the
 * requests that came meanwhile, and a newer version drops the run planned for an older one.
 */
const BIG_BUFFER_DELAY_MS = 50;
/** Longest stretch of the first index between two looks at the event loop. */
const INDEX_SLICE_MS = 8;
/** How often the first index reports its progress to the client. */
const PROGRESS_EVERY_MS = 100;

/** "Checking skills 1,234 / 10,000", in the server's language. */
function indexProgressText(done: number, total: number, locale: Locale): string {
  return locale === 'fr' ? `Vérification des skills ${countFr(done)} / ${countFr(total)}` : `Checking skills ${countEn(done)} / ${countEn(total)}`;
}

/**
 * Wires the language service to an LSP connection. Every handler is the same thin shape:
 * map URIs to paths, return empty when the file is unknown, call one feature, pass the
 * cancellation token through; a handler that throws answers with a `ResponseError` and the
 * server keeps running.
 */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const { guard, guardAsync } = errorGuards(connection);
  const documents = new TextDocuments(bufferDocuments);
  const fs = options.fs ?? createNodeFileSystem();
  const sync = new DiagnosticSync();
  /** Normalized settings per workspace folder (the resource), cleared on didChangeConfiguration. */
  const settings = new Map<string, NormalizedConfig>();
  let initOptions: InitOptions = {};
  let defaultLocale: Locale = 'en';
  let folders: string[] = [];
  let clientCaps: ClientCapabilities = {};
  let editCaps: EditCapabilities = { documentChanges: false, resourceOperations: [], snippetEdits: false };
  let ready = false;
  /** The first index is being built (see `indexInSlices`). */
  let indexing = false;
  let markReady: () => void = () => {};
  const whenReady = new Promise<void>((resolve) => (markReady = resolve));
  const lifecycle = new LifecycleGuard();
  const service: LanguageService = createLanguageService({
    fs,
    configFor: (folder) => configFor(folder),
    log: (line) => connection.console.log(line),
  });

  function configFor(folder: string): ServiceConfig {
    return (settings.get(folder) ?? normalizeConfig(initSettings(), defaultLocale)).config;
  }

  function initSettings(): unknown {
    const s = initOptions.settings;
    if (typeof s === 'object' && s !== null && 'skillkiln' in s) return (s as { skillkiln: unknown }).skillkiln;
    return s;
  }

  /** Fetches each folder's `skillkiln` section (over initializationOptions) and reports malformed values once. */
  async function loadSettings(): Promise<void> {
    const base = initSettings();
    const problems: LocalizedText[] = [];
    const fileProblems: string[] = [];
    for (const folder of folders) {
      let raw: unknown = base;
      if (clientCaps.workspace?.configuration) {
        try {
          const fetched: unknown = await connection.workspace.getConfiguration({ scopeUri: pathToUri(folder), section: 'skillkiln' });
          if (isObject(fetched)) raw = isObject(base) ? { ...base, ...fetched } : fetched;
        } catch (err) {
          connection.console.warn(`settings of ${folder} could not be read: ${String(err)}`);
        }
      }
      // The folder's .skillkiln.json wins over these settings (see config/configFile.ts).
      const loaded = folderConfig(fs, folder, raw, defaultLocale);
      settings.set(folder, { config: loaded.config, problems: loaded.settingsProblems });
      problems.push(...loaded.settingsProblems);
      fileProblems.push(...(loaded.file?.problems ?? []).map((p) => describeConfigProblem(p, defaultLocale)));
    }
    const unique = [...new Set([...problems.map((p) => localize(p, defaultLocale)), ...fileProblems])];
    for (const p of unique) connection.console.warn(p);
    if (unique.length > 0) void connection.window.showWarningMessage(unique.join(' '));
  }

  /** Folders refused (the whole disk, the home folder), said once each by `reportRefusals`. */
  const refusals: string[] = [];
  function checkedFolders(paths: readonly string[]): string[] {
    return paths.filter((p) => {
      const why = refusedFolder(p);
      if (why) refusals.push(localize(why, defaultLocale));
      return !why;
    });
  }

  function reportRefusals(): void {
    for (const message of refusals.splice(0)) {
      connection.console.warn(message);
      void connection.window.showWarningMessage(message);
    }
  }

  /** Indexes the workspace folders and logs what was found (settings, roots, profiles, time). */
  function index(): void {
    const started = performance.now();
    service.setFolders(folders);
    logStartup(started);
  }

  function logStartup(started: number): void {
    for (const line of startupReport(service, folders, performance.now() - started)) connection.console.info(localize(line, defaultLocale));
  }

  /**
   * The first index, in slices: between two, the event loop serves what came meanwhile (a
   * keystroke in an open file gets its own rules' findings at once, see `publishOwn`), and the
   * client shows how far it got ("Checking skills 1,234 / 10,000").
   */
  async function indexInSlices(): Promise<void> {
    const started = performance.now();
    const build = service.beginSetFolders(folders);
    const message = () => indexProgressText(build.done(), build.total, defaultLocale);
    // Not awaited: a client slow to answer (or never answering) must not hold the index up.
    let progress: WorkDoneProgressServerReporter | undefined;
    connection.window.createWorkDoneProgress().then((reporter) => {
      if (!indexing) return;
      progress = reporter;
      reporter.begin('Skillkiln', Math.floor((100 * build.done()) / Math.max(1, build.total)), message());
    }, () => undefined);
    let reported = performance.now();
    indexing = true;
    try {
      while (!build.step(INDEX_SLICE_MS)) {
        if (performance.now() - reported >= PROGRESS_EVERY_MS) {
          reported = performance.now();
          progress?.report(Math.floor((100 * build.done()) / Math.max(1, build.total)), message());
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      indexing = false;
      progress?.done();
    }
    logStartup(started);
  }

  /**
   * Publishes the findings of an open file's own rules, computed without the index (see
   * `quickFindings`): what the file shows until the index is complete.
   */
  function publishOwn(p: string): void {
    const folder = containingFolder(folders, p);
    const document = documents.get(pathToUri(p));
    if (!folder || !document) return;
    const { findings, locale } = quickFindings(fs, folder, configFor(folder), p, sourceTextOf(document));
    void publish([sync.provisional(p, findings, locale)]);
  }

  // ---- lifecycle --------------------------------------------------------------------

  connection.onInitialize(lifecycle.initialize((params: InitializeParams): InitializeResult => {
    clientCaps = params.capabilities;
    initOptions = isObject(params.initializationOptions) ? (params.initializationOptions as InitOptions) : {};
    defaultLocale = initOptions.locale === 'fr' || initOptions.locale === 'en' ? initOptions.locale : localeOf(params.locale);
    const we = clientCaps.workspace?.workspaceEdit;
    editCaps = {
      documentChanges: we?.documentChanges === true,
      resourceOperations: we?.resourceOperations ?? [],
      snippetEdits: (we as { snippetEditSupport?: boolean } | undefined)?.snippetEditSupport === true,
    };
    folders = checkedFolders(foldersOf(params));
    return {
      capabilities: {
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
      },
      serverInfo: { name: 'skillkiln' },
    };
  }));

  connection.onInitialized(() => guardAsync('initialized', async () => {
    reportRefusals();
    try {
      await loadSettings();
      // The open files first: their own rules now, whatever the size of the workspace.
      for (const document of documents.all()) guard('openFiles', () => withOpenPath(document.uri, publishOwn));
      await indexInSlices();
    } finally {
      // Even a failed index must not leave requests waiting forever.
      ready = true;
      markReady();
    }
    const open = documents.all().map((d) => uriToPath(d.uri)).filter((p): p is string => !!p);
    if (open[0]) fallbackFolder(open[0]);
    // Then their complete findings (other files' headers, the root), before the rest of the workspace.
    void publish(sync.update(service, open.filter((p) => containingFolder(folders, p)), true));
    if (clientCaps.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      await connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: watchGlobs(folders.flatMap((f) => configFor(f).skillsDirs)).map((globPattern) => ({ globPattern })),
      });
    }
    if (clientCaps.workspace?.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((e) => guardAsync('workspaceFolders', async () => {
        const removed = new Set(e.removed.map((f) => uriToPath(f.uri)));
        folders = [...folders.filter((f) => !removed.has(f)), ...checkedFolders(e.added.map((f) => uriToPath(f.uri)).filter((p): p is string => !!p))];
        reportRefusals();
        for (const f of removed) if (f) settings.delete(f);
        await loadSettings();
        index();
        scheduleSync(undefined);
      }));
    }
    scheduleSync(undefined);
  }));

  /** A `.skillkiln.json` was created, edited or deleted: settings are read again, as after a settings change. */
  function configFileChanged(): void {
    guardAsync('configFile', async () => {
      settings.clear();
      await loadSettings();
      service.configChanged();
      scheduleSync(undefined);
    });
  }

  connection.onDidChangeConfiguration(() => guardAsync('configuration', async () => {
    settings.clear();
    await loadSettings();
    service.configChanged();
    scheduleSync(undefined);
  }));

  // ---- documents and files ----------------------------------------------------------

  documents.onDidChangeContent((e) => guard('didChange', () => {
    const p = uriToPath(e.document.uri);
    if (!p) return;
    const text = sourceTextOf(e.document);
    service.openDocument(p, text);
    if (indexing) publishOwn(p);
    if (ready && !fallbackFolder(p)) {
      if (typeof text === 'string' && text.length <= MAX_SCANNED_CHARS) changed(p);
      else changedLater(p);
    }
  }));

  const bigBufferTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** `changed` for a big buffer, debounced per file (see BIG_BUFFER_DELAY_MS). */
  function changedLater(p: string): void {
    clearTimeout(bigBufferTimers.get(p));
    bigBufferTimers.set(p, setTimeout(() => guard('didChange', () => {
      bigBufferTimers.delete(p);
      changed(p);
    }), BIG_BUFFER_DELAY_MS));
  }

  /** Started without a workspace folder: indexes the project around the first file opened. */
  function fallbackFolder(file: string): boolean {
    if (folders.length > 0) return false;
    const guess = guessWorkspaceFolder(fs, file);
    // A guess refused once (the home folder) is not proposed again at each keystroke.
    if (refusedGuesses.has(guess)) return false;
    folders = checkedFolders([guess]);
    reportRefusals();
    if (folders.length === 0) {
      refusedGuesses.add(guess);
      return false;
    }
    guardAsync('fallbackFolder', async () => {
      await loadSettings();
      index();
      scheduleSync(undefined);
    });
    return true;
  }
  const refusedGuesses = new Set<string>();


  const savedVersions = new SavedVersions(documents);

  documents.onDidClose((e) => guard('didClose', () => {
    const p = uriToPath(e.document.uri);
    if (!p) return;
    // The disk's text takes over: findings still true on disk stay.
    clearTimeout(bigBufferTimers.get(p));
    bigBufferTimers.delete(p);
    service.closeDocument(p);
    if (ready) changed(p);
  }));

  connection.onDidChangeWatchedFiles((params) => guard('watchedFiles', () => {
    const changes = Array.isArray(params.changes) ? params.changes : [];
    // A storm (a checkout, a build) is one re-walk in the index: no need to look at each change.
    const bulk = changes.length > BULK_CHANGES;
    const paths: string[] = [];
    for (const change of changes) {
      const p = uriToPath(change.uri);
      if (!p) continue;
      // A deleted file whose tab stays open but holds no unsaved change is gone.
      if (change.type === FileChangeType.Deleted) for (const open of savedVersions.unchangedUnder(p, uriToPath)) service.closeDocument(open);
      if (CONFIG_FILE_NAMES.includes(path.basename(p))) {
        configFileChanged();
        continue;
      }
      // A deleted folder: one known file under it makes the index walk again.
      const inside = !bulk && change.type === FileChangeType.Deleted && !p.toLowerCase().endsWith('.md') ? service.index.skillPaths().find((s) => s.startsWith(p + path.sep)) : undefined;
      // Otherwise a reference file that appeared or vanished: the index re-checks the skills that reference files.
      paths.push(inside ?? p);
    }
    service.filesChanged(paths);
    scheduleSync(undefined);
  }));

  /**
   * Fresh diagnostics for the edited file now; when a header changed (what other files can
   * see), the rest of its folder after a short pause. Body edits only touch their own file.
   */
  let headerEpoch = -1;
  function changed(p: string): void {
    void publish(sync.update(service, [p], documents.get(pathToUri(p)) !== undefined));
    const headersChanged = service.index.headerEpoch !== headerEpoch;
    headerEpoch = service.index.headerEpoch;
    const record = service.index.recordAt(p);
    scheduleSync(headersChanged ? service.index.folderOf(p) ?? null : null, record ? [record.root.path] : []);
  }

  const scheduler = new SyncScheduler({
    service,
    sync,
    ready: () => ready,
    started: () => (headerEpoch = service.index.headerEpoch),
    publish: (updates) => publish(updates),
    rootsChanged: (rootPaths) => void connection.sendNotification(DidChangeNotification, { rootUris: rootPaths.map(pathToUri) }),
    guard,
  });
  /** Re-diagnoses a folder (undefined: all of them; null: none) and announces changed roots, debounced. */
  const scheduleSync = (folder: string | undefined | null, roots: readonly string[] = []) => scheduler.schedule(folder, roots);

  /** Sends diagnostics; the promise settles once they are written out (the refresh waits for it). */
  function publish(updates: readonly DiagnosticUpdate[]): Promise<unknown> {
    const sent: Promise<void>[] = [];
    for (const u of updates) {
      const uri = pathToUri(u.path);
      const version = documents.get(uri)?.version;
      sent.push(connection.sendDiagnostics({ uri, diagnostics: u.diagnostics, ...(version !== undefined ? { version } : {}) }));
    }
    return Promise.allSettled(sent);
  }

  // ---- requests ---------------------------------------------------------------------

  const snippets = () => clientCaps.textDocument?.completion?.completionItem?.snippetSupport === true;
  const markdown = () => (clientCaps.textDocument?.hover?.contentFormat ?? ['markdown']).includes('markdown');

  connection.onCompletion(request('completion', [], (p, token) => withPath(p.textDocument.uri, [], (file) => completion(service, file, p.position, { snippets: snippets(), markdown: markdown() }, token))));
  connection.onHover(request('hover', null, (p) => withPath(p.textDocument.uri, null, (file) => hover(service, file, p.position, { markdown: markdown() }))));
  connection.onDefinition(request('definition', [], (p) => withPath(p.textDocument.uri, [], (file) => definition(service, file, p.position))));
  connection.onReferences(request('references', [], (p, token) => withPath(p.textDocument.uri, [], (file) => references(service, file, p.position, p.context.includeDeclaration, token))));
  connection.onDocumentSymbol(request('documentSymbol', [], (p) => withPath(p.textDocument.uri, [], (file) => documentSymbols(service, file))));
  connection.onWorkspaceSymbol(request('workspaceSymbol', [], (p, token) => workspaceSymbols(service, p.query, token)));
  connection.onDocumentLinks(request('documentLinks', [], (p) => withPath(p.textDocument.uri, [], (file) => documentLinks(service, file))));
  const resolvesEdits = () => clientCaps.textDocument?.codeAction?.resolveSupport?.properties?.includes('edit') === true;
  connection.onCodeAction(request('codeAction', [], (p, token) => withPath(p.textDocument.uri, [], (file) => codeActions(service, file, { range: p.range, diagnostics: p.context.diagnostics, ...(p.context.only ? { only: p.context.only } : {}) }, editCaps, token, { resolvesEdits: resolvesEdits() }))));
  // The lightbulb's "fix all", made when picked (see fixAllQuickFix).
  const resolveAction = request('codeActionResolve', undefined, (action: CodeAction) => {
    const file = fixAllToResolve(action);
    const doc = file ? documentContext(service, file) : undefined;
    return doc ? resolveFixAll(service, doc, editCaps, action) : action;
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
    const edit = toWorkspaceEdit(r.changes, editCaps) ?? toWorkspaceEdit(r.editsOnly, editCaps) ?? null;
    return edit && r.confirm ? needingConfirmation(edit, localize({ en: 'Renaming changes the skill’s slug', fr: 'Renommer change le slug de la compétence' }, localeFor(file)), localize(r.confirm, localeFor(file))) : edit;
  })));

  connection.onRequest(CatalogRequest, request('catalog', { roots: [], catalog: null }, (p) => catalogResult(service, {
    ...(p?.folderUri ? { folder: uriToPath(p.folderUri) ?? '' } : {}),
    ...(p?.rootUri ? { root: uriToPath(p.rootUri) ?? '' } : {}),
    ...(p?.target ? { target: p.target } : {}),
  }, defaultLocale)));
  connection.onRequest(TreeRequest, request('tree', { folders: [] }, () => treeResult(service, defaultLocale)));
  connection.onRequest(TryRequestRequest, request('tryRequest', { reached: [], missed: [] }, (p) => tryRequest(service, uriToPath(p.rootUri) ?? '', p.text, defaultLocale, p.target)));
  connection.onRequest(AgentsRequest, request('agents', [], (p) => agentList(p?.locale === 'fr' || p?.locale === 'en' ? p.locale : defaultLocale)));
  registerTriggerRequests(connection, service, request);
  connection.onRequest(PackRequest, request('pack', { ok: false as const, problems: [] }, (p) => packForUpload(fs, uriToPath(p.folderUri) ?? '', folders, defaultLocale)));

  documents.listen(connection);

  // ---- the uniform wrappers ---------------------------------------------------------

  function localeFor(file: string): Locale {
    return service.index.configFor(file).locale;
  }

  /** Runs `fn` on the path of a `file:` URI. */
  function withOpenPath(uri: string, fn: (file: string) => void): void {
    const file = uriToPath(uri);
    if (file) fn(file);
  }

  /** Runs `fn` on the file of a `file:` URI the index knows; `empty` otherwise. */
  function withPath<R>(uri: string, empty: R, fn: (file: string) => R): R {
    const file = uriToPath(uri);
    return file && ready ? fn(file) : empty;
  }

  /** One wrapper for every request: domain errors and crashes become a ResponseError, the server stays up. */
  function request<P, R, E>(name: string, empty: E, fn: (params: P, token: CancellationToken) => R): (params: P, token: CancellationToken) => R | E | ResponseError<void> | Promise<R | E | ResponseError<void>> {
    const run = (params: P, token: CancellationToken): R | E | ResponseError<void> => {
      if (token?.isCancellationRequested) return empty;
      try {
        return fn(params, token);
      } catch (err) {
        if (err instanceof ResponseError) return err as ResponseError<void>;
        connection.console.error(`${name} failed: ${(err as Error)?.stack ?? String(err)}`);
        return new ResponseError(LSPErrorCodes.RequestFailed, `skillkiln: ${name} failed: ${(err as Error)?.message ?? String(err)}`);
      }
    };
    // A request that arrives while the workspace is being indexed waits for it rather than
    // answering from an empty index (the preview and tree ask right after a (re)start).
    return (params, token) => lifecycle.refusal() ?? (ready ? run(params, token) : whenReady.then(() => run(params, token)));
  }
}
