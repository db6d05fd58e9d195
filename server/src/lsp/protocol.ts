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

/** Server → client: the index changed (catalogs and the tree should be fetched again). */
export interface DidChangeParams {
  /** Roots whose catalog may have changed. */
  readonly rootUris: readonly string[];
}
export const DidChangeNotification = new NotificationType<DidChangeParams>('skillkiln/didChange');
