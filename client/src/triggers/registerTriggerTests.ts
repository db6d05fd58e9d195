import * as vscode from 'vscode';
import type { CommandManager } from '../commandManager';
import type { CatalogPreviewManager } from '../preview/catalogPreviewManager';
import type { TriggerResultRow } from '../preview/messages';
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
export function registerTriggerTests(context: vscode.ExtensionContext, client: SkillkilnClient, commands: CommandManager, previews: CatalogPreviewManager): TriggerTestsApi {
  const store = new TriggerResultStore(context.workspaceState);
  const controller = new TriggerTestController(client, store);
  context.subscriptions.push(
    store,
    controller,
    vscode.languages.registerCodeLensProvider({ scheme: 'file', pattern: '**/SKILL.md' }, new TriggerCodeLensProvider(controller)),
  );
  // The catalog preview shows the last results of its folder's skills, stale ones marked.
  const rowsFor = (folderUri: string): TriggerResultRow[] => controller.skillList
    .filter((s) => s.uri.startsWith(`${folderUri}/`))
    .flatMap((s) => {
      const agents = store.get(s.dirUri).map((r) => ({ label: controller.agentLabel(r.agent), passed: r.passed, failed: r.failed, errors: r.errors, stale: r.fingerprint !== s.fingerprint }));
      return agents.length ? [{ name: s.name, uri: s.uri, agents }] : [];
    });
  const shown = new Map<string, string>();
  const postAll = () => {
    for (const preview of previews.all) {
      const { folderUri } = preview;
      const rows = rowsFor(folderUri);
      const json = JSON.stringify(rows);
      if (shown.get(folderUri) === json) continue;
      shown.set(folderUri, json);
      preview.postTriggerResults(rows);
    }
  };
  context.subscriptions.push(
    store.onDidChange(postAll),
    controller.onDidChangeSkills(postAll),
    // A page (re)built shows nothing of them yet.
    previews.onDidRender((e) => { shown.delete(e.folderUri); postAll(); }),
  );
  commands.register(new RunTriggerTestsCommand(controller));
  commands.register(new DraftTriggerTestsCommand(client));
  commands.register(new TryForRealCommand(client, controller));
  return { controller, store };
}
