import type { PreviewStrings } from './messages';

/** Translates one message; placeholders stay as `{0}`… for the webview to fill. */
export type Translate = (message: string) => string;

/**
 * The webview's strings in the display language. The host passes `vscode.l10n.t` (bundles in
 * l10n/); tests pass the identity. No `vscode` import here, so tests render the real strings.
 */
export function previewStrings(t: Translate): PreviewStrings {
  return {
    root: t('Skills root'),
    target: t('Target'),
    profile: t('Profile'),
    profileAuto: t('auto-detected: {0}'),
    profileExplicit: t('set in settings'),
    switchProfile: t('Switch Profile…'),
    viewText: t('Exact text'),
    viewStructured: t('Entries'),
    copy: t('Copy catalog'),
    copied: t('Copied'),
    size: t('{0} characters · ≈ {1} tokens'),
    skillsCount: t('{0} skills listed'),
    oneSkillListed: t('1 skill listed'),
    budgetTitle: t('Listing budget'),
    // The runtime counts only the listed entries against its budget, not the text around them.
    budgetUsage: t('Listed entries: {0} of {1} characters'),
    budgetHint: t('The agent’s own budget for its default model: set the window of the model you use with skillsmith.contextWindowTokens.'),
    budgetFullEntries: t('Only the first {0} skills get a full entry'),
    budgetOver: t('Over budget: skills lose their description or their entry, from the end of the list'),
    losesDescription: t('loses its description'),
    losesEntry: t('left out of the listing'),
    statusFull: t('full entry'),
    statusNameOnly: t('name only'),
    statusOmitted: t('not listed'),
    noDescription: t('No description: the model sees a bare name it cannot match to a request'),
    droppedKeyword: t('never reaches the model (past the 8th keyword)'),
    droppedKeywords: t('{0} keywords past the 8th never reach the model'),
    oneDroppedKeyword: t('1 keyword past the 8th never reaches the model'),
    errors: t('{0} errors'),
    oneError: t('1 error'),
    warnings: t('{0} warnings'),
    oneWarning: t('1 warning'),
    openSkill: t('Open {0} at its header'),
    excludedTitle: t('Not in the catalog'),
    warningsTitle: t('Notes on this listing'),
    entriesTitle: t('Entries'),
    tryTitle: t('Try a request'),
    tryPlaceholder: t('Type what a user would say, e.g. “say hello to Bob”'),
    tryReached: t('Reached'),
    tryMissed: t('Not reached'),
    tryNone: t('No skill shares a word with this request: the model has nothing to match it to.'),
    tryVia: t('via'),
    fieldName: t('name'),
    fieldDescription: t('description'),
    fieldKeyword: t('keyword'),
    fieldMention: t('$mention'),
    noRoot: t('No skills in this folder'),
    noRootHint: t('Create a skills folder with “Skillsmith: New Skill…”, or list your folders in the skillsmith.skillsDirs setting.'),
    empty: t('The catalog is empty: no skill is served from this root.'),
    loading: t('Loading the catalog…'),
    serverDown: t('The Skillsmith language server is not running: {0}'),
    safetyTitle: t('Safety'),
    safetyHint: t('What a reviewer cannot see and an agent would do: hidden text, instructions hidden from the rendered view, risky commands, secrets and bundled programs.'),
    safetyFindings: t('{0} findings'),
    oneSafetyFinding: t('1 finding'),
  };
}
