/**
 * Messages between the catalog preview's host (extension) and its webview. Types only: both
 * sides import this file, the extension bundle and the webview bundle, so it must not import
 * `vscode` or anything with a runtime.
 */
import type { CatalogResult, TryRequestResult } from '../../../server/src/lsp/protocol';
import type { CatalogDelta } from './catalogDelta';

/** How the catalog is shown: the exact text, or one card per entry. */
export type ViewMode = 'text' | 'structured';

/** UI state the webview persists with `setState` (also what the serializer restores). */
export interface PreviewState {
  /** The workspace folder this panel belongs to. */
  readonly folderUri: string;
  /** The chosen skills root (undefined: the folder's first). */
  readonly rootUri?: string;
  /** The chosen catalog target (undefined: the root's default). */
  readonly target?: string;
  readonly view: ViewMode;
  /** The text in the "Try a request" box. */
  readonly request: string;
}

/** Localized strings the webview displays (the host owns localization). */
export type PreviewStrings = Readonly<Record<PreviewStringKey, string>>;

/** Keys of {@link PreviewStrings}. Placeholders are `{0}`, `{1}`… */
export type PreviewStringKey =
  | 'root' | 'target' | 'profile' | 'profileAuto' | 'profileExplicit' | 'switchProfile'
  | 'viewText' | 'viewStructured' | 'copy' | 'copied'
  | 'size' | 'skillsCount' | 'budgetTitle' | 'budgetUsage' | 'budgetHint' | 'budgetFullEntries' | 'budgetOver' | 'losesDescription'
  | 'statusFull' | 'statusNameOnly' | 'statusOmitted'
  | 'noDescription' | 'droppedKeyword' | 'droppedKeywords' | 'oneDroppedKeyword' | 'errors' | 'oneError' | 'warnings' | 'oneWarning' | 'oneSkillListed' | 'openSkill'
  | 'excludedTitle' | 'warningsTitle' | 'entriesTitle'
  | 'tryTitle' | 'tryPlaceholder' | 'tryReached' | 'tryMissed' | 'tryNone' | 'tryVia' | 'tryWordsOnly' | 'tryForReal' | 'triggersTitle' | 'triggersCounts' | 'triggersStale' | 'triggersStaleWhy' | 'fieldName' | 'fieldDescription' | 'fieldKeyword' | 'fieldMention'
  | 'noRoot' | 'noRootHint' | 'empty' | 'loading' | 'serverDown'
  | 'safetyTitle' | 'safetyHint' | 'safetyFindings' | 'oneSafetyFinding'
  | 'portabilityTitle' | 'portabilityReadBy' | 'portabilityReadByNone' | 'portabilityAsWritten' | 'portabilityOtherwise' | 'portabilityNotLoaded'
  | 'portabilityEverywhere' | 'portabilityCounts' | 'portabilityValidator' | 'portabilityAll' | 'portabilitySome' | 'portabilityFix' | 'portabilityNotHere' | 'portabilityFromSource';

/** What the host sends once, in the page's `data-initial` attribute. */
export interface PreviewInitialData {
  readonly state: PreviewState;
  readonly strings: PreviewStrings;
  /** BCP 47 tag for number formatting. */
  readonly locale: string;
}

/** One skill's last trigger results, per agent; `stale` when its description or a sibling's changed since. */
export interface TriggerResultRow {
  readonly name: string;
  readonly uri: string;
  readonly agents: readonly { readonly label: string; readonly passed: number; readonly failed: number; readonly errors: number; readonly stale: boolean }[];
}

/** Host → webview. */
export type HostMessage =
  /**
   * A whole catalog for the current selection (or an error text when the server cannot answer).
   * `seq` numbers what the webview shows, for the deltas that follow.
   */
  | { readonly type: 'catalog'; readonly seq: number; readonly result: CatalogResult | null; readonly error?: string }
  /** What changed since the catalog numbered `base` (the webview asks for a `resync` when it shows another). */
  | { readonly type: 'catalogDelta'; readonly base: number; readonly seq: number; readonly delta: CatalogDelta }
  /** The answer to a `tryRequest` message; `id` echoes the request's. */
  | { readonly type: 'tryResult'; readonly id: number; readonly result: TryRequestResult | null }
  /** The last trigger test results of the folder's skills, per agent (empty: none run yet). */
  | { readonly type: 'triggerResults'; readonly rows: readonly TriggerResultRow[] }
  /** The copy button's text reached the clipboard. */
  | { readonly type: 'copied' }
  /**
   * The user switched to or edited `uri` (a document of this folder; null: none to follow): the
   * page marks that skill's entry and brings it into view, without taking the focus.
   */
  | { readonly type: 'activeSkill'; readonly uri: string | null };

/** Webview → host. */
export type WebviewMessage =
  /** The script is listening: send the catalog. */
  | { readonly type: 'ready'; readonly state: PreviewState }
  /** The user picked another root, target or view (persisted state, for the host's refetch). */
  | { readonly type: 'select'; readonly state: PreviewState }
  /** Open a skill at its header. */
  | { readonly type: 'openSkill'; readonly uri: string; readonly line: number }
  /** Copy the exact catalog text. */
  | { readonly type: 'copy'; readonly text: string }
  /** Which skills would this request reach? */
  | { readonly type: 'tryRequest'; readonly id: number; readonly rootUri: string; readonly text: string }
  /** Run the request for real, through an agent installed here (it asks first). */
  | { readonly type: 'tryForReal'; readonly rootUri: string; readonly text: string }
  /** Run a Skillkiln command (profile switch). */
  | { readonly type: 'command'; readonly command: 'switchProfile' }
  /** A delta did not apply to what the page shows: send the whole catalog. */
  | { readonly type: 'resync' }
  /** The script failed: the host logs it to the Skillkiln output. */
  | { readonly type: 'error'; readonly message: string }
  /**
   * The catalog was rendered: the exact text shown (used by tests and to confirm delivery), and
   * when the page was updated (`Date.now()`, for the e2e test's latency figures); `safety`: the
   * codes the page's safety section shows, in order.
   */
  | { readonly type: 'rendered'; readonly rootUri: string | null; readonly target: string | null; readonly text: string; readonly renderedAt: number; readonly safety: readonly string[] }
  /**
   * The entry marked as the active skill changed or was brought into view: its skill's uri (null:
   * the catalog shown lists none for the active document), the view it is in, and whether it is
   * on screen (below the toolbar) now, with the page's scroll offset. Used by tests: what the user
   * sees, not what was asked.
   */
  | { readonly type: 'activeSkillShown'; readonly uri: string | null; readonly view: ViewMode; readonly inView: boolean; readonly scrollY: number };
