// The screenshot handshake between a test (inside the extension host) and the runner (outside):
// the test logs `${SCREENSHOT_MARKER} <name>`; the runner, which sees the extension host's log,
// takes the shot and then writes `<name>.done` (empty, or an error message) into the folder named
// by the SHOTS_DIR_ENV variable, which the test watches.

/** Prefix of the log line asking the runner for a screenshot. */
export const SCREENSHOT_MARKER = '[skillkiln-screenshot]';

/** Environment variable (set on code-server, so seen by the extension host) naming the folder of `.done` files. */
export const SHOTS_DIR_ENV = 'SKILLKILN_TEST_SHOTS';

/** Screenshot names become file names: keep them to a safe alphabet. */
export function isValidShotName(name: string): boolean {
  return /^[A-Za-z0-9][\w.-]{0,99}$/.test(name);
}

/** Name of the file that tells the test the screenshot `name` was handled. */
export function doneFileName(name: string): string {
  return `${name}.done`;
}
