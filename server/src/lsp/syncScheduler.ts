import type { DiagnosticSync, DiagnosticUpdate } from '../service/features/diagnosticSync';
import type { LanguageService } from '../service/languageService';

/** Debounce of the workspace-wide diagnostics refresh and the `skillkiln/didChange` notification. */
export const SYNC_DELAY_MS = 50;
/**
 * Longest stretch of a refresh between two looks at the event loop: a keystroke that arrives
 * while a folder is re-checked after a header edit (tens of milliseconds for 1,000 skills)
 * waits at most this long for its own diagnostics.
 */
export const SYNC_SLICE_MS = 4;
/**
 * Most files a slice publishes: the connection writes one message per turn of the event loop,
 * and a keystroke's own diagnostics are written after those already handed to it.
 */
export const SYNC_SLICE_UPDATES = 8;
/**
 * How long after bytes came in a refresh holds back: a keystroke's message (the whole text of
 * a 50,000-character file) is read, parsed and handed over in several turns of the event
 * loop, and a slice in each of them made it wait 10 ms before its own diagnostics started.
 */
export const SYNC_INPUT_QUIET_MS = 5;

/** What the scheduler needs from the server around it. */
export interface SyncHost {
  readonly service: LanguageService;
  readonly sync: DiagnosticSync;
  /** False until the first index is done: nothing is published before. */
  ready(): boolean;
  /** Called as a refresh starts (the server notes which headers it has seen). */
  started(): void;
  /**
   * Sends diagnostics; may return a promise that settles once they are written out, which
   * the refresh waits for before its next slice (see {@link SyncScheduler}).
   */
  publish(updates: readonly DiagnosticUpdate[]): PromiseLike<unknown> | void;
  /** The roots whose catalogs may have changed, after a refresh (empty after one of a workspace without roots). */
  rootsChanged(rootPaths: readonly string[]): void;
  /** Runs a callback of a timer, logging what it throws. */
  guard(name: string, fn: () => void): void;
  /** When the client's last bytes came in (`performance.now()`), where the transport tells. */
  lastInputAt?(): number;
  /** Called when a refresh ends with nothing left to do (the server may then collect its garbage). */
  idle?(): void;
}

/**
 * Re-diagnoses folders after changes, debounced, in slices: between two slices the event loop
 * serves what came meanwhile (a keystroke's own diagnostics first). A slice starts only once
 * what the previous one published is written out: the connection sends its messages one by
 * one, in order, so a refresh computing faster than that (the first one publishes every
 * file) would queue a backlog in front of the edited file's own diagnostics. A change during a refresh
 * gets a refresh of its own once this one is done: each change's scope is covered after it,
 * and a refresh longer than the debounce (a huge workspace) still ends.
 */
export class SyncScheduler {
  private pendingScopes = new Set<string | undefined>();
  /** The folders of the header edits since the last refresh began (see `scheduleEdits`). */
  private pendingEdits = new Set<string>();
  private pendingRoots = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The refresh under way, if any. */
  private running: { readonly scopes: Set<string | undefined>; readonly roots: Set<string>; readonly paths: string[]; next: number } | undefined;
  /** The debounce ended during a refresh: the next one starts when it is done. */
  private startWhenDone = false;

  constructor(private readonly host: SyncHost) {}

  /** Re-diagnoses a folder (undefined: all of them; null: none) and announces changed roots, after the debounce. */
  schedule(folder: string | undefined | null, roots: readonly string[] = []): void {
    if (folder !== null) this.pendingScopes.add(folder);
    this.later(roots);
  }

  /**
   * After a header edit in `folder`: re-diagnoses the files the edits can have changed (the
   * service names them: `DiagnosticSync.begin`), or the whole folder when it cannot tell, and
   * announces the folder's roots, after the debounce.
   */
  scheduleEdits(folder: string, roots: readonly string[] = []): void {
    this.pendingEdits.add(folder);
    this.later(roots);
  }

  private later(roots: readonly string[]): void {
    for (const r of roots) this.pendingRoots.add(r);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.host.guard('sync', () => this.start()), SYNC_DELAY_MS);
  }

  private start(): void {
    this.timer = undefined;
    if (this.running) {
      this.startWhenDone = true;
      return;
    }
    const scopes = this.pendingScopes;
    const edits = this.pendingEdits;
    const roots = this.pendingRoots;
    this.pendingScopes = new Set();
    this.pendingEdits = new Set();
    this.pendingRoots = new Set();
    if (!this.host.ready()) return;
    this.host.started();
    const { service, sync } = this.host;
    const all = scopes.has(undefined);
    const changed = sync.begin(service, !all && edits.size > 0);
    const paths = new Set<string>();
    for (const scope of all ? [undefined] : scopes) for (const p of sync.affected(service, scope)) paths.add(p);
    if (!all && edits.size > 0) {
      if (changed) for (const p of changed) paths.add(p);
      else for (const folder of edits) if (!scopes.has(folder)) for (const p of sync.affected(service, folder)) paths.add(p);
    }
    const run = { scopes: new Set([...scopes, ...edits]), roots, paths: [...paths], next: 0 };
    this.running = run;
    this.slice(run);
  }

  /** True while the client's bytes came in less than {@link SYNC_INPUT_QUIET_MS} ago. */
  private reading(): boolean {
    const at = this.host.lastInputAt?.();
    return at !== undefined && performance.now() - at < SYNC_INPUT_QUIET_MS;
  }

  private slice(run: NonNullable<SyncScheduler['running']>): void {
    const { service, sync } = this.host;
    const end = performance.now() + SYNC_SLICE_MS;
    const written: PromiseLike<unknown>[] = [];
    let published = 0;
    try {
      while (run.next < run.paths.length && published < SYNC_SLICE_UPDATES && performance.now() < end && !this.reading()) {
        const updates = sync.update(service, [run.paths[run.next++]!]);
        if (updates.length === 0) continue;
        published += updates.length;
        const sent = this.host.publish(updates);
        if (sent) written.push(sent);
      }
    } catch (err) {
      // A failed refresh must not block the next ones: what came meanwhile is still scheduled.
      this.running = undefined;
      if (this.startWhenDone) {
        this.startWhenDone = false;
        this.schedule(null);
      }
      throw err;
    }
    if (run.next < run.paths.length) {
      const resume = () => this.host.guard('sync', () => this.slice(run));
      // While a message is coming in, the next slice waits for it (a timer runs after the turns that hand it over).
      const next = () => (this.reading() ? setTimeout(resume, SYNC_INPUT_QUIET_MS) : setImmediate(resume));
      // A failed write (a closed connection) is the connection's to report: the refresh goes on.
      if (written.length > 0) Promise.all(written).then(next, next);
      else next();
      return;
    }
    this.running = undefined;
    const all = run.scopes.has(undefined);
    const rootPaths = service.roots().filter((s) => all || run.scopes.has(s.root.folder) || run.roots.has(s.root.path)).map((s) => s.root.path);
    if (rootPaths.length > 0 || all) this.host.rootsChanged(rootPaths);
    if (this.startWhenDone) {
      this.startWhenDone = false;
      this.start();
    } else if (!this.timer) this.host.idle?.();
  }
}
