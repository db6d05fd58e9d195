/** Deepest nesting of objects and lists a settings or config file may have (real ones stay under 10). */
export const MAX_JSON_DEPTH = 100;

/**
 * True when JSON text (comments allowed) nests objects and lists deeper than `limit`: such
 * a file is refused before it is parsed, since the parsers recurse once per level and a
 * file nested thousands deep overflows the stack. One pass, strings and comments skipped.
 */
export function nestedTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c /* \ */) i++;
    } else if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2f) {
      while (i < text.length && text.charCodeAt(i) !== 0x0a) i++;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
