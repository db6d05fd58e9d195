import * as vscode from 'vscode';
import type { TreeRootDto, TreeSkillDto } from '../../../server/src/lsp/protocol';
import type { SkillsModel } from '../skillsModel';
import { layoutsOf } from '../skills/profileLayouts';
import { Disposable } from '../util/disposable';
// Skill names and descriptions are untrusted: escaped in every MarkdownString.
import { escapeMarkdownText as escapeMarkdown, markdownKeepingCode, plainText } from '../util/markdownText';
import { decorationUri, problemsTooltip, skillDecorationState } from './skillDecorations';
import { safetyIcon, safetyTooltip } from './safetyPresentation';
import { childrenOf, nodeId, type FileNode, type IgnoredNode, type RootNode, type SkillNode, type SkillsNode, type TreeFilter } from './treeNodes';
import { profileName } from '../util/profileName';

/**
 * The Skills view: roots → skills → reference files, as reported by the server. Returns data
 * only; it never reads a file and never shows UI.
 */
export class SkillsTreeProvider extends Disposable implements vscode.TreeDataProvider<SkillsNode> {
  private readonly _onDidChangeTreeData = this._register(new vscode.EventEmitter<SkillsNode | undefined>());
  readonly onDidChangeTreeData = this._onDidChangeTreeData.event;
  private filter: TreeFilter = { safetyOnly: false };

  constructor(private readonly model: SkillsModel) {
    super();
    this._register(model.onDidChange(() => this._onDidChangeTreeData.fire(undefined)));
  }

  getChildren(node?: SkillsNode): SkillsNode[] {
    return childrenOf(this.model.current?.folders ?? [], node, this.filter);
  }

  /** The filter in force (see {@link setFilter}). */
  get currentFilter(): TreeFilter {
    return this.filter;
  }

  /** Shows every skill, or only those with safety findings. */
  setFilter(filter: TreeFilter): void {
    this.filter = filter;
    this._onDidChangeTreeData.fire(undefined);
  }

  getParent(node: SkillsNode): SkillsNode | undefined {
    return node.kind === 'folder' ? undefined : node.parent;
  }

  /** The node of the skill whose file or folder is `uri`, for `TreeView.reveal`. */
  findSkillNode(uri: vscode.Uri): SkillNode | undefined {
    const location = this.model.findSkill(uri);
    if (!location?.skill) return undefined;
    for (const top of this.getChildren()) {
      const roots = top.kind === 'folder' ? this.getChildren(top) : [top];
      for (const root of roots) {
        if (root.kind !== 'root' || root.root.uri !== location.root.uri) continue;
        return this.getChildren(root).find((n): n is SkillNode => n.kind === 'skill' && n.skill.uri === location.skill?.uri);
      }
    }
    return undefined;
  }

  getTreeItem(node: SkillsNode): vscode.TreeItem {
    const item = this.createItem(node);
    item.id = nodeId(node);
    return item;
  }

  private createItem(node: SkillsNode): vscode.TreeItem {
    switch (node.kind) {
      case 'folder': {
        const item = new vscode.TreeItem(node.folder.name, vscode.TreeItemCollapsibleState.Expanded);
        item.iconPath = new vscode.ThemeIcon('root-folder');
        item.contextValue = 'skillkiln.folder';
        return item;
      }
      case 'root':
        return rootItem(node);
      case 'skill':
        return skillItem(node);
      case 'file':
        return fileItem(node);
      case 'ignored':
        return ignoredItem(node);
    }
  }
}

function rootItem(node: RootNode): vscode.TreeItem {
  const { root } = node;
  const item = new vscode.TreeItem(root.label, vscode.TreeItemCollapsibleState.Expanded);
  const profile = profileLabel(root);
  const count = root.skills.filter((skill) => skill.status === 'served').length;
  const readers = root.readers;
  const described = root.choice.explicit ? profile : vscode.l10n.t('{0} · auto', profile);
  item.description = readers && readers.length > 0 ? vscode.l10n.t('{0} · read by {1}', described, readers.length === 1 ? readers[0]! : vscode.l10n.t('{0} agents', readers.length)) : described;
  item.iconPath = new vscode.ThemeIcon('library');
  item.contextValue = 'skillkiln.root';
  const tooltip = new vscode.MarkdownString(undefined, true);
  tooltip.appendMarkdown(`**${escapeMarkdown(root.label)}** · ${escapeMarkdown(count === 1 ? vscode.l10n.t('1 skill loaded') : vscode.l10n.t('{0} skills loaded', count))}\n\n`);
  tooltip.appendMarkdown(`$(symbol-enum) ${escapeMarkdown(vscode.l10n.t('Profile: {0}', profile))}\n\n`);
  tooltip.appendMarkdown(markdownKeepingCode(root.choice.explicit ? vscode.l10n.t('Set by the skillkiln.profile setting.') : root.choice.reason));
  if (readers) {
    const who = readers.length > 0 ? vscode.l10n.t('Agents that read this folder: {0}.', readers.join(', ')) : vscode.l10n.t('No agent reads this folder on its own: a plugin or a setting must point it here.');
    tooltip.appendMarkdown(`\n\n$(hubot) ${escapeMarkdown(who)}`);
  }
  item.tooltip = tooltip;
  item.accessibilityInformation = { label: vscode.l10n.t('Skills root {0}, profile {1}', root.label, profile) };
  return item;
}

function skillItem(node: SkillNode): vscode.TreeItem {
  const { skill } = node;
  const hasFiles = skill.files.length > 0;
  const item = new vscode.TreeItem(skill.name, hasFiles ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None);
  const served = skill.status === 'served';
  item.description = served ? skill.description || vscode.l10n.t('no description') : plainText(skill.statusReason ?? statusLabel(skill));
  // Not 'folder'/'file': those ids mean "ask the file icon theme", which may have no folder icons.
  item.iconPath = safetyIcon(skill) ?? new vscode.ThemeIcon(skill.layout === 'folder' ? 'file-directory' : 'file-text', iconColor(skill));
  item.resourceUri = decorationUri(skill.uri, skillDecorationState(skill));
  // Tokens for `viewItem` regexes in the manifest's menus.
  const layouts = layoutsOf(node.root.choice.profile, node.root);
  const convertible = skill.layout === 'flat' ? layouts.folder && !destinationTaken(node.root, folderUriOf(skill.uri)) : layouts.flat && skill.files.length === 0 && !destinationTaken(node.root, flatUriOf(skill.uri));
  item.contextValue = `skillkiln.skill.${skill.layout}${convertible ? '.convertible' : ''}${served ? '' : '.unserved'}`;
  item.tooltip = skillTooltip(skill);
  item.command = { command: 'skillkiln.openSkill', title: vscode.l10n.t('Open'), arguments: [node] };
  item.accessibilityInformation = { label: `${skill.name}, ${String(item.description)}` };
  return item;
}

/** `<root>/<name>.md` for the skill `<root>/<name>/SKILL.md`. */
function flatUriOf(skillUri: string): string {
  return `${skillUri.replace(/\/SKILL\.md$/i, '')}.md`;
}

/** `<root>/<name>/SKILL.md` for the skill `<root>/<name>.md`. */
function folderUriOf(skillUri: string): string {
  return `${skillUri.replace(/\.md$/i, '')}/SKILL.md`;
}

/** True when the root already holds a file at `uri` (a skill, or a file it left out): a conversion there would fail. */
function destinationTaken(root: TreeRootDto, uri: string): boolean {
  const lower = uri.toLowerCase();
  return root.skills.some((other) => other.uri.toLowerCase() === lower) || root.ignored.some((entry) => entry.uri.toLowerCase() === lower);
}

function fileItem(node: FileNode): vscode.TreeItem {
  const item = new vscode.TreeItem(node.name, vscode.TreeItemCollapsibleState.None);
  item.resourceUri = vscode.Uri.parse(node.uri);
  item.iconPath = vscode.ThemeIcon.File;
  item.contextValue = 'skillkiln.file';
  item.command = { command: 'skillkiln.openSkill', title: vscode.l10n.t('Open'), arguments: [node] };
  return item;
}

function ignoredItem(node: IgnoredNode): vscode.TreeItem {
  const uri = vscode.Uri.parse(node.uri);
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const item = new vscode.TreeItem(name, vscode.TreeItemCollapsibleState.None);
  item.description = node.reason;
  item.tooltip = `${name} — ${node.reason}`;
  item.iconPath = new vscode.ThemeIcon(/^readme\.md$/i.test(name) ? 'book' : 'circle-slash');
  item.resourceUri = decorationUri(node.uri, { dimmed: true, errors: 0, warnings: 0 });
  item.contextValue = /^readme\.md$/i.test(name) ? 'skillkiln.readme' : 'skillkiln.ignored';
  item.command = { command: 'skillkiln.openSkill', title: vscode.l10n.t('Open'), arguments: [node] };
  return item;
}

function skillTooltip(skill: TreeSkillDto): vscode.MarkdownString {
  const tooltip = new vscode.MarkdownString(undefined, true);
  const layout = skill.layout === 'folder' ? vscode.l10n.t('folder skill') : vscode.l10n.t('single-file skill');
  tooltip.appendMarkdown(`**${escapeMarkdown(skill.name)}** · ${escapeMarkdown(layout)}\n\n`);
  if (skill.status === 'served') {
    tooltip.appendMarkdown(escapeMarkdown(vscode.l10n.t('What the model sees:')));
    tooltip.appendCodeblock(skill.catalogLine, 'text');
  } else {
    tooltip.appendMarkdown(`$(circle-slash) ${markdownKeepingCode(skill.statusReason ?? statusLabel(skill))}\n\n`);
  }
  const problems = problemsTooltip(skill.problems.errors, skill.problems.warnings);
  if (problems) tooltip.appendMarkdown(`\n\n$(${skill.problems.errors > 0 ? 'error' : 'warning'}) ${escapeMarkdown(problems)}`);
  const safety = safetyTooltip(skill);
  if (safety) tooltip.appendMarkdown(`\n\n${safety}`);
  return tooltip;
}

function iconColor(skill: TreeSkillDto): vscode.ThemeColor | undefined {
  if (skill.status !== 'served') return new vscode.ThemeColor('disabledForeground');
  if (skill.problems.errors > 0) return new vscode.ThemeColor('list.errorForeground');
  if (skill.problems.warnings > 0) return new vscode.ThemeColor('list.warningForeground');
  return undefined;
}

function statusLabel(skill: TreeSkillDto): string {
  switch (skill.status) {
    case 'shadowed':
      return vscode.l10n.t('shadowed: another skill has this name');
    case 'layout':
      return vscode.l10n.t('layout not read by this profile');
    case 'disabled':
      return vscode.l10n.t('disabled');
    case 'unreadable':
      return vscode.l10n.t('unreadable');
    default:
      return '';
  }
}

/** The profile's display label, falling back to its id. */
export function profileLabel(root: Pick<TreeRootDto, 'profileLabel' | 'choice'>): string {
  return root.profileLabel ?? profileName(root.choice.profile);
}

