import * as vscode from 'vscode';
import type { ProfileIdDto, RootDto } from '../../../server/src/lsp/protocol';
import type { Command } from '../commandManager';
import { newSkillTemplate, validateSkillName } from '../skills/newSkillTemplate';
import { isProfileId, layoutsOf } from '../skills/profileLayouts';
import { pickAgentFolder } from '../skills/agentFolders';
import { targetFolder, targetRoot, type CommandArgument } from '../skills/commandTarget';
import type { SkillsModel } from '../skillsModel';
import { markAgentChosen } from '../walkthroughProgress';

/** Layout of a skill on disk. */
export type SkillLayout = 'flat' | 'folder';

/** Answers that skip the prompts (tests, the welcome view's button). */
export interface NewSkillOptions {
  readonly layout?: SkillLayout;
  readonly name?: string;
  /** Create the skill in this folder (the skills root), even if the server does not know it yet. */
  readonly rootDir?: vscode.Uri;
  /** The format of the new root (`rootDir`); by default `skillkiln.profile`. */
  readonly profile?: ProfileIdDto;
}

/** Where a new skill goes and in which format. */
export interface Destination {
  readonly dir: vscode.Uri;
  readonly profile: ProfileIdDto;
  readonly layouts: { readonly flat: boolean; readonly folder: boolean };
}

/**
 * Skillkiln: New Skill… — asks the layout and the name, creates the file with a header for the
 * root's profile (never over an existing file), and opens it with the cursor in the description.
 */
export class NewSkillCommand implements Command {
  readonly id = 'skillkiln.newSkill';

  constructor(private readonly model: SkillsModel) {}

  async execute(arg?: CommandArgument, options: NewSkillOptions = {}): Promise<vscode.Uri | undefined> {
    const destination = options.rootDir && options.profile ? { dir: options.rootDir, profile: options.profile, layouts: layoutsOf(options.profile) } : await this.destination(arg, options.rootDir);
    if (!destination) return undefined;
    const layout = options.layout ?? (await pickLayout(destination.layouts));
    if (!layout) return undefined;
    const name = options.name ?? (await askName(destination));
    if (!name) return undefined;

    const uri = skillUri(destination.dir, layout, name);
    // Said before trying: VS Code's own refusal of the edit names no reason.
    if (await exists(uri)) {
      void vscode.window.showErrorMessage(vscode.l10n.t('{0} already exists.', vscode.workspace.asRelativePath(uri)));
      return undefined;
    }
    const template = newSkillTemplate(destination.profile, name);
    const edit = new vscode.WorkspaceEdit();
    edit.createFile(uri, { overwrite: false, ignoreIfExists: false, contents: new TextEncoder().encode(template.text) });
    if (!(await vscode.workspace.applyEdit(edit))) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not create {0}: a file with this name may already exist.', vscode.workspace.asRelativePath(uri)));
      return undefined;
    }
    const position = new vscode.Position(template.cursor.line, template.cursor.character);
    await vscode.window.showTextDocument(uri, { selection: new vscode.Range(position, position), preview: false });
    return uri;
  }

  private async destination(arg: CommandArgument, rootDir: vscode.Uri | undefined): Promise<Destination | undefined> {
    if (rootDir) return fromNewRoot(rootDir);
    const located = targetRoot(this.model, arg)?.root ?? (await this.pickRoot());
    if (located) return fromRoot(located);
    // No skills root yet: create the first configured one.
    const folder = await targetFolder(arg);
    if (!folder) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a folder first: skills live in a workspace folder.'));
      return undefined;
    }
    return pickNewRoot(folder);
  }

  private async pickRoot(): Promise<RootDto | undefined> {
    const roots = this.model.roots;
    if (roots.length <= 1) return roots[0]?.root;
    const activeRoot = vscode.window.activeTextEditor && this.model.findRoot(vscode.window.activeTextEditor.document.uri);
    const items = roots.map(({ folder, root }) => ({
      label: `$(library) ${root.label}`,
      description: `${folder.name} · ${root.profileLabel ?? root.choice.profile}`,
      root,
      picked: root.uri === activeRoot?.root.uri,
    }));
    const pick = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('New Skill'), placeHolder: vscode.l10n.t('Where should the skill go?'), ignoreFocusOut: true });
    // A skills folder is an agent's folder: the walkthrough's “Pick your agent” is done.
    if (pick) markAgentChosen();
    return pick?.root;
  }
}

function fromRoot(root: RootDto): Destination {
  return { dir: vscode.Uri.parse(root.uri), profile: root.choice.profile, layouts: layoutsOf(root.choice.profile, root) };
}

function fromNewRoot(dir: vscode.Uri): Destination {
  const profile = configuredProfile(dir);
  return { dir, profile, layouts: layoutsOf(profile) };
}

function configuredProfile(scope: vscode.Uri): ProfileIdDto {
  const setting = vscode.workspace.getConfiguration('skillkiln', scope).get<string>('profile') ?? 'auto';
  return isProfileId(setting) ? setting : 'mm';
}

/** The first skills folder of a workspace folder: in the folder the chosen agent reads, in its format. */
export async function pickNewRoot(folder: vscode.WorkspaceFolder): Promise<Destination | undefined> {
  const dirs = vscode.workspace.getConfiguration('skillkiln', folder).get<string[]>('skillsDirs') ?? ['skills'];
  const agent = await pickAgentFolder(dirs[0] ?? 'skills', configuredProfile(folder.uri));
  if (!agent) return undefined;
  return { dir: vscode.Uri.joinPath(folder.uri, ...agent.dir.split('/')), profile: agent.profile, layouts: layoutsOf(agent.profile) };
}

function skillUri(dir: vscode.Uri, layout: SkillLayout, name: string): vscode.Uri {
  return layout === 'folder' ? vscode.Uri.joinPath(dir, name, 'SKILL.md') : vscode.Uri.joinPath(dir, `${name}.md`);
}

async function pickLayout(layouts: Destination['layouts']): Promise<SkillLayout | undefined> {
  if (!layouts.flat) return 'folder';
  if (!layouts.folder) return 'flat';
  const items: (vscode.QuickPickItem & { layout: SkillLayout })[] = [
    { label: `$(folder) ${vscode.l10n.t('Folder')}`, description: '<name>/SKILL.md', detail: vscode.l10n.t('Room for reference files, scripts and assets next to the skill.'), layout: 'folder' },
    { label: `$(file) ${vscode.l10n.t('Single file')}`, description: '<name>.md', detail: vscode.l10n.t('One markdown file; if both forms exist for a name, the file wins.'), layout: 'flat' },
  ];
  const pick = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('New Skill'), placeHolder: vscode.l10n.t('Choose the layout'), ignoreFocusOut: true });
  return pick?.layout;
}

async function askName(destination: Destination): Promise<string | undefined> {
  return vscode.window.showInputBox({
    title: vscode.l10n.t('New Skill'),
    // Opened from the walkthrough, the focus goes back to its page after the previous pick: the
    // box must not close then (it did, within 200 ms, with nothing created and nothing said).
    ignoreFocusOut: true,
    prompt: vscode.l10n.t('The skill name, as the model will call it (e.g. what-time-is-it)'),
    placeHolder: 'what-time-is-it',
    validateInput: async (value) => {
      const problem = validateSkillName(destination.profile, value);
      if (problem === 'empty') return vscode.l10n.t('Type a name.');
      if (problem === 'invalid') {
        return destination.profile === 'agent-skills' || destination.profile === 'tajo'
          ? vscode.l10n.t('Use lowercase letters, digits and single hyphens (at most 64 characters).')
          : vscode.l10n.t('Use letters, digits, hyphens and underscores (at most 64 characters).');
      }
      // Either layout of the same name would clash (the flat file shadows the folder).
      for (const candidate of [skillUri(destination.dir, 'flat', value), skillUri(destination.dir, 'folder', value)]) {
        if (await exists(candidate)) return vscode.l10n.t('{0} already exists.', vscode.workspace.asRelativePath(candidate));
      }
      return undefined;
    },
  });
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
