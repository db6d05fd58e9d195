/**
 * Above this size a header is parsed only if it holds at most MAX_COSTLY_MARKS of what the YAML
 * package spends more than linear time on (each alias looks its anchor up through the document,
 * each repeated key or tag error is built with its context): 3,000 anchors and as many aliases
 * cost it 25 s on 85 KB. Real headers hold a handful.
 */
const PLAIN_ONLY_ABOVE = 64 * 1024;
const MAX_COSTLY_MARKS = 200;
/** A `&`, `*` or `!` opening a key, a value or an item (not inside a text: `an *italic* word`), and a `?` key. */
const COSTLY_MARK = /(?:^[ \t]*|[:-][ \t]+|[[{,][ \t]*)[&*!][^\s,[\]{}]|^[ \t-]*\?(?:[ \t]|$)/gm;
/** A line's key and what comes before it on the line (indentation, list item dashes). */
const KEY_LINE = /^([ \t-]*)([^\s#'"\-?:][^:\n]*?):(?:[ \t]|$)/gm;

/** How many costly marks a header holds, counted up to one past the cap. */
function costlyMarks(source: string): number {
  let n = 0;
  COSTLY_MARK.lastIndex = 0;
  while (COSTLY_MARK.exec(source) && n <= MAX_COSTLY_MARKS) n++;
  // Keys by the column they start at; a key at a column closes the mappings deeper than it, a list item opens a new one.
  const open = new Map<number, Set<string>>();
  KEY_LINE.lastIndex = 0;
  for (let m = KEY_LINE.exec(source); m && n <= MAX_COSTLY_MARKS; m = KEY_LINE.exec(source)) {
    const column = m[1]!.length;
    for (const c of open.keys()) if (c > column) open.delete(c);
    let keys = open.get(column);
    if (!keys || m[1]!.includes('-')) open.set(column, (keys = new Set()));
    if (keys.has(m[2]!)) n++;
    else keys.add(m[2]!);
  }
  return n;
}

/**
 * Why a header is too costly to parse (past PLAIN_ONLY_ABOVE, more than MAX_COSTLY_MARKS costly
 * marks), in the words of a `HEADER_TOO_LARGE` problem; undefined for one worth parsing.
 */
export function tooCostly(source: string): string | undefined {
  if (source.length <= PLAIN_ONLY_ABOVE || costlyMarks(source) <= MAX_COSTLY_MARKS) return undefined;
  return `the header is larger than ${PLAIN_ONLY_ABOVE / 1024} KiB and holds more than ${MAX_COSTLY_MARKS} anchors, aliases, tags, \`?\` keys or repeated keys, so Skillkiln does not parse it`;
}
