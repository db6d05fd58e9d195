import * as vscode from 'vscode';
import { CommandManager } from './commandManager';
import { ChooseAgentsCommand } from './commands/chooseAgentsCommand';
import { CopyCatalogCommand } from './commands/copyCatalogCommand';
import { FixAllCommand } from './commands/fixAllCommand';
import { NewSkillCommand } from './commands/newSkillCommand';
import { OpenPreviewCommand } from './commands/openPreviewCommand';
import { TogglePreviewLockCommand } from './commands/togglePreviewLockCommand';
import { SafetyFilterCommand } from './commands/safetyFilterCommand';
import { RefreshTreeCommand, RestartServerCommand, ShowOutputCommand } from './commands/serverCommands';
import { ConvertLayoutCommand, RenameSkillCommand } from './commands/skillEditCommands';
import { SwitchProfileCommand } from './commands/switchProfileCommand';
import { CreateSkillsFolderCommand, DeleteSkillCommand, OpenSkillCommand, RevealInExplorerCommand } from './commands/treeCommands';
import { PackSkillCommand } from './commands/packSkillCommand';
import { ContextKeys } from './contextKeys';
import { HeaderSuggest } from './editing/headerSuggest';
import { CatalogPreviewManager } from './preview/catalogPreviewManager';
import { PreviewFollower } from './preview/previewFollower';
import { SkillkilnClient } from './skillkilnClient';
import { SkillsModel } from './skillsModel';
import { SkillsStatusBar } from './statusBar';
import { SkillDecorationProvider } from './tree/skillDecorations';
import { SkillsTreeProvider } from './tree/skillsTreeProvider';
import type { SkillsNode } from './tree/treeNodes';
import type { SkillkilnApi } from './api';
import { registerTriggerTests } from './triggers/registerTriggerTests';
import { forgetWalkthroughOpened, openWalkthroughOnFirstStart } from './walkthroughProgress';

/**
 * Activation: every command is registered first (so the palette never says "command not
 * found"), then the server starts in the background. Returns an API for the in-editor tests.
 */
export function activate(context: vscode.ExtensionContext): SkillkilnApi {
  const client = new SkillkilnClient(context);
  const model = new SkillsModel(client);
  const previews = new CatalogPreviewManager(client, context.extensionUri);
  const tree = new SkillsTreeProvider(model);
  const treeView = vscode.window.createTreeView<SkillsNode>('skillkiln.skills', { treeDataProvider: tree, showCollapseAll: true });
  const statusBar = new SkillsStatusBar(client, model);
  const follower = new PreviewFollower(previews, model);
  context.subscriptions.push(
    client,
    model,
    previews,
    tree,
    treeView,
    statusBar,
    new ContextKeys(model),
    new HeaderSuggest(model),
    follower,
    vscode.window.registerFileDecorationProvider(new SkillDecorationProvider()),
  );

  const commands = new CommandManager();
  context.subscriptions.push(commands);
  const newSkill = commands.register(new NewSkillCommand(model));
  commands.register(new OpenPreviewCommand(previews, model));
  commands.register(new TogglePreviewLockCommand(follower));
  commands.register(new SwitchProfileCommand(model));
  commands.register(new ChooseAgentsCommand(client));
  commands.register(new FixAllCommand());
  commands.register(new CopyCatalogCommand(client, model));
  commands.register(new ShowOutputCommand(client));
  commands.register(new RestartServerCommand(client));
  commands.register(new RefreshTreeCommand(model));
  commands.register(new CreateSkillsFolderCommand(newSkill, model));
  commands.register(new OpenSkillCommand());
  commands.register(new ConvertLayoutCommand(model, 'folder'));
  commands.register(new ConvertLayoutCommand(model, 'flat'));
  commands.register(new RenameSkillCommand(model));
  commands.register(new DeleteSkillCommand(model));
  commands.register(new RevealInExplorerCommand(model));
  commands.register(new PackSkillCommand(client, model));
  commands.register(new SafetyFilterCommand(tree, treeView, true));
  commands.register(new SafetyFilterCommand(tree, treeView, false));
  const triggers = registerTriggerTests(context, client, commands, previews);

  context.subscriptions.push(
    // The server re-reads its settings on didChangeConfiguration; fetch the tree once more in case
    // the change only affects what the client shows.
    vscode.workspace.onDidChangeConfiguration((event) => event.affectsConfiguration('skillkiln') && void model.refresh()),
    vscode.workspace.onDidChangeWorkspaceFolders(() => void model.refresh()),
    // Without a server the tree is empty: say why instead of looking like "no skills".
    client.onDidChangeState((state) => {
      treeView.message = state === 'stopped' ? vscode.l10n.t('The Skillkiln language server is not running. Run “Skillkiln: Show Output” for details, or “Skillkiln: Restart Server”.') : undefined;
    }),
    // Like the Explorer's auto-reveal: select the active skill when the view is visible.
    vscode.window.onDidChangeActiveTextEditor((editor) => {
      const node = editor && treeView.visible ? tree.findSkillNode(editor.document.uri) : undefined;
      if (node) void treeView.reveal(node, { select: true, focus: false, expand: false }).then(undefined, () => undefined);
    }),
  );

  void client.start();
  void openWalkthroughOnFirstStart(context);

  return {
    whenReady: () => client.whenReady(),
    get serverState() {
      return client.state;
    },
    onDidChangeServerState: client.onDidChangeState,
    get serverPid() {
      return client.serverPid;
    },
    onDidLogServerMessage: client.onDidLog,
    commandIds: commands.ids,
    tree: {
      provider: tree,
      view: treeView,
      refresh: () => model.refresh(),
      onDidChange: model.onDidChange,
    },
    previews: {
      onDidRender: previews.onDidRender,
      onDidShowActiveSkill: previews.onDidShowActiveSkill,
      get: (folderUri) => previews.get(folderUri),
      serializer: previews,
    },
    statusBar: {
      get text() {
        return statusBar.text;
      },
    },
    triggers,
    firstStart: {
      open: () => openWalkthroughOnFirstStart(context, true),
      forget: () => forgetWalkthroughOpened(context),
    },
  };
}

export function deactivate(): void {
  // Everything is in context.subscriptions; the language client stops when disposed.
}
