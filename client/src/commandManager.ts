import * as vscode from 'vscode';

/** One palette/tree command: an id and what it does. */
export interface Command {
  readonly id: string;
  execute(...args: unknown[]): unknown;
}

/** Registers commands by their `id` and unregisters them all on dispose. */
export class CommandManager implements vscode.Disposable {
  private readonly commands = new Map<string, vscode.Disposable>();

  register<T extends Command>(command: T): T {
    if (this.commands.has(command.id)) throw new Error(`command ${command.id} registered twice`);
    this.commands.set(command.id, vscode.commands.registerCommand(command.id, command.execute, command));
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
