import * as vscode from 'vscode';
import { RunTriggersRequest, TriggerAgentsRequest, TriggerTestsRequest, type TriggerAgentDto, type TriggerCaseResultDto, type TriggerTestSkillDto } from '../../../server/src/lsp/protocol';
import type { SkillkilnClient } from '../skillkilnClient';
import { Disposable } from '../util/disposable';
import type { TriggerResultStore } from './triggerResultStore';
import { chosenText, triggerRateText, triggerResultText } from './triggerResultText';

/** The run settings (`skillkiln.triggers.*`). */
function runSettings(): { runs: number; model?: string; timeoutSeconds: number } {
  const c = vscode.workspace.getConfiguration('skillkiln.triggers');
  const model = c.get<string>('model', '').trim();
  return { runs: Math.min(100, Math.max(1, c.get<number>('runs', 3))), timeoutSeconds: Math.min(3600, Math.max(5, c.get<number>('timeout', 120))), ...(model ? { model } : {}) };
}

/**
 * The "Skill triggers" Test Explorer controller: skill → queries, as the server reads them from
 * each skill's trigger cases file; one run profile per supported agent installed here. A run
 * goes through the server (the runner `skillkiln triggers` uses), after the user agreed to the
 * number of model calls it makes.
 */
export class TriggerTestController extends Disposable {
  private readonly controller: vscode.TestController;
  private skills: readonly TriggerTestSkillDto[] = [];
  private agents: readonly TriggerAgentDto[] = [];
  private profiles: vscode.TestRunProfile[] = [];
  private readonly _onDidChangeSkills = this._register(new vscode.EventEmitter<void>());
  /** Fired after each fetch of the skills and their cases (the CodeLens follows it). */
  readonly onDidChangeSkills = this._onDidChangeSkills.event;
  private readonly _onDidFinishRun = this._register(new vscode.EventEmitter<{ readonly agent: string; readonly results: readonly TriggerCaseResultDto[] }>());
  /** Fired when a run has reported its results (in-editor tests wait for it). */
  readonly onDidFinishRun = this._onDidFinishRun.event;
  private fetching: Promise<void> | undefined;
  private again = false;

  constructor(private readonly client: SkillkilnClient, private readonly store: TriggerResultStore) {
    super();
    this.controller = this._register(vscode.tests.createTestController('skillkiln.triggers', vscode.l10n.t('Skill triggers')));
    this.controller.refreshHandler = async () => { await this.refreshAgents(); await this.refresh(); };
    // The cases files are not skills: the server's index does not announce their changes.
    const watcher = this._register(vscode.workspace.createFileSystemWatcher('**/{evals/*.json,trigger-evals.json}'));
    for (const event of [watcher.onDidCreate, watcher.onDidChange, watcher.onDidDelete]) this._register(event(() => void this.refresh()));
    this._register(client.onDidChangeIndex(() => void this.refresh()));
    this._register(client.onDidChangeState((state) => { if (state === 'running') void this.refreshAgents().then(() => this.refresh()); }));
  }

  /** The skills with their cases, as last fetched. */
  get skillList(): readonly TriggerTestSkillDto[] {
    return this.skills;
  }

  /** The installed agents, each with its run profile. */
  get runProfiles(): readonly { readonly agent: TriggerAgentDto; readonly profile: vscode.TestRunProfile }[] {
    return this.profiles.map((profile) => ({ agent: this.agents.find((a) => a.label === profile.label)!, profile }));
  }

  /** An agent's name, by its id. */
  agentLabel(id: string): string {
    return this.agents.find((a) => a.id === id)?.label ?? id;
  }

  /** The test item of a skill folder. */
  item(dirUri: string): vscode.TestItem | undefined {
    return this.controller.items.get(dirUri);
  }

  /** Fetches the skills and their cases again (coalesced: one fetch at a time, one more after). */
  refresh(): Promise<void> {
    if (this.fetching) { this.again = true; return this.fetching; }
    this.fetching = (async () => {
      do {
        this.again = false;
        try {
          this.skills = (await this.client.request(TriggerTestsRequest, {})).skills;
        } catch {
          this.skills = [];
        }
        this.rebuild();
      } while (this.again);
    })().finally(() => { this.fetching = undefined; });
    return this.fetching;
  }

  /** Asks which agents are installed and makes one run profile per installed one. */
  async refreshAgents(): Promise<void> {
    let agents: readonly TriggerAgentDto[] = [];
    try { agents = await this.client.request(TriggerAgentsRequest, {}); } catch { /* no server: no profiles */ }
    this.agents = agents;
    for (const p of this.profiles) p.dispose();
    this.profiles = agents.filter((a) => a.version !== undefined).map((agent, i) =>
      this.controller.createRunProfile(agent.label, vscode.TestRunProfileKind.Run, (request, token) => this.run(agent, request, token), i === 0));
  }

  private rebuild(): void {
    const items: vscode.TestItem[] = [];
    for (const skill of this.skills) {
      if (!skill.cases?.length) continue;
      const item = this.controller.createTestItem(skill.dirUri, skill.name, vscode.Uri.parse(skill.uri));
      item.range = new vscode.Range(skill.descriptionLine, 0, skill.descriptionLine, 0);
      item.description = skill.cases.length === 1 ? vscode.l10n.t('1 query') : vscode.l10n.t('{0} queries', skill.cases.length);
      const seen = new Map<string, number>();
      for (const c of skill.cases) {
        const n = (seen.get(c.query) ?? 0) + 1;
        seen.set(c.query, n);
        const child = this.controller.createTestItem(`${skill.dirUri}\n${c.query}\n${n}`, c.query, vscode.Uri.parse(skill.casesUri));
        child.range = new vscode.Range(c.line, 0, c.line, 0);
        child.description = c.shouldTrigger ? vscode.l10n.t('should trigger') : vscode.l10n.t('should not trigger');
        if (c.draft) child.description += ` · ${vscode.l10n.t('draft')}`;
        item.children.add(child);
      }
      items.push(item);
    }
    this.controller.items.replace(items);
    this._onDidChangeSkills.fire();
  }

  /** The leaf items a run request covers, grouped by skill folder. */
  private leaves(request: vscode.TestRunRequest): Map<string, vscode.TestItem[]> {
    const excluded = new Set((request.exclude ?? []).map((i) => i.id));
    const out = new Map<string, vscode.TestItem[]>();
    const add = (item: vscode.TestItem) => {
      if (excluded.has(item.id)) return;
      if (item.children.size) { item.children.forEach(add); return; }
      const dir = item.id.split('\n')[0]!;
      out.set(dir, [...(out.get(dir) ?? []), item]);
    };
    if (request.include) request.include.forEach(add);
    else this.controller.items.forEach(add);
    return out;
  }

  /**
   * Runs the requested cases through `agent`: asks the server how many model calls it takes,
   * asks the user, then runs and reports each case in Test Results.
   */
  async run(agent: TriggerAgentDto, request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void> {
    const leaves = this.leaves(request);
    if (!leaves.size) return;
    const settings = runSettings();
    const skills = [...leaves].map(([dirUri, items]) => ({ dirUri, queries: items.map((i) => i.label) }));
    const params = { agent: agent.id, skills, ...settings };
    const plan = await this.client.request(RunTriggersRequest, { ...params, confirmed: false }, token);
    if (plan.kind === 'confirm') {
      // A quick pick rather than a modal dialog: VS Code refuses modal dialogs to extensions under test.
      const go = { label: `$(play) ${vscode.l10n.t('Run')}`, detail: settings.runs === 1 ? vscode.l10n.t('Each query runs once. Results are kept, so unchanged cases do not run again.') : vscode.l10n.t('Each query runs {0} times. Results are kept, so unchanged cases do not run again.', settings.runs) };
      const choice = await vscode.window.showQuickPick([go, { label: vscode.l10n.t('Cancel') }], {
        title: vscode.l10n.t('Run the trigger tests? This makes {0} model calls through {1} {2} ({3}), on the account it is signed in with.', plan.calls, plan.agent, /\d+(\.\d+)+\S*/.exec(plan.version)?.[0] ?? plan.version, settings.model ?? vscode.l10n.t('its default model')),
        ignoreFocusOut: true,
      }, token);
      if (choice !== go) return;
    } else if (plan.kind !== 'done') {
      void vscode.window.showErrorMessage(plan.kind === 'not-installed' ? vscode.l10n.t('{0} is not installed here: install it and sign in, then run again.', agent.label) : vscode.l10n.t('There are no trigger cases to run.'));
      return;
    }
    const run = this.controller.createTestRun(request, vscode.l10n.t('Skill triggers through {0}', agent.label));
    const all = [...leaves.values()].flat();
    for (const item of all) run.started(item);
    try {
      const result = plan.kind === 'done' ? plan : await this.client.request(RunTriggersRequest, { ...params, confirmed: true }, token);
      if (result.kind !== 'done') {
        for (const item of all) run.errored(item, new vscode.TestMessage(result.kind === 'not-installed' ? vscode.l10n.t('{0} is not installed here: install it and sign in, then run again.', agent.label) : vscode.l10n.t('There are no trigger cases to run.')));
        return;
      }
      run.appendOutput(`${agent.label} ${result.version}\r\n`);
      for (const note of result.notes) run.appendOutput(`${note}\r\n`);
      for (const [dirUri, items] of leaves) {
        for (const item of items) {
          const r = result.results.find((x) => x.skillDir === dirUri && x.query === item.label);
          if (!r || (token.isCancellationRequested && r.runs === 0 && !r.failures.length)) { run.skipped(item); continue; }
          this.report(run, item, r);
        }
      }
      const fingerprints = new Map(this.skills.map((s) => [s.dirUri, s.fingerprint]));
      await this.store.record(agent.id, fingerprints, result.results);
      this._onDidFinishRun.fire({ agent: agent.id, results: result.results });
    } catch (err) {
      for (const item of all) run.errored(item, new vscode.TestMessage(err instanceof Error ? err.message : String(err)));
    } finally {
      run.end();
    }
  }

  private report(run: vscode.TestRun, item: vscode.TestItem, r: TriggerCaseResultDto): void {
    const text = triggerResultText(r);
    // Shown beside the query in the Testing view: what was chosen and how often.
    item.description = `${r.shouldTrigger ? vscode.l10n.t('should trigger') : vscode.l10n.t('should not trigger')} · ${vscode.l10n.t('chose {0}', chosenText(r))} · ${triggerRateText(r)}`;
    run.appendOutput(`${r.verdict === 'pass' ? '✓' : r.verdict === 'fail' ? '✗' : '!'} ${r.query}: ${triggerRateText(r)}\r\n`, undefined, item);
    if (r.verdict === 'pass') { run.passed(item, r.ms * r.runs || undefined); return; }
    const message = new vscode.TestMessage(`${r.shouldTrigger ? vscode.l10n.t('Should trigger {0}, but did not.', r.skill) : vscode.l10n.t('Should not trigger {0}, but did.', r.skill)}\n${text}`);
    if (item.uri && item.range) message.location = new vscode.Location(item.uri, item.range);
    if (r.verdict === 'fail') run.failed(item, message, r.ms * r.runs || undefined);
    else run.errored(item, new vscode.TestMessage(text));
  }
}
