import * as vscode from 'vscode';
import { CatalogRequest, type CatalogDto } from '../../server/src/lsp/protocol';
import type { SkillkilnClient } from './skillkilnClient';
import type { SkillsModel } from './skillsModel';
import { Disposable } from './util/disposable';
import { escapeMarkdownText as escape, markdownKeepingCode } from './util/markdownText';
import { profileName } from './util/profileName';

/**
 * The status bar item on skill files: the root's profile and catalog size, a warning icon when
 * the runtime truncates or drops something; a click opens the catalog preview.
 */
export class SkillsStatusBar extends Disposable {
  private readonly item: vscode.StatusBarItem;
  private readonly catalogs = new Map<string, CatalogDto | null>();
  private generation = 0;
  /** What the item shows, serialized: every assignment costs a message to the workbench, so unchanged content is not set again. */
  private shown: string | undefined;

  constructor(
    private readonly client: SkillkilnClient,
    private readonly model: SkillsModel,
  ) {
    super();
    this.item = this._register(vscode.window.createStatusBarItem('skillkiln.status', vscode.StatusBarAlignment.Right, 100));
    this.item.name = vscode.l10n.t('Skillkiln Catalog');
    this._register(vscode.window.onDidChangeActiveTextEditor(() => void this.update()));
    this._register(model.onDidChange(() => void this.update()));
    this._register(
      client.onDidChangeIndex((params) => {
        if (params.rootUris.length === 0) this.catalogs.clear();
        for (const uri of params.rootUris) this.catalogs.delete(uri);
        void this.update();
      }),
    );
    void this.update();
  }

  /** The item's current text (for tests). */
  get text(): string | undefined {
    return this.item.text || undefined;
  }

  private async update(): Promise<void> {
    const generation = ++this.generation;
    const document = vscode.window.activeTextEditor?.document;
    const location = document && document.languageId === 'markdown' ? this.model.findSkill(document.uri) ?? this.model.findRoot(document.uri) : undefined;
    if (!location) {
      this.hide();
      return;
    }
    const rootUri = location.root.uri;
    let catalog = this.catalogs.get(rootUri);
    if (catalog === undefined) {
      catalog = await this.client.request(CatalogRequest, { rootUri }).then(
        (result) => result.catalog,
        () => null,
      );
      this.catalogs.set(rootUri, catalog);
    }
    // A newer update started while this one waited for the server.
    if (generation !== this.generation || this.isDisposed) return;
    if (!catalog) {
      this.hide();
      return;
    }
    this.render(catalog, document!.uri);
  }

  private hide(): void {
    if (this.shown === undefined) return;
    this.shown = undefined;
    this.item.hide();
  }

  private render(catalog: CatalogDto, uri: vscode.Uri): void {
    // The format's short name (never its settings id); the tooltip has the full label.
    const profile = profileName(catalog.root.choice.profile);
    const chars = catalog.chars.toLocaleString(vscode.env.language);
    const lossy = catalog.entries.some(isLossy);
    // The same figure, in the same words, as the preview's budget: what counts against the agent's budget.
    const budget = catalog.budget && catalog.budget.limitChars > 0 ? catalog.budget : undefined;
    const size = budget
      ? vscode.l10n.t('{0} of {1} characters', budget.usedChars.toLocaleString(vscode.env.language), budget.limitChars.toLocaleString(vscode.env.language))
      : vscode.l10n.t('{0} characters', chars);
    const text = `${lossy ? '$(warning)' : '$(library)'} ${profile} · ${size}`;
    const label = lossy
      ? vscode.l10n.t('Skillkiln: profile {0}, catalog {1} characters, something is truncated or dropped', profile, chars)
      : vscode.l10n.t('Skillkiln: profile {0}, catalog {1} characters', profile, chars);
    const tooltip = this.tooltip(catalog, profile, chars);
    const shown = JSON.stringify([text, label, tooltip.value, uri.toString()]);
    if (shown === this.shown) return;
    this.shown = shown;
    this.item.text = text;
    this.item.command = { command: 'skillkiln.openPreview', title: vscode.l10n.t('Open Catalog Preview'), arguments: [uri] };
    this.item.accessibilityInformation = { label };
    this.item.tooltip = tooltip;
    this.item.show();
  }

  private tooltip(catalog: CatalogDto, profile: string, chars: string): vscode.MarkdownString {
    const tooltip = new vscode.MarkdownString(undefined, true);
    tooltip.appendMarkdown(`**${vscode.l10n.t('Skillkiln')}** · ${escape(catalog.root.label)}\n\n`);
    const reason = catalog.root.choice.explicit ? vscode.l10n.t('set in settings') : catalog.root.choice.reason;
    tooltip.appendMarkdown(`$(symbol-enum) ${markdownKeepingCode(vscode.l10n.t('Profile: {0} · {1}', catalog.root.profileLabel ?? profile, reason))}\n\n`);
    tooltip.appendMarkdown(`$(symbol-text) ${escape(vscode.l10n.t('{0}: {1} characters, ≈ {2} tokens', catalog.title, chars, catalog.tokens.toLocaleString(vscode.env.language)))}\n\n`);
    const budget = catalog.budget;
    if (budget && budget.limitChars > 0) {
      const used = vscode.l10n.t('{0} of {1} characters', budget.usedChars.toLocaleString(vscode.env.language), budget.limitChars.toLocaleString(vscode.env.language));
      tooltip.appendMarkdown(`$(dashboard) ${escape(vscode.l10n.t('Listing budget: {0}', used))}\n\n`);
    }
    for (const entry of catalog.entries.filter(isLossy).slice(0, 5)) {
      const what = entry.status === 'omitted'
        ? vscode.l10n.t('left out of the listing')
        : entry.status === 'name-only'
          ? vscode.l10n.t('loses its description')
          : entry.droppedKeywords.length > 0
            ? vscode.l10n.t('{0} keywords past the 8th never reach the model', entry.droppedKeywords.length)
            : vscode.l10n.t('no description');
      tooltip.appendMarkdown(`$(warning) ${escape(`${entry.name}: ${what}`)}\n\n`);
    }
    tooltip.appendMarkdown(escape(vscode.l10n.t('Click to open the catalog preview.')));
    return tooltip;
  }
}

/** The model gets less than the author wrote: dropped entry, description or keywords, or none written. */
function isLossy(entry: CatalogDto['entries'][number]): boolean {
  return entry.status !== 'full' || entry.droppedKeywords.length > 0 || entry.description === '';
}
