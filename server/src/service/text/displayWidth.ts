// Zero width: control characters, combining marks, format characters (zero-width space, joiners…).
const ZERO = /[\u0000-\u001f\u007f-\u009f\p{Mn}\p{Me}\p{Cf}]/u;
// Two columns: East Asian wide and fullwidth characters, emoji.
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]|\p{Extended_Pictographic}/u;

/**
 * How many terminal columns a text takes, the way Claude Code measures its skill listing
 * against the budget: line breaks and other control characters count nothing, wide
 * characters and emoji two.
 */
export function displayWidth(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x20 && c < 0x7f) n++;
    else if (ZERO.test(ch)) continue;
    else n += WIDE.test(ch) ? 2 : 1;
  }
  return n;
}
