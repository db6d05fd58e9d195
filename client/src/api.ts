import type * as vscode from 'vscode';
import type { ActiveSkillShownEvent, CatalogPreview, RenderedEvent } from './preview/catalogPreview';
import type { ServerLogEntry, ServerState } from './skillkilnClient';
import type { SkillsTreeProvider } from './tree/skillsTreeProvider';
import type { SkillsNode } from './tree/treeNodes';

/**
 * What `activate` returns. Meant for the in-editor tests (and other extensions that want to
 * observe Skillkiln); not a stable public API.
 */
export interface SkillkilnApi {
  /** Resolves true once the language server answers, false if it could not start. */
  whenReady(): Promise<boolean>;
  readonly serverState: ServerState;
  /** Fired on every change of {@link serverState} (also when the client restarts a crashed server). */
  readonly onDidChangeServerState: vscode.Event<ServerState>;
  /** The language server's process id while it runs; a new one after each restart. */
  readonly serverPid: number | undefined;
  /** What the server logs to the Skillkiln output (e.g. a malformed setting and the default used). */
  readonly onDidLogServerMessage: vscode.Event<ServerLogEntry>;
  /** Every command registered at activation. */
  readonly commandIds: readonly string[];
  readonly tree: {
    readonly provider: SkillsTreeProvider;
    readonly view: vscode.TreeView<SkillsNode>;
    /** Fetches the tree from the server now. */
    refresh(): Promise<void>;
    /** Fired after each fetch of the tree. */
    readonly onDidChange: vscode.Event<void>;
  };
  readonly previews: {
    /** A preview's webview rendered a catalog and reported its exact text back. */
    readonly onDidRender: vscode.Event<RenderedEvent>;
    /** A preview's webview marked the active skill's entry, or brought it into view, and reported where it is. */
    readonly onDidShowActiveSkill: vscode.Event<ActiveSkillShownEvent>;
    get(folderUri: string): CatalogPreview | undefined;
    /** What VS Code calls to restore a preview after a reload. */
    readonly serializer: vscode.WebviewPanelSerializer;
  };
  readonly statusBar: { readonly text: string | undefined };
  /** Trigger tests: the Test Explorer controller and the last results per skill. */
  readonly triggers: import('./triggers/registerTriggerTests').TriggerTestsApi;
  /** What the first start does (the tests' own start skips it): open the walkthrough, once. */
  readonly firstStart: {
    /** Opens the walkthrough unless it was opened before; resolves with whether it did. */
    open(): Promise<boolean>;
    /** Forgets that it was opened. */
    forget(): Thenable<void>;
  };
}
