import { isCollection, isMap, isSeq, Lexer, parseDocument, Scalar, visit, type Document, type Node } from 'yaml';

/**
 * Bun's built-in `Bun.YAML.parse` as observed through Claude Code 2.1.197 (Bun is not on npm,
 * so Skillkiln models it with the `yaml` package; the agent fuzzer holds the model to the agent):
 * YAML 1.2 core schema (`0x1F` is 31), aliases resolved, merge keys (`<<: *base`) merged, a key
 * written twice keeps its last value, a tag it does not know (`!!binary`) leaves the text as
 * written (`aGVsbG8=`, not decoded), a quoted value stays text under any core tag (`!!int "7"`), a plain value may start with `,` (`hooks: ,a` is the
 * text `,a`, which YAML refuses), and a `\r\n` line break inside a quoted value is a line break
 * of the value (see `crlfQuoted`), and a NUL character is refused. Throws where Bun throws on the same text.
 */
export function bunYamlParse(text: string): unknown {
  // A NUL character in the header (a file saved as Latin-1 turns some characters into one):
  // Bun refuses the text (observed on Claude Code 2.1.197, which then drops the header).
  const nul = text.indexOf('\0');
  if (nul >= 0) throw Object.assign(new Error('Unexpected character'), { pos: [nul, nul + 1] });
  const read = crlfQuoted(text);
  // `logLevel: 'error'`: no warning printed (an unresolved tag, a collection as a key).
  const doc = parseDocument(read, { merge: true, uniqueKeys: false, resolveKnownTags: false, logLevel: 'error' });
  const error = doc.errors.find((e) => !(e.code === 'BAD_SCALAR_START' && read[e.pos[0]] === ','));
  if (error) throw error;
  const refused = flowIndentRefusal(doc, read);
  if (refused !== undefined) throw Object.assign(new Error('Unexpected token'), { pos: [refused, refused + 1] });
  // A quoted value keeps its text whatever core tag it carries (`!!int "7"` is `7` the text, observed on Claude Code 2.1.197).
  if (read.includes('!!')) {
    visit(doc, {
      Scalar(_key, node) {
        if ((node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) && typeof node.source === 'string' && typeof node.value !== 'string') node.value = node.source;
      },
    });
  }
  return doc.toJS();
}

/** The lexer's marks that stand for no source text (document start, scalar, flow end). */
const MARKS = new Set(['\x02', '\x18', '\x1f']);

/**
 * `text` with each quoted value that holds a `\r\n` line break written as the double-quoted
 * value Bun reads there: Bun does not fold such a break (observed on Claude Code 2.1.197, single
 * and double quotes alike): each one is a line break of the value (`'a\r\n  b'` is `a⏎b`, a blank
 * line between gives two), the blanks around it dropped, and a `\` escaping it dropped too (`a⏎b`
 * again). A `\n` break folds as YAML says (`'a\n  b'` is `a b`). `text` itself when nothing changes.
 */
export function crlfQuoted(text: string): string {
  if (!text.includes('\r\n') || !/["']/.test(text)) return text;
  const out: string[] = [];
  let source = '';
  let changed = false;
  for (const token of new Lexer().lex(text)) {
    if (MARKS.has(token)) continue;
    source += token;
    const quote = token[0];
    if ((quote === '"' || quote === "'") && token.length > 1 && token.endsWith(quote) && token.includes('\r\n')) {
      out.push(bunQuoted(token));
      changed = true;
    } else out.push(token);
  }
  // The lexer's tokens are the source's pieces: where they are not, the text is left as written.
  return changed && source === text ? out.join('') : text;
}

/** One quoted value holding `\r\n` breaks, as a double-quoted value whose `\r\n` breaks are `\n` escapes. */
function bunQuoted(token: string): string {
  const inner = token.slice(1, -1);
  const escaped = token[0] === "'" ? inner.replace(/''/g, "'").replace(/\\/g, '\\\\').replace(/"/g, '\\"') : inner;
  // A `\` right before the break escapes it in YAML (an odd run of them): Bun drops it.
  return `"${escaped.replace(/(?<!\\)((?:\\\\)*)\\?[ \t]*\r\n[ \t]*/g, '$1\\n')}"`;
}

/** Indentation (spaces) of the line starting at `at`. */
function indentAt(text: string, at: number): number {
  let i = at;
  while (text.charCodeAt(i) === 32) i++;
  return i - at;
}

/** Where the line holding offset `at` starts. */
function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

/**
 * Where Bun refuses a flow collection (`{…}`, `[…]`) written as a block mapping's value and
 * going on over several lines: when one of its later lines is indented no more than the key,
 * and a collection inside it opens on a later line than its first (observed on Claude Code
 * 2.1.197 over 26 shapes, a unit test: `metadata: {` / `  "a": 1` / `}` loads; `metadata: {` /
 * `  "c": {"e": 1}` / `}` does not, nor `metadata: {` / `"a": 1,` / `  "b": {"c": 2}` / ` }`;
 * `metadata: {"b": {"c": 2},` / `"a": 1}` loads). The offset of the first such line, undefined
 * where Bun reads it.
 */
function flowIndentRefusal(doc: Document, text: string): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Pair(_key, pair, path) {
      const value = pair.value as Node | null;
      if (found !== undefined) return visit.BREAK;
      // A block collection: its own pairs are looked at in turn.
      if (!isCollection(value) || !value.flow) return undefined;
      if (!value.range || !pair.key) return visit.SKIP;
      // Inside another flow collection: its outer one decides.
      if (path.some((p) => isCollection(p) && p.flow)) return visit.SKIP;
      const keyRange = (pair.key as Node).range;
      if (!keyRange) return visit.SKIP;
      const keyIndent = keyRange[0] - lineStart(text, keyRange[0]);
      const [start, end] = value.range;
      const firstLineEnd = text.indexOf('\n', start);
      if (firstLineEnd < 0 || firstLineEnd >= end) return visit.SKIP;
      let shallow: number | undefined;
      for (let at = firstLineEnd + 1; at < end && shallow === undefined; at = text.indexOf('\n', at) + 1 || end) {
        const indent = indentAt(text, at);
        const next = text.charCodeAt(at + indent);
        // Blank lines are no line of it.
        if (indent <= keyIndent && next !== 10 && next !== 13) shallow = at;
      }
      if (shallow === undefined) return visit.SKIP;
      const opensLater = (node: unknown): boolean => isCollection(node) && !!node.range && node.range[0] > firstLineEnd;
      const inner = (node: unknown): boolean => {
        if (isMap(node)) return node.items.some((p) => opensLater(p.key) || opensLater(p.value) || inner(p.key) || inner(p.value));
        if (isSeq(node)) return node.items.some((i) => opensLater(i) || inner(i));
        return false;
      };
      if (inner(value)) found = shallow;
      return visit.SKIP;
    },
  });
  return found;
}
