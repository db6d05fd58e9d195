import type { Command } from '../commandManager';
import type { CatalogPreview } from '../preview/catalogPreview';
import type { CatalogPreviewManager } from '../preview/catalogPreviewManager';
import { targetFolder, targetRoot, type CommandArgument } from '../skills/commandTarget';
import type { SkillsModel } from '../skillsModel';

/** Skillkiln: Open Catalog Preview — beside the editor, one panel per workspace folder. */
export class OpenPreviewCommand implements Command {
  readonly id = 'skillkiln.openPreview';

  constructor(
    private readonly previews: CatalogPreviewManager,
    private readonly model: SkillsModel,
  ) {}

  async execute(arg?: CommandArgument): Promise<CatalogPreview | undefined> {
    const folder = await targetFolder(arg);
    if (!folder) return undefined;
    return this.previews.open(folder, targetRoot(this.model, arg)?.root.uri);
  }
}
