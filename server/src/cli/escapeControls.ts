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
