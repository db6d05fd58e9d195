import * as vscode from 'vscode';
import { CatalogRequest } from '../../../server/src/lsp/protocol';
import type { Command } from '../commandManager';
import { targetFolder, targetRoot, type CommandArgument } from '../skills/commandTarget';
import type { SkillkilnClient } from '../skillkilnClient';
import type { SkillsModel } from '../skillsModel';

/** Skillkiln: Copy Catalog — the exact text the model receives, for the current root. */
export class CopyCatalogCommand implements Command {
  readonly id = 'skillkiln.copyCatalog';

  constructor(
    private readonly client: SkillkilnClient,
    private readonly model: SkillsModel,
  ) {}

  async execute(arg?: CommandArgument): Promise<string | undefined> {
    const rootUri = targetRoot(this.model, arg)?.root.uri;
    const folderUri = rootUri ? undefined : (await targetFolder(arg))?.uri.toString();
    const { catalog } = await this.client.request(CatalogRequest, { rootUri, folderUri });
    if (!catalog) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No skills root in this folder: there is no catalog to copy.'));
      return undefined;
    }
    await vscode.env.clipboard.writeText(catalog.text);
    vscode.window.setStatusBarMessage(vscode.l10n.t('$(check) Catalog of {0} copied ({1} characters)', catalog.root.label, catalog.chars), 3000);
    return catalog.text;
  }
}
