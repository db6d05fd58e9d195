import * as vscode from 'vscode';

/**
 * Context keys that tick the walkthrough's steps (`onContext:` completion events in the
 * manifest): the workbench ticks a step when its expression turns true, and remembers it.
 *
 * Each step also has the event `<key> && activeEditor == 'gettingStartedPage'`: VS Code 1.100
 * creates its walkthrough service late (when the walkthrough first opens) and, for an expression
 * already true then, marks the event as seen without ticking the step, for the whole session —
 * so in a workspace that already had skills “Create a first skill” never ticked. The second
 * expression is false while the walkthrough is being opened and turns true once it is shown.
 */
export const AGENT_CHOSEN_KEY = 'skillkiln.agentChosen';

/** Ticks “Pick your agent”: an agent was picked in New Skill… or Choose Your Agents. */
export function markAgentChosen(): void {
  void vscode.commands.executeCommand('setContext', AGENT_CHOSEN_KEY, true);
}

/** The walkthrough, as `workbench.action.openWalkthrough` names it. */
export const WALKTHROUGH_ID = 'skillkiln.skillkiln#firstSkill';
const OPENED_KEY = 'skillkiln.walkthroughOpened';

/**
 * Opens the walkthrough the first time Skillkiln starts in this profile (`npm start`, a fresh
 * install): without it the first screen is a bare Explorer. Never in the in-editor tests' own
 * start (they open it themselves), and never twice. Resolves with whether it opened it.
 */
export async function openWalkthroughOnFirstStart(context: vscode.ExtensionContext, force = false): Promise<boolean> {
  if (!force && context.extensionMode === vscode.ExtensionMode.Test) return false;
  if (context.globalState.get<boolean>(OPENED_KEY)) return false;
  await context.globalState.update(OPENED_KEY, true);
  await vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH_ID, false);
  return true;
}

/** Forgets that the walkthrough was opened (tests). */
export function forgetWalkthroughOpened(context: vscode.ExtensionContext): Thenable<void> {
  return context.globalState.update(OPENED_KEY, undefined);
}
