import * as vscode from 'vscode';
import { TreeRequest, type TreeResult, type TreeRootDto, type TreeSkillDto } from '../../server/src/lsp/protocol';
import type { SkillkilnClient } from './skillkilnClient';
import { Disposable } from './util/disposable';

/** A workspace folder as the server reports it. */
export type FolderDto = TreeResult['folders'][number];

/** Where a skill (or a root) sits in the workspace. */
export interface SkillLocation {
  readonly folder: FolderDto;
  readonly root: TreeRootDto;
  readonly skill?: TreeSkillDto;
}

/**
 * The workspace's skills as the server sees them (`skillkiln/tree`), fetched again whenever the
 * server says its index changed. The client never reads skills itself: everything shown in the
 * tree, the status bar and the context keys comes from here.
 */
export class SkillsModel extends Disposable {
  private tree: TreeResult | undefined;
  /** The last tree, serialized: an unchanged answer (a body edit) fires nothing. */
  private treeJson: string | undefined;
  private bySkill = new Map<string, SkillLocation>();
  private inFlight: Promise<void> | undefined;
  private again = false;

  private readonly _onDidChange = this._register(new vscode.EventEmitter<void>());
  /** Fired after each fetch that brought a different tree. */
  readonly onDidChange = this._onDidChange.event;

  constructor(private readonly client: SkillkilnClient) {
    super();
    this._register(client.onDidChangeIndex(() => void this.refresh()));
    // A (re)started server: its tree is announced even when it equals the last one.
    this._register(client.onDidChangeState((state) => {
      if (state !== 'running') return;
      this.treeJson = undefined;
      void this.refresh();
    }));
  }

  /** The last tree fetched, undefined before the first answer. */
  get current(): TreeResult | undefined {
    return this.tree;
  }

  /** Every root of every folder. */
  get roots(): readonly { folder: FolderDto; root: TreeRootDto }[] {
    return (this.tree?.folders ?? []).flatMap((folder) => folder.roots.map((root) => ({ folder, root })));
  }

  /** The skill whose main file (or folder) is `uri`, with its root and folder. */
  findSkill(uri: vscode.Uri | string): SkillLocation | undefined {
    return this.bySkill.get(uri.toString());
  }

  /** The root containing `uri` (a skill, a reference file, or the root itself). */
  findRoot(uri: vscode.Uri | string): SkillLocation | undefined {
    const key = uri.toString();
    let best: SkillLocation | undefined;
    for (const { folder, root } of this.roots) {
      const prefix = root.uri.endsWith('/') ? root.uri : `${root.uri}/`;
      if ((key === root.uri || key.startsWith(prefix)) && (!best || root.uri.length > best.root.uri.length)) best = { folder, root };
    }
    return best;
  }

  /** Fetches the tree now; concurrent calls coalesce into one more fetch after the current one. */
  refresh(): Promise<void> {
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    this.inFlight = this.fetch().finally(() => {
      this.inFlight = undefined;
      if (this.again) {
        this.again = false;
        void this.refresh();
      }
    });
    return this.inFlight;
  }

  private async fetch(): Promise<void> {
    try {
      const tree = await this.client.request(TreeRequest, {});
      if (this.isDisposed) return;
      const json = JSON.stringify(tree);
      if (json === this.treeJson) return;
      this.treeJson = json;
      this.tree = tree;
      this.bySkill = indexSkills(tree);
      this._onDidChange.fire();
    } catch (err) {
      this.client.outputChannel.warn(`skillkiln/tree failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

function indexSkills(tree: TreeResult): Map<string, SkillLocation> {
  const map = new Map<string, SkillLocation>();
  for (const folder of tree.folders) {
    for (const root of folder.roots) {
      for (const skill of root.skills) {
        const location = { folder, root, skill };
        map.set(skill.uri, location);
        // A folder skill is also found by its folder (tree nodes and explorer arguments).
        const dir = skill.uri.replace(/\/SKILL\.md$/i, '');
        if (dir !== skill.uri) map.set(dir, location);
      }
    }
  }
  return map;
}
