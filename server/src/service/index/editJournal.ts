import { ChangeLog } from '../model/changeLog';

/** The index's epochs a mark compares (see `SkillIndex`). */
export interface IndexEpochs {
  readonly headerEpoch: number;
  readonly namesEpoch: number;
  readonly fsEpoch: number;
}

/** Where the index stood when a host took its mark (see `EditJournal.since`). */
export interface EditMark {
  readonly log: number;
  readonly headerEdits: number;
  readonly epochs: IndexEpochs;
}

/**
 * Which files were read again in place (an editor's keystroke, a file saved on disk), in order,
 * so that a host can ask what changed since it last looked: those files alone, or "anything"
 * when something else happened meanwhile (a walk, a file appearing or vanishing, a name change).
 */
export class EditJournal {
  private readonly log = new ChangeLog();
  /** How many of the header epoch's bumps edits account for. */
  private headerEdits = 0;

  /** `p`, a known skill or markdown file, was read again; `header`: the index bumped its header epoch once for it. */
  note(p: string, header: boolean): void {
    this.log.note(p);
    if (header) this.headerEdits++;
  }

  mark(epochs: IndexEpochs): EditMark {
    return { log: this.log.mark(), headerEdits: this.headerEdits, epochs: { headerEpoch: epochs.headerEpoch, namesEpoch: epochs.namesEpoch, fsEpoch: epochs.fsEpoch } };
  }

  /**
   * The files edited since `mark`, or undefined when something else changed too: a names or
   * file-system epoch moved, or the header epoch moved more than the edits account for.
   */
  since(mark: EditMark, now: IndexEpochs): string[] | undefined {
    if (now.namesEpoch !== mark.epochs.namesEpoch || now.fsEpoch !== mark.epochs.fsEpoch) return undefined;
    if (now.headerEpoch - mark.epochs.headerEpoch !== this.headerEdits - mark.headerEdits) return undefined;
    return this.log.since(mark.log);
  }
}
