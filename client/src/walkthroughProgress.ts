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
