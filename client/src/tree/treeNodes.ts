import type { TreeRootDto, TreeSkillDto } from '../../../server/src/lsp/protocol';
import type { FolderDto } from '../skillsModel';

/** A workspace folder (shown only in multi-root workspaces). */
export interface FolderNode {
  readonly kind: 'folder';
  readonly folder: FolderDto;
}

/** A skills root such as `skills` or `.claude/skills`. */
export interface RootNode {
  readonly kind: 'root';
  readonly folder: FolderDto;
  readonly root: TreeRootDto;
  readonly parent: FolderNode | undefined;
}

/** One skill, flat file or folder. */
export interface SkillNode {
  readonly kind: 'skill';
  readonly folder: FolderDto;
  readonly root: TreeRootDto;
  readonly skill: TreeSkillDto;
  readonly parent: RootNode;
}

/** A reference file, script or asset of a folder skill. */
export interface FileNode {
  readonly kind: 'file';
  readonly uri: string;
  readonly name: string;
  readonly parent: SkillNode;
}

/** A file of the root that is not a skill (the README, stray files), with the reason. */
export interface IgnoredNode {
  readonly kind: 'ignored';
  readonly uri: string;
  readonly reason: string;
  readonly parent: RootNode;
}

/** Every node of the Skills tree: plain data, turned into TreeItems by the provider. */
export type SkillsNode = FolderNode | RootNode | SkillNode | FileNode | IgnoredNode;

/** What the tree shows: everything, or only the skills the safety checks flagged (and their roots). */
export interface TreeFilter {
  readonly safetyOnly: boolean;
}

/** Children of `node` (or the top level) in the tree the server reported. */
export function childrenOf(folders: readonly FolderDto[], node: SkillsNode | undefined, filter: TreeFilter = { safetyOnly: false }): SkillsNode[] {
  if (!node) {
    if (folders.length === 1) return rootsOf(folders[0]!, undefined);
    return folders.filter((folder) => folder.roots.length > 0).map((folder): FolderNode => ({ kind: 'folder', folder }));
  }
  switch (node.kind) {
    case 'folder':
      return rootsOf(node.folder, node);
    case 'root': {
      const shown = filter.safetyOnly ? node.root.skills.filter((skill) => skill.safety) : node.root.skills;
      const skills = shown.map((skill): SkillNode => ({ kind: 'skill', folder: node.folder, root: node.root, skill, parent: node }));
      const ignored = filter.safetyOnly ? [] : node.root.ignored.map((entry): IgnoredNode => ({ kind: 'ignored', uri: entry.uri, reason: entry.reason, parent: node }));
      return [...skills, ...ignored];
    }
    case 'skill':
      return node.skill.files.map((file): FileNode => ({ kind: 'file', uri: file.uri, name: file.name, parent: node }));
    default:
      return [];
  }
}

function rootsOf(folder: FolderDto, parent: FolderNode | undefined): RootNode[] {
  return folder.roots.map((root): RootNode => ({ kind: 'root', folder, root, parent }));
}

/** A stable id per node, so expansion state survives refreshes. */
export function nodeId(node: SkillsNode): string {
  switch (node.kind) {
    case 'folder':
      return `folder:${node.folder.uri}`;
    case 'root':
      return `root:${node.root.uri}`;
    case 'skill':
      return `skill:${node.skill.uri}`;
    case 'file':
      return `file:${node.uri}`;
    case 'ignored':
      return `ignored:${node.uri}`;
  }
}
