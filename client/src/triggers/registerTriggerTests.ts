import * as vscode from 'vscode';
import type { CommandManager } from '../commandManager';
import type { SkillkilnClient } from '../skillkilnClient';
import { DraftTriggerTestsCommand } from './draftTriggerTestsCommand';
import { RunTriggerTestsCommand } from './runTriggerTestsCommand';
import { TriggerCodeLensProvider } from './triggerCodeLens';
import { TriggerResultStore } from './triggerResultStore';
import { TriggerTestController } from './triggerTestController';
import { TryForRealCommand } from './tryForRealCommand';

/** What the in-editor tests and the preview reach of trigger tests. */
export interface TriggerTestsApi {
  readonly controller: TriggerTestController;
  readonly store: TriggerResultStore;
}

/** The Test Explorer controller, its CodeLens and commands, all disposed with the extension. */
export function registerTriggerTests(context: vscode.ExtensionContext, client: SkillkilnClient, commands: CommandManager): TriggerTestsApi {
  const store = new TriggerResultStore(context.workspaceState);
  const controller = new TriggerTestController(client, store);
  context.subscriptions.push(
    store,
    controller,
    vscode.languages.registerCodeLensProvider({ scheme: 'file', pattern: '**/SKILL.md' }, new TriggerCodeLensProvider(controller)),
  );
  commands.register(new RunTriggerTestsCommand(controller));
  commands.register(new DraftTriggerTestsCommand(client));
  commands.register(new TryForRealCommand(client, controller));
  return { controller, store };
}
