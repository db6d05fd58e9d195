/** Why discovery did not look into a place. */
export type SkipReason =
  /** Listing the folder (or reading the file) failed: permissions or an I/O error. */
  | 'unreadable'
  /** The name is not valid UTF-8, so no path to it can be written. */
  | 'name-not-utf8'
  /** Deeper than the walk goes. */
  | 'too-deep'
  /** The walk stopped here: the folder has more entries than the walk visits. */
  | 'too-many-entries'
  /** A symbolic link out of the workspace folder (not followed on purpose). */
  | 'link-outside'
  /** A symbolic link to nothing. */
  | 'link-broken'
  /** A skill file that is not a regular file (a pipe, a socket, a device, a link to one): reading it could block or never end. */
  | 'not-a-file';

/** A place discovery left out, and why. */
export interface SkippedPlace {
  readonly path: string;
  readonly reason: SkipReason;
  /** The link's target for `link-outside`, the limit for `too-deep` and `too-many-entries`. */
  readonly detail?: string;
}

/**
 * What a walk left out: free-form lines for the log, and the same skips as data, so a front
 * end (the CLI) can say each one and count it instead of looking clean.
 */
export class SkipLog {
  readonly lines: string[] = [];
  readonly places: SkippedPlace[] = [];

  /** A place left out: logged and kept. */
  skip(place: SkippedPlace, line: string): void {
    this.places.push(place);
    this.lines.push(line);
  }

  /** A line for the log only (nothing was left out, e.g. a folder reached twice through a link). */
  note(line: string): void {
    this.lines.push(line);
  }
}
