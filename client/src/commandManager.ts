import * as vscode from 'vscode';
import { oneRunAtATime } from './util/oneRunAtATime';

/** One palette/tree command: an id and what it does. */
export interface Command {
  readonly id: string;
  /**
   * True for a command that asks questions (quick picks, input boxes): running it again with the
   * same arguments while its questions are open does nothing (see `oneRunAtATime`).
   */
  readonly asksQuestions?: boolean;
  execute(...args: unknown[]): unknown;
}

/** Registers commands by their `id` and unregisters them all on dispose. */
export class CommandManager implements vscode.Disposable {
  private readonly commands = new Map<string, vscode.Disposable>();

  register<T extends Command>(command: T): T {
    if (this.commands.has(command.id)) throw new Error(`command ${command.id} registered twice`);
    const execute = (...args: unknown[]) => command.execute(...args);
    this.commands.set(command.id, vscode.commands.registerCommand(command.id, command.asksQuestions ? oneRunAtATime(execute) : execute));
    return command;
  }

  /** Ids of every registered command (for tests). */
  get ids(): readonly string[] {
    return [...this.commands.keys()];
  }

  dispose(): void {
    for (const registration of this.commands.values()) registration.dispose();
    this.commands.clear();
  }
}
