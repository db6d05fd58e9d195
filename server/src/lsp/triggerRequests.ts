import type { CancellationToken, Connection } from 'vscode-languageserver/node';
import type { LanguageService } from '../service/languageService';
import { pathToUri, uriToPath } from '../service/features/uris';
import { draftTriggerText } from '../service/triggers/draftTriggerFile';
import { runTriggersForEditor, triggerAgentList, tryRequestForReal } from '../service/triggers/triggerEditorRun';
import { triggerTestList } from '../service/triggers/triggerTestList';
import { readTriggerSkill } from '../service/triggers/triggerSkills';
import { DraftTriggersRequest, RunTriggersRequest, TriggerAgentsRequest, TriggerTestsRequest, TryForRealRequest, type DraftTriggersResult, type RunTriggersWireParams } from './protocol';

/** The server's uniform request wrapper (errors become ResponseErrors, waits for the index). */
type Wrap = <P, R, E>(name: string, empty: E, fn: (params: P, token: CancellationToken) => R) => (params: P, token: CancellationToken) => unknown;

/** An AbortSignal that follows the request's cancellation (the Test Explorer's Stop). */
function abortOn(token: CancellationToken | undefined): AbortSignal {
  const controller = new AbortController();
  token?.onCancellationRequested(() => controller.abort());
  return controller.signal;
}

/**
 * The trigger-test requests. Every folder they act on must be a skill (or a skills folder) the
 * index holds: nothing outside the workspace is read, copied or run.
 */
export function registerTriggerRequests(connection: Connection, service: LanguageService, request: Wrap): void {
  const skillDirs = () => new Set(triggerTestList(service).skills.map((s) => s.dirUri));
  const known = (uri: string, dirs: Set<string>) => (dirs.has(uri) ? uriToPath(uri) : undefined);

  connection.onRequest(TriggerTestsRequest, request('triggerTests', { skills: [] }, () => triggerTestList(service)) as never);
  connection.onRequest(TriggerAgentsRequest, request('triggerAgents', [], () => triggerAgentList(process.env)) as never);
  connection.onRequest(RunTriggersRequest, request('runTriggers', { kind: 'no-cases', detail: '' }, (p: RunTriggersWireParams, token) => {
    const dirs = skillDirs();
    const skills = p.skills.flatMap((s) => { const dir = known(s.dirUri, dirs); return dir ? [{ dir, ...(s.queries ? { queries: s.queries } : {}) }] : []; });
    return runTriggersForEditor({ ...p, skills }, process.env, abortOn(token)).then((r) => (r.kind === 'done' ? { ...r, results: r.results.map((x) => ({ ...x, skillDir: pathToUri(x.skillDir) })) } : r));
  }) as never);
  connection.onRequest(DraftTriggersRequest, request('draftTriggers', { kind: 'no-skill' }, (p: { skillUri: string }): DraftTriggersResult => {
    const skill = triggerTestList(service).skills.find((s) => s.uri === p.skillUri);
    const t = skill ? readTriggerSkill(uriToPath(skill.dirUri) ?? '') : undefined;
    if (!t) return { kind: 'no-skill' };
    const d = draftTriggerText(t);
    return d.kind === 'draft' ? { kind: 'draft', fileUri: pathToUri(d.file), text: d.text, count: d.count } : d.kind === 'exists' ? { kind: 'exists', fileUri: pathToUri(d.file) } : { kind: d.kind };
  }) as never);
  connection.onRequest(TryForRealRequest, request('tryForReal', { kind: 'no-folder' }, (p: { rootUri: string; text: string; agent: string; timeoutSeconds: number }) => {
    const root = service.roots().find((s) => pathToUri(s.root.path) === p.rootUri)?.root.path;
    return root ? tryRequestForReal({ root, text: p.text, agent: p.agent, timeoutSeconds: p.timeoutSeconds }, process.env) : { kind: 'no-folder' as const };
  }) as never);
}
