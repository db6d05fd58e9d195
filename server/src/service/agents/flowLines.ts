/**
 * The header's text with every line that goes on a quoted value or a `[…]`/`{…}` indented
 * under the line that opens it, or undefined when no such line needed it.
 *
 * libyaml (serde_yaml, unsafe-libyaml 0.2.11) holds those lines to no indentation: on Copilot
 * CLI 1.0.102, `description: 'a` then `b'` at the start of the next line loads, and so do a
 * `# …` line and a tab-indented line inside the quotes, and `[a,` then `b]`; only a `---` or
 * `...` line inside them fails. YAML 1.2 (and Skillkiln's `yaml`) wants them indented more than
 * the block around them. Leading whitespace of such a line is never part of the value (a quoted
 * value folds it away, a flow collection skips it), so indenting it changes no value: what
 * `yaml` reads from the result is what libyaml reads from the text.
 */
export function flowLinesIndented(text: string): string | undefined {
  const lines = text.split('\n');
  const st: ScanState = { quote: undefined, depth: 0, openIndent: 0, blockIndent: undefined };
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const indent = /^ */.exec(line)![0].length;
    if (st.blockIndent !== undefined) {
      if (line.trim() === '' || indent > st.blockIndent) continue;
      st.blockIndent = undefined;
    }
    if (st.quote !== undefined || st.depth > 0) {
      // A document marker inside them fails in libyaml as in `yaml`: left as it is.
      if (/^(---|\.\.\.)([ \t]|$)/.test(line)) continue;
      const body = line.replace(/^[ \t]+/, '');
      const moved = body === '' ? '' : `${' '.repeat(st.openIndent + 1)}${body}`;
      if (moved !== line) {
        lines[i] = moved;
        changed = true;
      }
      scanRest(moved, moved.length - body.length, st);
      continue;
    }
    st.openIndent = indent;
    scanBlock(line, indent, st, true);
  }
  return changed ? lines.join('\n') : undefined;
}

interface ScanState {
  /** The quote of a quoted value still open at the end of the line. */
  quote: '\'' | '"' | undefined;
  /** `[`/`{` still open. */
  depth: number;
  /** Indentation of the line that opened the quote or the bracket. */
  openIndent: number;
  /** Indentation of the line of an open `|`/`>` block: more indented lines are its text. */
  blockIndent: number | undefined;
}

/** Goes on a line that starts inside a quote or a bracket. */
function scanRest(line: string, p: number, st: ScanState): void {
  if (st.quote !== undefined) {
    p = closeQuote(line, p, st);
    if (st.quote !== undefined) return;
  }
  if (st.depth > 0) {
    p = scanFlow(line, p, st);
    if (st.depth > 0 || st.quote !== undefined) return;
  }
  scanBlock(line, p, st, false);
}

/** Scans block context from `p`; `valueStart`: a value may begin here. */
function scanBlock(line: string, p: number, st: ScanState, valueStart: boolean): void {
  while (p < line.length) {
    const c = line[p]!;
    if (c === ' ' || c === '\t') { p++; continue; }
    if (c === '#' && (p === 0 || /[ \t]/.test(line[p - 1]!))) return;
    if (!valueStart) {
      if (c === ':' && spaceOrEnd(line, p + 1)) valueStart = true;
      p++;
      continue;
    }
    if (c === '\'' || c === '"') {
      st.quote = c;
      p = closeQuote(line, p + 1, st);
      if (st.quote !== undefined) return;
      valueStart = false;
      continue;
    }
    if (c === '[' || c === '{') {
      st.depth = 1;
      p = scanFlow(line, p + 1, st);
      if (st.depth > 0 || st.quote !== undefined) return;
      valueStart = false;
      continue;
    }
    if (c === '|' || c === '>') {
      st.blockIndent = /^ */.exec(line)![0].length;
      return;
    }
    if ((c === '-' || c === '?' || c === ':') && spaceOrEnd(line, p + 1)) { p++; continue; }
    if (c === '&' || c === '!' || c === '*') {
      while (p < line.length && !/[ \t]/.test(line[p]!)) p++;
      continue;
    }
    // A plain value: it runs to a `: ` (a key) or the end of the line.
    const colon = /:(?=[ \t]|$)/.exec(line.slice(p));
    if (!colon) return;
    p += colon.index + 1;
  }
}

/** Inside `[…]`/`{…}`: returns where the outermost one closes (or the line's end). */
function scanFlow(line: string, p: number, st: ScanState): number {
  while (p < line.length) {
    const c = line[p]!;
    if (c === '#' && /[ \t]/.test(line[p - 1] ?? ' ')) return line.length;
    // A quote opens a value only where one starts (`[it's]` is plain text).
    if ((c === '\'' || c === '"') && /[[{,: \t]/.test(line[p - 1] ?? ' ')) {
      st.quote = c;
      p = closeQuote(line, p + 1, st);
      if (st.quote !== undefined) return line.length;
      continue;
    }
    if (c === '[' || c === '{') st.depth++;
    else if (c === ']' || c === '}') {
      st.depth--;
      if (st.depth === 0) return p + 1;
    }
    p++;
  }
  return p;
}

/** Past the quote `st.quote` closes on this line (clearing it), or the line's end when it stays open. */
function closeQuote(line: string, p: number, st: ScanState): number {
  while (p < line.length) {
    const c = line[p]!;
    if (st.quote === '"' && c === '\\') { p += 2; continue; }
    if (c === st.quote) {
      if (c === '\'' && line[p + 1] === '\'') { p += 2; continue; }
      st.quote = undefined;
      return p + 1;
    }
    p++;
  }
  return line.length;
}

function spaceOrEnd(line: string, p: number): boolean {
  return p >= line.length || line[p] === ' ' || line[p] === '\t';
}
