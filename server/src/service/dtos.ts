/**
 * What the language service hands its front ends (the server's custom requests, the CLI's
 * JSON): plain data, types only. The server's protocol (`lsp/protocol.ts`) re-exports them.
 */
/** Profile ids, as in `skillkiln.profile`. */
export type ProfileIdDto = 'mm' | 'agent-skills' | 'agent-app' | 'tajo' | 'skill-api';

/** How a root's profile was chosen. */
export interface ProfileChoiceDto {
  readonly profile: ProfileIdDto;
  /** Localized reason, e.g. "3 of 3 headers use `keywords`". */
  readonly reason: string;
  /** True when set by `skillkiln.profile`, false when auto-detected. */
  readonly explicit: boolean;
}

/** A skills root. */
export interface RootDto {
  readonly uri: string;
  /** Relative to its workspace folder, e.g. `skills`, `.claude/skills`. */
  readonly label: string;
  readonly source: 'setting' | 'agent' | 'collection';
  readonly folderUri: string;
  readonly choice: ProfileChoiceDto;
  /** Catalog variants the profile renders (agent targets…); the first is the default. */
  readonly targets: readonly { readonly id: string; readonly label: string }[];
  /** Localized profile label (e.g. `mm app`); clients fall back to the id. */
  readonly profileLabel?: string;
  /** Layouts the profile accepts for new skills; clients fall back to both. */
  readonly layouts?: { readonly flat: boolean; readonly folder: boolean };
  /** For an agent skills folder: the agents that look in it (labels, in the product's order). */
  readonly readers?: readonly string[];
}

/** One skill of the catalog, with what happens to it. */
export interface CatalogEntryDto {
  readonly name: string;
  readonly uri: string;
  readonly status: 'full' | 'name-only' | 'omitted';
  readonly reason?: string;
  /** The exact text the model sees for this skill. */
  readonly line: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Keywords past the cap: never reach the model. */
  readonly droppedKeywords: readonly string[];
  readonly problems: { readonly errors: number; readonly warnings: number };
  /** Where the header starts (for "open at header"). */
  readonly headerLine: number;
  /** What each agent does with this skill (formats several agents read). */
  readonly portability?: PortabilityDto;
}

/** The catalog of one root for one target. */
export interface CatalogDto {
  readonly root: RootDto;
  readonly target: string;
  readonly title: string;
  /** Exactly what the model receives. */
  readonly text: string;
  readonly chars: number;
  readonly tokens: number;
  readonly entries: readonly CatalogEntryDto[];
  readonly excluded: readonly { readonly uri: string; readonly name: string; readonly reason: string }[];
  readonly warnings: readonly string[];
  readonly budget?: { readonly limitChars: number; readonly usedChars: number; readonly fullEntriesLimit?: number };
  /** Skills of the root with safety findings, by name (absent when none has any). */
  readonly safety?: readonly SkillSafetyDto[];
}

/** How one agent takes one skill: as written, otherwise (how), or not at all (why). */
export interface PortabilityRowDto {
  /** Target id, as in `skillkiln.agentSkills.targets`. */
  readonly agent: string;
  readonly label: string;
  readonly status: 'as-written' | 'otherwise' | 'not-loaded';
  /** False when the agent never looks in this skills folder. */
  readonly readsFolder: boolean;
  /** Localized: how it is loaded otherwise, why not, or what the agent notes. */
  readonly detail?: string;
  /** `source`: read from the agent's source, not checked by running it. */
  readonly verified: 'run' | 'source';
  /** The reference validator's row: no agent, so not counted among the agents that read the folder. */
  readonly validator?: true;
}

/** A skill's row per agent and the changes that make every agent reading its folder load it as written. */
export interface PortabilityDto {
  readonly rows: readonly PortabilityRowDto[];
  /** Most helpful first; empty when every reader loads the skill as written. */
  readonly fixes: readonly { readonly text: string; readonly agents: readonly string[] }[];
}

/** Params of `skillkiln/catalog`. Without `rootUri`, the first root of `folderUri` (or of the first folder). */
export interface CatalogParams {
  readonly folderUri?: string;
  readonly rootUri?: string;
  readonly target?: string;
}

/** Result of `skillkiln/catalog`: the roots of the folder and the catalog of the chosen one (null when there is no root). */
export interface CatalogResult {
  readonly roots: readonly RootDto[];
  readonly catalog: CatalogDto | null;
}

/** One finding of the safety checks (hidden text, risky commands, secrets…) in a skill or a file it bundles. */
export interface SafetyItemDto {
  readonly code: string;
  readonly severity: 'error' | 'warning' | 'information' | 'hint';
  /** Localized; names the bundled file and line when the finding is in one. */
  readonly message: string;
  /** 0-based line in the skill's own file (its first line for findings in bundled files). */
  readonly line: number;
}

/** A skill with what the safety checks found in it, for the preview's safety section. */
export interface SkillSafetyDto {
  readonly name: string;
  readonly uri: string;
  readonly items: readonly SafetyItemDto[];
}

/** A skill in the tree. */
export interface TreeSkillDto {
  readonly name: string;
  readonly uri: string;
  readonly layout: 'flat' | 'folder';
  readonly description: string;
  readonly status: 'served' | 'shadowed' | 'layout' | 'disabled' | 'unreadable';
  /** Why it is not served, localized. */
  readonly statusReason?: string;
  /** The catalog line the model sees (tooltip). */
  readonly catalogLine: string;
  readonly problems: { readonly errors: number; readonly warnings: number };
  /** Other files of a folder skill (references, scripts, assets). */
  /** `size` in bytes, from `stat` (the file is never read); absent when it cannot be stat'ed. */
  readonly files: readonly { readonly uri: string; readonly name: string; readonly size?: number }[];
  /** Where the `name` value starts, for rename (absent when the header has no `name`). */
  readonly namePosition?: { readonly line: number; readonly character: number };
  /** Line where the header starts (for "open at header"). */
  readonly headerLine?: number;
  /** What the safety checks found (absent when nothing). */
  readonly safety?: readonly SafetyItemDto[];
}

/** A root in the tree, with its skills and the files discovery left out. */
export interface TreeRootDto extends RootDto {
  readonly skills: readonly TreeSkillDto[];
  readonly ignored: readonly { readonly uri: string; readonly reason: string }[];
}

/** Result of `skillkiln/tree`. */
export interface TreeResult {
  readonly folders: readonly { readonly uri: string; readonly name: string; readonly roots: readonly TreeRootDto[] }[];
}

/** Params of `skillkiln/tryRequest`: what a user might say. */
export interface TryRequestParams {
  readonly rootUri: string;
  readonly text: string;
  /** The catalog target (agent) whose listing the request is matched against; the root's default when absent. */
  readonly target?: string;
}

/** Which skills a request reaches, and through which words. */
export interface TryRequestResult {
  readonly reached: readonly { readonly name: string; readonly uri: string; readonly via: readonly { readonly word: string; readonly field: 'name' | 'description' | 'keyword' | 'mention' }[] }[];
  readonly missed: readonly { readonly name: string; readonly uri: string }[];
}

/** Params of `skillkiln/pack`: a skill folder of the workspace to pack for upload to Claude's apps. */
export interface PackParams {
  readonly folderUri: string;
}
export type { PackDto } from './features/packForUpload';
export type { AgentItemDto } from './features/agentList';
