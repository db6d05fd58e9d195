import * as vscode from 'vscode';

/** Disposes every item, collecting nothing: one failing dispose must not leak the others. */
export function disposeAll(disposables: vscode.Disposable[]): void {
  while (disposables.length) {
    try {
      disposables.pop()?.dispose();
    } catch (err) {
      console.error(err);
    }
  }
}

/** Base class owning disposables registered with `_register`, released together on `dispose`. */
export abstract class Disposable implements vscode.Disposable {
  private readonly _disposables: vscode.Disposable[] = [];
  private _isDisposed = false;

  protected get isDisposed(): boolean {
    return this._isDisposed;
  }

  dispose(): void {
    if (this._isDisposed) return;
    this._isDisposed = true;
    disposeAll(this._disposables);
  }

  protected _register<T extends vscode.Disposable>(value: T): T {
    if (this._isDisposed) value.dispose();
    else this._disposables.push(value);
    return value;
  }
}
