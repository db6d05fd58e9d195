import * as vscode from 'vscode';
import type { TriggerCaseResultDto } from '../../../server/src/lsp/protocol';

/** The last trigger results of one skill through one agent. */
export interface StoredTriggerResults {
  readonly agent: string;
  /** The skill's fingerprint when they were measured (its description and its siblings'). */
  readonly fingerprint: string;
  /** When, in ms since the epoch. */
  readonly at: number;
  readonly passed: number;
  readonly failed: number;
  readonly errors: number;
}

const KEY = 'skillkiln.triggerResults';

/**
 * The last trigger results per skill folder and agent, kept in the workspace's state (never
 * in the workspace), so the catalog preview can show them and say when they are stale.
 */
export class TriggerResultStore implements vscode.Disposable {
  private readonly _onDidChange = new vscode.EventEmitter<void>();
  readonly onDidChange = this._onDidChange.event;

  constructor(private readonly state: vscode.Memento) {}

  /** Per agent, the last results of the skill in `dirUri`. */
  get(dirUri: string): readonly StoredTriggerResults[] {
    return this.all()[dirUri] ?? [];
  }

  /** Records a run's results, one entry per skill, replacing that agent's last ones. */
  async record(agent: string, fingerprints: ReadonlyMap<string, string>, results: readonly TriggerCaseResultDto[]): Promise<void> {
    const all = { ...this.all() };
    for (const dir of new Set(results.map((r) => r.skillDir))) {
      const mine = results.filter((r) => r.skillDir === dir);
      const count = (v: string) => mine.filter((r) => r.verdict === v).length;
      const entry: StoredTriggerResults = { agent, fingerprint: fingerprints.get(dir) ?? '', at: Date.now(), passed: count('pass'), failed: count('fail'), errors: count('error') };
      all[dir] = [...(all[dir] ?? []).filter((e) => e.agent !== agent), entry];
    }
    await this.state.update(KEY, all);
    this._onDidChange.fire();
  }

  private all(): Record<string, StoredTriggerResults[]> {
    return this.state.get<Record<string, StoredTriggerResults[]>>(KEY) ?? {};
  }

  dispose(): void {
    this._onDidChange.dispose();
  }
}
