import type { Command } from '../commandManager';
import type { PreviewFollower } from '../preview/previewFollower';

/** Skillkiln: Toggle Preview Lock — keep the catalog preview on its skills folder, or let it follow the editor. */
export class TogglePreviewLockCommand implements Command {
  readonly id = 'skillkiln.togglePreviewLock';

  constructor(private readonly follower: PreviewFollower) {}

  /** Resolves with the new state: true when locked. */
  execute(): boolean {
    return this.follower.toggleLock();
  }
}
