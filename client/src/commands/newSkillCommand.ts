import * as vscode from 'vscode';
import { uriExists } from '../util/uriExists';
import type { ProfileIdDto, RootDto } from '../../../server/src/lsp/protocol';
import type { Command } from '../commandManager';
import { newSkillTemplate, validateSkillName } from '../skills/newSkillTemplate';
import { isProfileId, layoutsOf } from '../skills/profileLayouts';
import { agentFolders, pickAgentFolder } from '../skills/agentFolders';
import { targetFolder, targetRoot, type CommandArgument } from '../skills/commandTarget';
import type { SkillsModel } from '../skillsModel';
import { profileName } from '../util/profileName';
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
  /** Ask which agent the skill is for and start that agent's skills folder, even when others exist (Create Skills Folder). */
  readonly newRoot?: boolean;
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
  readonly asksQuestions = true;

  constructor(private readonly model: SkillsModel) {}

  async execute(arg?: CommandArgument, options: NewSkillOptions = {}): Promise<vscode.Uri | undefined> {
    const plan = await this.plan(arg, options);
    if (!plan) return undefined;
    const steps = new Steps(options.newRoot ? vscode.l10n.t('New Skills Folder') : vscode.l10n.t('New Skill'), plan.questions);
    const destination = plan.destination ?? (await plan.ask(steps.title('where')));
    if (!destination) return undefined;
    // The place picked offers one layout: that question goes, and the name is the last step (n/n).
    if (!(destination.layouts.flat && destination.layouts.folder)) steps.skip('layout');
    const layout = options.layout ?? (await pickLayout(destination.layouts, steps.title('layout')));
    if (!layout) return undefined;
    const name = options.name ?? (await askName(destination, steps.title('name')));
    if (!name) return undefined;

    const uri = skillUri(destination.dir, layout, name);
    // Said before trying: VS Code's own refusal of the edit names no reason.
    if (await uriExists(uri)) {
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

  /**
   * Where the skill goes (known, or a question to ask) and which questions there will be, counted
   * before the first is asked: the titles say "(1/3)", "(2/3)", "(3/3)" and the last is always n/n.
   */
  private async plan(arg: CommandArgument, options: NewSkillOptions): Promise<Plan | undefined> {
    const known = (destination: Destination): Plan => ({ destination, questions: questionsFor([destination.layouts], options, false) });
    if (options.rootDir && options.profile) return known({ dir: options.rootDir, profile: options.profile, layouts: layoutsOf(options.profile) });
    if (options.rootDir) return known(fromNewRoot(options.rootDir));
    const targeted = options.newRoot ? undefined : targetRoot(this.model, arg)?.root;
    if (targeted) return known(fromRoot(targeted));
    const roots = this.model.roots;
    if (!options.newRoot && roots.length === 1) return known(fromRoot(roots[0]!.root));
    if (!options.newRoot && roots.length > 1) {
      return { ask: (title) => this.pickRoot(title), questions: questionsFor(roots.map(({ root }) => fromRoot(root).layouts), options, true) };
    }
    // No skills root yet (or a new one asked for): the agent picked decides the folder and format.
    const folder = await targetFolder(arg);
    if (!folder) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a folder first: skills live in a workspace folder.'));
      return undefined;
    }
    const candidates = agentFolders(configuredDirOf(folder), configuredProfile(folder.uri)).map((a) => layoutsOf(a.profile));
    return { ask: (title) => pickNewRoot(folder, title), questions: questionsFor(candidates, options, true) };
  }

  private async pickRoot(title: string): Promise<Destination | undefined> {
    const roots = this.model.roots;
    const activeRoot = vscode.window.activeTextEditor && this.model.findRoot(vscode.window.activeTextEditor.document.uri);
    const items = roots.map(({ folder, root }) => ({
      label: `$(library) ${root.label}`,
      // The workspace folder's name only where there are several to tell apart.
      description: `${(vscode.workspace.workspaceFolders?.length ?? 0) > 1 ? `${folder.name} · ` : ''}${root.profileLabel ?? profileName(root.choice.profile)}`,
      root,
      picked: root.uri === activeRoot?.root.uri,
    }));
    const pick = await vscode.window.showQuickPick(items, { title, placeHolder: vscode.l10n.t('Where should the skill go?'), ignoreFocusOut: true });
    // A skills folder is an agent's folder: the walkthrough's “Pick your agent” is done.
    if (pick) markAgentChosen();
    return pick && fromRoot(pick.root);
  }
}

/** The questions New Skill asks, in their order. */
type Question = 'where' | 'layout' | 'name';

/** Where a new skill goes: known from the start, or asked first. */
type Plan = { readonly destination: Destination; readonly questions: readonly Question[] } | { readonly destination?: undefined; readonly ask: (title: string) => Promise<Destination | undefined>; readonly questions: readonly Question[] };

/** The questions to ask, given the layouts of the places the skill may go. */
function questionsFor(layouts: readonly Destination['layouts'][], options: NewSkillOptions, askWhere: boolean): Question[] {
  const questions: Question[] = askWhere ? ['where'] : [];
  if (!options.layout && layouts.some((l) => l.flat && l.folder)) questions.push('layout');
  if (!options.name) questions.push('name');
  return questions;
}

/** Step titles: "New Skill (2/3)"; a lone question keeps the bare title. */
class Steps {
  private questions: readonly Question[];

  constructor(
    private readonly base: string,
    questions: readonly Question[],
  ) {
    this.questions = questions;
  }

  /** Drops a question the answers so far made pointless: the later ones move up, the total shrinks. */
  skip(question: Question): void {
    this.questions = this.questions.filter((q) => q !== question);
  }

  title(question: Question): string {
    if (this.questions.length <= 1) return this.base;
    return vscode.l10n.t('{0} ({1}/{2})', this.base, this.questions.indexOf(question) + 1, this.questions.length);
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
async function pickNewRoot(folder: vscode.WorkspaceFolder, title: string): Promise<Destination | undefined> {
  const agent = await pickAgentFolder(configuredDirOf(folder), configuredProfile(folder.uri), title);
  if (!agent) return undefined;
  return { dir: vscode.Uri.joinPath(folder.uri, ...agent.dir.split('/')), profile: agent.profile, layouts: layoutsOf(agent.profile) };
}

/** The first configured skills folder of a workspace folder (`skillkiln.skillsDirs`). */
function configuredDirOf(folder: vscode.WorkspaceFolder): string {
  return vscode.workspace.getConfiguration('skillkiln', folder).get<string[]>('skillsDirs')?.[0] ?? 'skills';
}

function skillUri(dir: vscode.Uri, layout: SkillLayout, name: string): vscode.Uri {
  return layout === 'folder' ? vscode.Uri.joinPath(dir, name, 'SKILL.md') : vscode.Uri.joinPath(dir, `${name}.md`);
}

async function pickLayout(layouts: Destination['layouts'], title: string): Promise<SkillLayout | undefined> {
  if (!layouts.flat) return 'folder';
  if (!layouts.folder) return 'flat';
  const items: (vscode.QuickPickItem & { layout: SkillLayout })[] = [
    { label: `$(folder) ${vscode.l10n.t('Folder')}`, description: '<name>/SKILL.md', detail: vscode.l10n.t('Room for reference files, scripts and assets next to the skill.'), layout: 'folder' },
    { label: `$(file) ${vscode.l10n.t('Single file')}`, description: '<name>.md', detail: vscode.l10n.t('One markdown file; if both forms exist for a name, the file wins.'), layout: 'flat' },
  ];
  const pick = await vscode.window.showQuickPick(items, { title, placeHolder: vscode.l10n.t('Choose the layout'), ignoreFocusOut: true });
  return pick?.layout;
}

async function askName(destination: Destination, title: string): Promise<string | undefined> {
  return vscode.window.showInputBox({
    title,
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
        if (await uriExists(candidate)) return vscode.l10n.t('{0} already exists.', vscode.workspace.asRelativePath(candidate));
      }
      return undefined;
    },
  });
}

