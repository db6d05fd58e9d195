import { lastLine, spawnIsolated, stripAnsi, type IsolatedOptions } from './spawnIsolated';

/** One skill as `skills/list` reports it (the fields the oracle reads). */
export interface CodexSkillMetadata {
  readonly name: string;
  readonly description: string;
  readonly shortDescription?: string;
  readonly path: string;
  readonly scope: 'user' | 'repo' | 'system' | 'admin';
  readonly enabled: boolean;
}

/** `skills/list`'s answer for one working directory. */
export interface CodexSkillsListEntry {
  readonly cwd: string;
  readonly skills: readonly CodexSkillMetadata[];
  readonly errors: readonly { readonly path: string; readonly message: string }[];
}

/** What the app server said, and what it wrote besides (log lines, notifications). */
export interface CodexSkillsList {
  readonly entries: readonly CodexSkillsListEntry[];
  /** `configWarning` notifications and stderr lines, for the run's notes. */
  readonly chatter: readonly string[];
}

interface RpcMessage { readonly id?: number; readonly method?: string; readonly params?: unknown; readonly result?: unknown; readonly error?: { readonly message?: string } }

/**
 * Asks `codex app-server` (JSON-RPC, one JSON object a line on stdio) for the skills of `cwd`:
 * `initialize`, the `initialized` notification, then `skills/list {cwds, forceReload}`. The
 * server is killed (its whole process group) as soon as the answer is in, or at the timeout.
 */
export async function listCodexSkills(binary: string, args: readonly string[], cwd: string, options: IsolatedOptions): Promise<CodexSkillsList> {
  const proc = spawnIsolated(binary, ['app-server', ...args], options);
  const chatter: string[] = [];
  const answer = new Promise<readonly CodexSkillsListEntry[]>((resolve, reject) => {
    let buffer = '';
    const send = (m: object): void => { proc.child.stdin.write(`${JSON.stringify(m)}\n`); };
    proc.child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        if (!line) continue;
        let m: RpcMessage;
        try { m = JSON.parse(line) as RpcMessage; } catch { chatter.push(`stdout: ${line.slice(0, 300)}`); continue; }
        if (m.error) { reject(new Error(`codex app-server: request ${m.id} failed: ${m.error.message ?? JSON.stringify(m.error)}`)); return; }
        if (m.id === 1) {
          send({ method: 'initialized' });
          send({ id: 2, method: 'skills/list', params: { cwds: [cwd], forceReload: true } });
        } else if (m.id === 2) {
          const data = (m.result as { data?: unknown } | undefined)?.data;
          if (!Array.isArray(data)) { reject(new Error(`codex app-server: skills/list answered without data: ${line.slice(0, 300)}`)); return; }
          resolve(data as CodexSkillsListEntry[]);
        } else if (m.method === 'configWarning') {
          chatter.push(`configWarning: ${JSON.stringify(m.params).slice(0, 300)}`);
        }
      }
    });
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'skillkiln-conformance', title: null, version: '0' }, capabilities: null } });
    proc.done.then((r) => reject(new Error(r.timedOut
      ? `codex app-server: timed out after ${options.timeoutMs / 1000} s before skills/list answered (process group killed)`
      : `codex app-server: exited (${r.signal ?? r.code}) before skills/list answered: ${lastLine(r.stderr)}`)), reject);
  });
  try {
    const entries = await answer;
    return { entries, chatter };
  } finally {
    proc.child.stdin.end();
    proc.kill();
    const r = await proc.done.catch(() => undefined);
    if (r) chatter.push(...stderrLines(r.stderr));
  }
}

/** Codex's log lines worth keeping (its PATH-alias and bubblewrap warnings are noise of a temp HOME without a sandbox tool). */
export function stderrLines(stderr: string): string[] {
  return stripAnsi(stderr).split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !/could not create PATH aliases|Refusing to create helper binaries|bubblewrap/.test(l)).map((l) => `stderr: ${l.slice(0, 300)}`);
}
