/**
 * A glob matcher whose time is bounded by the lengths of the glob and the path (no
 * backtracking regex: `**\/a*a*a*a*a*a*a*b` against a long folder name would take minutes
 * in one), for the globs of `.skillkiln.json`, which an untrusted repository may hold.
 * Supports `*`, `?`, `[abc]`, `[!a-z]`, `**` (any number of folders), `{a,b}` and `\`
 * escapes; `*` and `**` match names starting with a dot.
 */

/** Alternatives a glob's braces may expand to; more is refused (`{a,b}{c,d}…` grows exponentially). */
export const MAX_BRACE_EXPANSION = 256;
/** Longest glob accepted, in characters. */
export const MAX_GLOB_LENGTH = 1000;

/** One character of a segment pattern: a literal, `?`, `*`, or a class. */
type Token = { kind: 'char'; c: string } | { kind: 'any' } | { kind: 'star' } | { kind: 'class'; negated: boolean; test: (c: string) => boolean };
/** A segment pattern, or `**`. */
type Segment = Token[] | 'globstar';

/** A compiled glob: `match` takes a relative `/`-separated path. */
export interface GlobMatcher {
  match(path: string): boolean;
}

/** Compiles a glob; undefined when it is too long or its braces expand too far (the caller says so). */
export function compileGlob(glob: string): GlobMatcher | undefined {
  if (glob.length > MAX_GLOB_LENGTH) return undefined;
  const expanded = expandBraces(glob);
  if (!expanded) return undefined;
  const patterns = expanded.map((g) => g.replace(/^\.\//, '').split('/').map(compileSegment));
  return { match: (p) => patterns.some((segs) => matchPath(segs, p.split('/'))) };
}

/** `a{b,c{d,e}}f` → `abf`, `acdf`, `acef`; undefined past MAX_BRACE_EXPANSION alternatives. */
export function expandBraces(glob: string): string[] | undefined {
  let out = [glob];
  for (let guard = 0; guard < MAX_GLOB_LENGTH; guard++) {
    const next: string[] = [];
    let changed = false;
    for (const g of out) {
      const brace = firstBrace(g);
      if (!brace) {
        next.push(g);
        continue;
      }
      changed = true;
      for (const alt of brace.alternatives) next.push(g.slice(0, brace.start) + alt + g.slice(brace.end + 1));
      if (next.length > MAX_BRACE_EXPANSION) return undefined;
    }
    out = next;
    if (!changed) return out;
  }
  return undefined;
}

/** The first `{…}` holding a top-level comma, with its alternatives. */
function firstBrace(g: string): { start: number; end: number; alternatives: string[] } | undefined {
  for (let start = 0; start < g.length; start++) {
    if (g[start] === '\\') {
      start++;
      continue;
    }
    if (g[start] !== '{') continue;
    let depth = 0;
    const cuts: number[] = [];
    for (let i = start; i < g.length; i++) {
      const c = g[i];
      if (c === '\\') i++;
      else if (c === '{') depth++;
      else if (c === ',' && depth === 1) cuts.push(i);
      else if (c === '}' && --depth === 0) {
        if (cuts.length === 0) break;
        const bounds = [start, ...cuts, i];
        return { start, end: i, alternatives: bounds.slice(1).map((b, k) => g.slice(bounds[k]! + 1, b)) };
      }
    }
  }
  return undefined;
}

function compileSegment(s: string): Segment {
  if (s === '**') return 'globstar';
  const tokens: Token[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\' && i + 1 < s.length) tokens.push({ kind: 'char', c: s[++i]! });
    else if (c === '?') tokens.push({ kind: 'any' });
    else if (c === '*') {
      // `a**b` inside a name is one star.
      if (tokens[tokens.length - 1]?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '[') {
      const end = s.indexOf(']', i + 2);
      if (end < 0) tokens.push({ kind: 'char', c });
      else {
        tokens.push(classToken(s.slice(i + 1, end)));
        i = end;
      }
    } else tokens.push({ kind: 'char', c });
  }
  return tokens;
}

/** `[!a-z_]` → a test of one character. */
function classToken(body: string): Token {
  const negated = body.startsWith('!') || body.startsWith('^');
  const chars = [...(negated ? body.slice(1) : body)];
  const ranges: [string, string][] = [];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i + 1] === '-' && i + 2 < chars.length) {
      ranges.push([chars[i]!, chars[i + 2]!]);
      i += 2;
    } else ranges.push([chars[i]!, chars[i]!]);
  }
  return { kind: 'class', negated, test: (c) => ranges.some(([lo, hi]) => c >= lo && c <= hi) !== negated };
}

/**
 * One name against one segment pattern: the classic wildcard walk that returns to the last
 * `*` only (a later `*` makes earlier choices final), so at most |pattern|·|name| steps.
 */
function matchSegment(tokens: readonly Token[], name: string): boolean {
  let t = 0;
  let n = 0;
  let starT = -1;
  let starN = 0;
  while (n < name.length) {
    const tok = tokens[t];
    if (tok && tok.kind !== 'star' && fits(tok, name[n]!)) {
      t++;
      n++;
    } else if (tok?.kind === 'star') {
      starT = t++;
      starN = n;
    } else if (starT >= 0) {
      t = starT + 1;
      n = ++starN;
    } else return false;
  }
  while (tokens[t]?.kind === 'star') t++;
  return t === tokens.length;
}

function fits(tok: Token, c: string): boolean {
  return tok.kind === 'any' || (tok.kind === 'char' ? tok.c === c : tok.kind === 'class' && tok.test(c));
}

/** Segments against names, `**` as any number of names: one table of |segments|·|names| cells. */
function matchPath(segs: readonly Segment[], names: readonly string[]): boolean {
  // ok[i][j]: segs from i match names from j.
  let next = new Array<boolean>(names.length + 1).fill(false);
  next[names.length] = true;
  for (let i = segs.length - 1; i >= 0; i--) {
    const seg = segs[i]!;
    const cur = new Array<boolean>(names.length + 1).fill(false);
    for (let j = names.length; j >= 0; j--) {
      // A trailing `**` needs one name at least (`a/**` is what is inside `a`, as minimatch reads it).
      if (seg === 'globstar' && i === segs.length - 1) cur[j] = j < names.length;
      else cur[j] = seg === 'globstar' ? next[j]! || (j < names.length && cur[j + 1]!) : j < names.length && next[j + 1]! && matchSegment(seg, names[j]!);
    }
    next = cur;
  }
  return next[0]!;
}
