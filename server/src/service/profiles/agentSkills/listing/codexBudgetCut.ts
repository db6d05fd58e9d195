/** One line of Codex's skill list before its budget cut: `- <name>: <description> (file: <path>)`. */
export interface CodexCutLine {
  readonly name: string;
  /** The description as Codex lists it in full (already on one line and capped). */
  readonly description: string;
  /** The file as the line names it (`r1/<dir>/SKILL.md`). */
  readonly path: string;
}

/** Where a line ends up: how many characters of its description it keeps, or left out of the list. */
export type CodexCut = { readonly kept: number } | 'omitted';

/** Codex's budget in its own unit: tokens of about four bytes each. */
const BYTES_PER_TOKEN = 4;

/** Tokens Codex counts for a text of `bytes` UTF-8 bytes: a token per four bytes, rounded up. */
export function codexTokens(bytes: number): number {
  return Math.ceil(bytes / BYTES_PER_TOKEN);
}

/** A line with its description cut to its first `kept` code points (0: `- name: (file: path)`). */
export function codexCutLine(line: CodexCutLine, kept: number): string {
  const description = [...line.description].slice(0, kept).join('');
  return description ? `- ${line.name}: ${description} (file: ${line.path})` : `- ${line.name}: (file: ${line.path})`;
}

/**
 * Codex's own cut of its skill list to `budget` tokens (observed on 0.171.0, byte for byte, and as
 * codex-rs `render.rs` words it): each line costs `ceil(bytes / 4)` tokens with its line end. When
 * every full line fits, all stay whole. Else, when every line fits without its description, the
 * descriptions are handed out one character at a time, round-robin in listing order, each line
 * taking its next character while the extra tokens it costs fit what is left, until none can.
 * Else lines without description are kept in order while they fit (a line that does not fit is
 * left out and the next ones are still tried).
 */
export function codexBudgetCut(lines: readonly CodexCutLine[], budget: number): CodexCut[] {
  const cost = (text: string) => codexTokens(Buffer.byteLength(text) + 1);
  const lengths = lines.map((l) => [...l.description].length);
  const full = lines.reduce((n, l, i) => n + cost(codexCutLine(l, lengths[i]!)), 0);
  if (full <= budget) return lengths.map((kept) => ({ kept }));
  const minimum = lines.map((l) => cost(codexCutLine(l, 0)));
  const minimumTotal = minimum.reduce((a, b) => a + b, 0);
  if (minimumTotal > budget) {
    let used = 0;
    return minimum.map((c) => {
      if (used + c > budget) return 'omitted';
      used += c;
      return { kept: 0 };
    });
  }
  return roundRobin(lines, lengths, budget - minimumTotal).map((kept) => ({ kept }));
}

/**
 * Description characters handed out one at a time over the lines in turn. A line's extra cost
 * with `k` characters counts the line without description, the `k` characters' bytes and the
 * space before them, rounded up to tokens as a whole, less the line's cost without description.
 */
function roundRobin(lines: readonly CodexCutLine[], lengths: readonly number[], room: number): number[] {
  const extra = lines.map((l) => {
    const bare = Buffer.byteLength(codexCutLine(l, 0)) + 1;
    const out = [0];
    let bytes = 0;
    for (const ch of l.description) {
      bytes += Buffer.byteLength(ch);
      out.push(codexTokens(bare + bytes + 1) - codexTokens(bare));
    }
    return out;
  });
  const kept = lines.map(() => 0);
  let left = room;
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < lines.length; i++) {
      if (kept[i]! >= lengths[i]!) continue;
      const delta = extra[i]![kept[i]! + 1]! - extra[i]![kept[i]!]!;
      if (delta > left) continue;
      kept[i]!++;
      left -= delta;
      changed = true;
    }
  }
  return kept;
}
