import { DidChangeWatchedFilesNotification, TextDocuments, type Connection, type InitializeParams, type InitializeResult } from 'vscode-languageserver';
import { bufferDocuments, sourceTextOf } from './bigBufferDocument';
import { SavedTexts } from './savedTexts';
import { LifecycleGuard } from './lifecycleGuard';
import { DidChangeNotification } from './protocol';
import { localeOf } from '../service/config/normalizeConfig';
import type { FileSystem } from '../service/fs/fileSystem';
import { createNodeFileSystem } from '../service/fs/nodeFileSystem';
import { createLanguageService, type LanguageService } from '../service/languageService';
import { DiagnosticSync, type DiagnosticUpdate } from '../service/features/diagnosticSync';
import { guessWorkspaceFolder } from '../service/features/guessFolder';
import { localize } from '../service/features/localize';
import { startupReport } from '../service/features/startupReport';
import { pathToUri, uriToPath } from '../service/features/uris';
import type { EditCapabilities } from '../service/features/workspaceEdit';
import { MAX_SCANNED_CHARS } from '../service/parse/scannedPart';
import { containingFolder } from '../service/discovery/containingFolder';
import { quickFindings } from '../service/features/quickFindings';
import { errorGuards } from './errorGuards';
import { foldersOf, isObject } from './foldersOf';
import { watchGlobs } from './watchGlobs';
import { SyncScheduler } from './syncScheduler';
import { IdleCollector } from './idleCollector';
import { FolderRefusals } from './folderRefusals';
import { indexInSlices } from './indexInSlices';
import { registerRequests } from './registerRequests';
import { registerTriggerRequests } from './triggerRequests';
import { requestRunner } from './requestRunner';
import { editCapabilitiesOf, serverCapabilities } from './serverCapabilities';
import { ServerSettings, type InitOptions } from './serverSettings';
import { watchedFilesHandler } from './watchedFilesHandler';

/** What the host may replace (tests use an in-memory file system). */
export interface ServerOptions {
  readonly fs?: FileSystem;
  /** When the transport last received bytes (`performance.now()`), where it can tell (stdio). */
  readonly lastInputAt?: () => number;
  /** One young-generation collection, run when the server is idle (see idleCollector.ts); none in tests. */
  readonly collectYoung?: () => void;
}

/**
 * Debounce of the diagnostics of a buffer larger than the scan limit: even bounded, its
 * checks take tens of milliseconds, so a burst of keystrokes runs them once, after the
 * requests that came meanwhile, and a newer version drops the run planned for an older one.
 */
const BIG_BUFFER_DELAY_MS = 50;

/**
 * Wires the language service to an LSP connection: the lifecycle, the open documents, the
 * files watched on disk and the diagnostics they set going; the requests are in
 * `registerRequests`, each a thin call of one feature.
 */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const { guard, guardAsync } = errorGuards(connection);
  const documents = new TextDocuments(bufferDocuments);
  const fs = options.fs ?? createNodeFileSystem();
  const savedTexts = new SavedTexts(documents, uriToPath, (p) => fs.readFile(p));
  const sync = new DiagnosticSync();
  const settings = new ServerSettings(connection, fs);
  const refusals = new FolderRefusals(connection, () => settings.locale);
  let folders: string[] = [];
  let editCaps: EditCapabilities = { documentChanges: false, resourceOperations: [], snippetEdits: false };
  let ready = false;
  /** The first index is being built (see `indexInSlices`). */
  let indexing = false;
  let markReady: () => void = () => {};
  const whenReady = new Promise<void>((resolve) => (markReady = resolve));
  const lifecycle = new LifecycleGuard();
  const service: LanguageService = createLanguageService({
    fs,
    configFor: (folder) => settings.configFor(folder),
    log: (line) => connection.console.log(line),
    holdsUnsaved: (p) => !savedTexts.unchanged(p),
    // The server's language is the editor's, set when it starts (changing it restarts the
    // editor): findings keep their messages in that language only, every fix and related place.
    keep: { fixes: true, related: true },
  });

  /** Indexes the workspace folders and logs what was found (settings, roots, profiles, time). */
  function index(): void {
    const started = performance.now();
    service.setFolders(folders);
    logStartup(started);
  }

  function logStartup(started: number): void {
    for (const line of startupReport(service, folders, performance.now() - started)) connection.console.info(localize(line, settings.locale));
  }

  /**
   * Publishes the findings of an open file's own rules, computed without the index (see
   * `quickFindings`): what the file shows until the index is complete.
   */
  function publishOwn(p: string): Promise<unknown> | undefined {
    const folder = containingFolder(folders, p);
    const document = documents.get(pathToUri(p));
    if (!folder || !document) return undefined;
    const { findings, locale } = quickFindings(fs, folder, settings.configFor(folder), p, sourceTextOf(document));
    return publish([sync.provisional(p, findings, locale)]);
  }

  // ---- lifecycle --------------------------------------------------------------------

  connection.onInitialize(lifecycle.initialize((params: InitializeParams): InitializeResult => {
    settings.clientCaps = params.capabilities;
    const initOptions = isObject(params.initializationOptions) ? (params.initializationOptions as InitOptions) : {};
    settings.initOptions = initOptions;
    settings.locale = initOptions.locale === 'fr' || initOptions.locale === 'en' ? initOptions.locale : localeOf(params.locale);
    editCaps = editCapabilitiesOf(params.capabilities);
    folders = refusals.checked(foldersOf(params));
    return { capabilities: serverCapabilities(), serverInfo: { name: 'skillkiln' } };
  }));

  connection.onInitialized(() => guardAsync('initialized', async () => {
    refusals.report();
    try {
      await settings.load(folders);
      // The open files first: their own rules now, whatever the size of the workspace, and
      // written out before the walk starts (it holds the event loop, and the messages with it).
      const own: (Promise<unknown> | undefined)[] = [];
      for (const document of documents.all()) guard('openFiles', () => withOpenPath(document.uri, (p) => void own.push(publishOwn(p))));
      await Promise.all(own);
      const started = performance.now();
      await indexInSlices(connection, service, folders, settings.locale, (running) => (indexing = running));
      logStartup(started);
    } finally {
      // Even a failed index must not leave requests waiting forever.
      ready = true;
      markReady();
    }
    const open = documents.all().map((d) => uriToPath(d.uri)).filter((p): p is string => !!p);
    if (open[0]) fallbackFolder(open[0]);
    // Then their complete findings (other files' headers, the root), before the rest of the workspace.
    void publish(sync.update(service, open.filter((p) => containingFolder(folders, p)), true));
    const clientCaps = settings.clientCaps;
    if (clientCaps.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      await connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: watchGlobs(folders.flatMap((f) => settings.configFor(f).skillsDirs)).map((globPattern) => ({ globPattern })),
      });
    }
    if (clientCaps.workspace?.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((e) => guardAsync('workspaceFolders', async () => {
        const removed = new Set(e.removed.map((f) => uriToPath(f.uri)));
        folders = [...folders.filter((f) => !removed.has(f)), ...refusals.checked(e.added.map((f) => uriToPath(f.uri)).filter((p): p is string => !!p))];
        refusals.report();
        for (const f of removed) if (f) settings.forget(f);
        await settings.load(folders);
        index();
        scheduleSync(undefined);
      }));
    }
    scheduleSync(undefined);
  }));

  /** Settings changed (the client's or a `.skillkiln.json`): read again, every folder re-checked. */
  function settingsChanged(name: 'configuration' | 'configFile'): void {
    guardAsync(name, async () => {
      settings.clear();
      await settings.load(folders);
      service.configChanged();
      scheduleSync(undefined);
    });
  }

  connection.onDidChangeConfiguration(() => settingsChanged('configuration'));

  // ---- documents and files ----------------------------------------------------------

  documents.onDidChangeContent((e) => guard('didChange', () => {
    const p = uriToPath(e.document.uri);
    if (!p) return;
    const text = sourceTextOf(e.document);
    service.openDocument(p, text);
    if (indexing) void publishOwn(p);
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

  const refusedGuesses = new Set<string>();
  /** Started without a workspace folder: indexes the project around the first file opened. */
  function fallbackFolder(file: string): boolean {
    if (folders.length > 0) return false;
    const guess = guessWorkspaceFolder(fs, file);
    // A guess refused once (the home folder) is not proposed again at each keystroke.
    if (refusedGuesses.has(guess)) return false;
    folders = refusals.checked([guess]);
    refusals.report();
    if (folders.length === 0) {
      refusedGuesses.add(guess);
      return false;
    }
    guardAsync('fallbackFolder', async () => {
      await settings.load(folders);
      index();
      scheduleSync(undefined);
    });
    return true;
  }

  documents.onDidClose((e) => guard('didClose', () => {
    const p = uriToPath(e.document.uri);
    if (!p) return;
    // The disk's text takes over: findings still true on disk stay.
    clearTimeout(bigBufferTimers.get(p));
    bigBufferTimers.delete(p);
    service.closeDocument(p);
    if (ready) changed(p);
  }));

  const onWatchedFiles = watchedFilesHandler({ service, savedTexts, configFileChanged: () => settingsChanged('configFile'), resync: () => scheduleSync(undefined) });
  connection.onDidChangeWatchedFiles((params) => guard('watchedFiles', () => onWatchedFiles(params)));

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
    const folder = headersChanged ? service.index.folderOf(p) : undefined;
    if (folder !== undefined) scheduler.scheduleEdits(folder, record ? [record.root.path] : []);
    else scheduleSync(null, record ? [record.root.path] : []);
  }

  const collector = options.collectYoung ? new IdleCollector(options.collectYoung, options.lastInputAt) : undefined;
  const scheduler = new SyncScheduler({
    service,
    sync,
    ready: () => ready,
    started: () => (headerEpoch = service.index.headerEpoch),
    publish: (updates) => publish(updates),
    ...(options.lastInputAt ? { lastInputAt: options.lastInputAt } : {}),
    rootsChanged: (rootPaths) => void connection.sendNotification(DidChangeNotification, { rootUris: rootPaths.map(pathToUri) }),
    guard,
    ...(collector ? { idle: () => collector.idle() } : {}),
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

  const request = requestRunner(connection, { lifecycle, ready: () => ready, whenReady });
  registerRequests({
    connection,
    service,
    fs,
    request,
    clientCaps: () => settings.clientCaps,
    editCaps: () => editCaps,
    locale: () => settings.locale,
    folders: () => folders,
    ready: () => ready,
  });
  registerTriggerRequests(connection, service, request);

  documents.listen(connection);

  /** Runs `fn` on the path of a `file:` URI. */
  function withOpenPath(uri: string, fn: (file: string) => void): void {
    const file = uriToPath(uri);
    if (file) fn(file);
  }
}
