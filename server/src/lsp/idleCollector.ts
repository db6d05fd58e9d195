import * as v8 from 'node:v8';
import * as vm from 'node:vm';

/** How long the server must have heard nothing before it collects: a message arriving meanwhile is served first. */
export const IDLE_COLLECT_MS = 5;

/**
 * Collects the young generation's garbage when the server has nothing left to do. Typing
 * allocates about a megabyte per keystroke at 10,000 skills; left to itself, V8 collects it
 * when its young space fills, on whichever keystroke that is (5–10 ms at 10,000 skills, one
 * keystroke in 15): that collection was the p95 of a keystroke's diagnostics. Collected while
 * the server waits, each keystroke starts with an empty young space.
 */
export class IdleCollector {
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param collect runs one young-generation collection (see {@link youngCollection}).
   * @param lastInputAt when the client's last bytes came in (`performance.now()`), where the transport tells.
   */
  constructor(
    private readonly collect: () => void,
    private readonly lastInputAt?: () => number,
  ) {}

  /** The server is idle: collect after {@link IDLE_COLLECT_MS} of quiet (calls meanwhile make one collection). */
  idle(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A message is coming in: its work goes first, and ends in another idle call.
      const at = this.lastInputAt?.();
      if (at !== undefined && performance.now() - at < IDLE_COLLECT_MS) return;
      this.collect();
    }, IDLE_COLLECT_MS);
    // Never what keeps the process alive.
    this.timer.unref?.();
  }

  /** Cancels a pending collection. */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * One young-generation collection of V8 (a scavenge: a millisecond or two, where a full one
 * takes a hundred at 10,000 skills), or undefined where the runtime does not offer it. The
 * server's process is started by the editor, without `--expose-gc`: the flag is set for a new
 * context, which hands its `gc` over, and unset again so no other code sees it.
 */
export function youngCollection(): (() => void) | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    v8.setFlagsFromString('--no-expose-gc');
    if (typeof gc !== 'function') return undefined;
    return () => (gc as (options: { type: 'minor' }) => void)({ type: 'minor' });
  } catch {
    return undefined;
  }
}
