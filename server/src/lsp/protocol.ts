/**
 * Custom LSP methods between the Skillkiln server and its clients, grouped by direction.
 * Types only (plus the method objects): the client bundles this file too, so it must not
 * import the language service or anything Node-specific.
 */
import { NotificationType, RequestType } from 'vscode-languageserver-protocol';
import type { ProfileIdDto, ProfileChoiceDto, RootDto, CatalogEntryDto, CatalogDto, PortabilityRowDto, PortabilityDto, CatalogParams, CatalogResult, SafetyItemDto, SkillSafetyDto, TreeSkillDto, TreeRootDto, TreeResult, TryRequestParams, TryRequestResult, PackParams, PackDto, AgentItemDto } from '../service/dtos';

export type { ProfileIdDto, ProfileChoiceDto, RootDto, CatalogEntryDto, CatalogDto, PortabilityRowDto, PortabilityDto, CatalogParams, CatalogResult, SafetyItemDto, SkillSafetyDto, TreeSkillDto, TreeRootDto, TreeResult, TryRequestParams, TryRequestResult, PackParams, PackDto, AgentItemDto };

/** Client → server requests. */
export const CatalogRequest = new RequestType<CatalogParams, CatalogResult, void>('skillkiln/catalog');
export const TreeRequest = new RequestType<Record<string, never>, TreeResult, void>('skillkiln/tree');
export const TryRequestRequest = new RequestType<TryRequestParams, TryRequestResult, void>('skillkiln/tryRequest');
export const PackRequest = new RequestType<PackParams, PackDto, void>('skillkiln/pack');
/** Every agent Skillkiln checks skills for, with the folders it reads (the agents picker). */
export const AgentsRequest = new RequestType<{ readonly locale?: 'en' | 'fr' }, readonly AgentItemDto[], void>('skillkiln/agents');

/** Trigger tests (Test Explorer, CodeLens, "Try a request" for real): see server/src/service/triggers. */
export type { TriggerTestListResult, TriggerTestSkillDto, TriggerCaseDto } from '../service/triggers/triggerTestList';
export type { TriggerAgentDto, RunTriggersParams, RunTriggersResult, TriggerCaseResultDto } from '../service/triggers/triggerEditorRun';
/** Every folder skill with its trigger cases, read by the server. */
export const TriggerTestsRequest = new RequestType<Record<string, never>, import('../service/triggers/triggerTestList').TriggerTestListResult, void>('skillkiln/triggerTests');
/** The agents trigger tests can run through, with their version where installed. */
export const TriggerAgentsRequest = new RequestType<Record<string, never>, readonly import('../service/triggers/triggerEditorRun').TriggerAgentDto[], void>('skillkiln/triggerAgents');
/** Runs trigger cases (or, unconfirmed, says how many model calls it would make). Skill folders as URIs. */
export type RunTriggersWireParams = Omit<import('../service/triggers/triggerEditorRun').RunTriggersParams, 'skills'> & { readonly skills: readonly { readonly dirUri: string; readonly queries?: readonly string[] }[] };
export const RunTriggersRequest = new RequestType<RunTriggersWireParams, import('../service/triggers/triggerEditorRun').RunTriggersResult, void>('skillkiln/runTriggers');
/** A starter cases file for a skill (its text; the client creates the file). */
export interface DraftTriggersResult {
  readonly kind: 'draft' | 'exists' | 'no-description' | 'no-skill';
  readonly fileUri?: string;
  readonly text?: string;
  readonly count?: number;
}
export const DraftTriggersRequest = new RequestType<{ readonly skillUri: string }, DraftTriggersResult, void>('skillkiln/draftTriggers');
/** Runs one request once through an agent among a root's skills: what it chose. */
export type TryForRealResult = Awaited<ReturnType<typeof import('../service/triggers/triggerEditorRun').tryRequestForReal>>;
export const TryForRealRequest = new RequestType<{ readonly rootUri: string; readonly text: string; readonly agent: string; readonly timeoutSeconds: number }, TryForRealResult, void>('skillkiln/tryForReal');

/** Server → client: the index changed (catalogs and the tree should be fetched again). */
export interface DidChangeParams {
  /** Roots whose catalog may have changed. */
  readonly rootUris: readonly string[];
}
export const DidChangeNotification = new NotificationType<DidChangeParams>('skillkiln/didChange');
