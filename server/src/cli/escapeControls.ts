/**
 * Characters a terminal or a CI log acts on instead of showing: C0 and C1 controls (ESC
 * starts the sequences that clear a screen or hide text, a line break forges a finding line),
 * DEL, the Unicode line and paragraph separators, and the bidirectional overrides that
 * reorder what is shown.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Text safe to print in a terminal: each control character written as a visible `\xHH` or `\uHHHH` escape. */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
  });
}

function hex(n: number, width: number): string {
  return n.toString(16).toUpperCase().padStart(width, '0');
}

/** Controls but the line break and the tab: what a multi-line text may keep. */
// eslint-disable-next-line no-control-regex
const CONTROLS_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * A line a CI runner would read as a command of its own: GitHub's `::add-mask::…`,
 * `::error file=…::…`, `::stop-commands::…`, Azure's `##vso[…]` and the `##[error]` form.
 */
const COMMAND_START = /^([ \t]*)([:#])(?=:|#\[|#vso\[)/gm;

/**
 * Text safe to print in a CI log, line by line: the controls escaped as in `escapeControls`
 * (line breaks and tabs kept), and a line that would start a runner command starts with its
 * first character escaped instead (`\x3A:add-mask::…`), so a skill cannot mask, annotate or
 * stop the log of the job that prints it.
 */
export function escapeLines(text: string): string {
  return text.replace(CONTROLS_IN_LINES, escapeControls).replace(COMMAND_START, (_, indent: string, c: string) => `${indent}\\x${hex(c.charCodeAt(0), 2)}`);
}

/** Characters `JSON.stringify` leaves raw that a terminal acts on (C1 controls, DEL, separators, bidi overrides). */
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON text safe to print in a terminal or a CI log: those characters as `\uXXXX` escapes (the parsed value is the same). */
export function escapeJson(json: string): string {
  return json.replace(RAW_IN_JSON, (c) => `\\u${hex(c.charCodeAt(0), 4).toLowerCase()}`);
}
