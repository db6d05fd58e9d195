import type { Range } from 'vscode-languageserver-types';

/** The empty range at the start of a file: where a finding about the whole file points. */
export const FILE_START: Range = Object.freeze({ start: Object.freeze({ line: 0, character: 0 }), end: Object.freeze({ line: 0, character: 0 }) });
