import type { LocalizedText } from '../model/finding';
import type { HeaderProblem, ParsedSkill } from '../parse/parsedSkill';

/**
 * A YAML problem of the header in an author's words: what is wrong, on which line and in
 * which key, and how to fix it when one fix is clear. The parser's own words ("Map keys
 * must be unique") never reach the author.
 */
export interface YamlProblemText {
  /** 1-based line of the document, as editors number lines. */
  readonly line: number;
  /** What is wrong, as a clause with no capital and no full stop ("the key `name` appears twice"). */
  readonly what: LocalizedText;
  /** How to fix it, as a clause ("put the value in quotes"), when one fix is clear. */
  readonly fix?: LocalizedText;
  /** True when Skillkiln itself stops before parsing (a header too large or too deep), not a YAML mistake. */
  readonly limit?: boolean;
}

// `key:` at the start of a line (after indentation and an optional `- `), quoted or not.
const KEY_LINE = /^([ \t]*)(?:-[ \t]+)?(?:"([^"]*)"|'([^']*)'|([^\s#:"'][^:#]*?))[ \t]*:(?:[ \t]|$)/;

/** Where a problem is: its line, the key written on that line, and the top-level key it belongs to. */
interface Place {
  readonly line: number;
  readonly text: string;
  readonly own: string | undefined;
  readonly top: string | undefined;
  /** 1-based line of `top`. */
  readonly topLine: number;
  /** `top` has a value on its own line (`name: a`), so nothing can be indented under it. */
  readonly topHasValue: boolean;
}

function placeOf(parsed: ParsedSkill, problem: HeaderProblem): Place {
  const line = problem.range.start.line;
  const text = parsed.lines.lineText(line);
  const own = KEY_LINE.exec(text);
  const ownKey = own ? own[2] ?? own[3] ?? own[4] : undefined;
  let top = own && own[1] === '' ? ownKey : undefined;
  let topLine = line;
  let topText = text;
  const first = parsed.lines.positionAt(parsed.frontMatter?.split.content.start ?? 0).line;
  for (let l = line - 1; top === undefined && l >= first; l--) {
    topText = parsed.lines.lineText(l);
    const m = KEY_LINE.exec(topText);
    if (m && m[1] === '') {
      top = m[2] ?? m[3] ?? m[4];
      topLine = l;
    }
  }
  const topHasValue = top !== undefined && topLine !== line && (KEY_LINE.exec(topText)?.[0].length ?? 0) < topText.replace(/\s+#.*$/, '').trimEnd().length;
  return { line: line + 1, text, own: ownKey, top, topLine: topLine + 1, topHasValue };
}

/** A value that is one quoted scalar, closed on its line (a comment may follow). */
const CLOSED_QUOTE = /^(?:'(?:[^']|'')*'|"(?:[^"\\]|\\.)*")\s*(?:#.*)?$/;

/** The nearest top-level `key: "…` line at or above `line` (0-based) whose quote stays open, 1-based in the answer. */
function quoteOpening(parsed: ParsedSkill, line: number): { key: string; line: number } | undefined {
  const first = parsed.lines.positionAt(parsed.frontMatter?.split.content.start ?? 0).line;
  for (let l = line; l >= first; l--) {
    const text = parsed.lines.lineText(l);
    const m = KEY_LINE.exec(text);
    const value = m ? text.slice(m[0].length).trim() : '';
    // A quote that closes on its own line (`b: ''`) opens nothing left open: inside the open quote above, it is text.
    if (m && m[1] === '' && /^["']/.test(value) && !CLOSED_QUOTE.test(value)) return { key: (m[2] ?? m[3] ?? m[4])!, line: l + 1 };
  }
  return undefined;
}

/** A character in backticks, even a backtick. */
function code(c: string): string {
  return c === '`' ? '`` ` ``' : `\`${c}\``;
}

const t = (en: string, fr: string): LocalizedText => ({ en, fr });
const QUOTE_IT = t('put the value in quotes', 'mettez la valeur entre guillemets');

/** The author's words for one header problem. */
export function yamlProblemText(parsed: ParsedSkill, problem: HeaderProblem): YamlProblemText {
  const p = placeOf(parsed, problem);
  const line = p.line;
  // `name: a` then `  description: b`: the usual cause of the "implicit key" errors, which
  // the parser places on either line.
  const below = KEY_LINE.exec(parsed.lines.lineText(problem.range.start.line + 1));
  const indented = p.own !== undefined && p.own !== p.top && p.topHasValue
    ? { key: p.own, line }
    : p.own !== undefined && p.own === p.top && below && below[1] !== '' && KEY_LINE.exec(p.text)![0].length < p.text.trimEnd().length
      ? { key: (below[2] ?? below[3] ?? below[4])!, line: line + 1 }
      : undefined;
  if (/IMPLICIT_KEY/.test(problem.yamlCode) && indented) {
    return {
      line: indented.line,
      what: t(`the key \`${indented.key}\` is indented under \`${p.top}\`, which already has its value on line ${p.topLine}`, `la clé \`${indented.key}\` est indentée sous \`${p.top}\`, qui a déjà sa valeur à la ligne ${p.topLine}`),
      fix: t(`start the line in the same column as \`${p.top}\``, `commencez la ligne à la même colonne que \`${p.top}\``),
    };
  }
  const valueOf = p.top ? t(`the value of \`${p.top}\``, `la valeur de \`${p.top}\``) : t('a value', 'une valeur');
  const within = p.top && p.own !== p.top ? t(` (inside \`${p.top}\`)`, ` (dans \`${p.top}\`)`) : t('', '');
  const firstChar = problem.message.match(/character (\S)\s*$/)?.[1] ?? p.text.slice(problem.range.start.character, problem.range.start.character + 1);
  switch (problem.yamlCode) {
    case 'DUPLICATE_KEY':
      return { line, what: t(`the key \`${p.own ?? '?'}\` appears a second time${within.en}`, `la clé \`${p.own ?? '?'}\` apparaît une deuxième fois${within.fr}`), fix: t(`keep only one \`${p.own ?? '?'}\``, `ne gardez qu’une clé \`${p.own ?? '?'}\``) };
    case 'TAB_AS_INDENT':
      return { line, what: t(`the line is indented with a tab${within.en}, and YAML indents with spaces only`, `la ligne est indentée par une tabulation${within.fr}, et YAML n’indente qu’avec des espaces`), fix: t('replace the tab with spaces', 'remplacez la tabulation par des espaces') };
    case 'BAD_SCALAR_START':
    case 'BAD_ALIAS':
      return { line, what: t(`${valueOf.en} starts with ${code(firstChar)}, a character YAML reserves`, `${valueOf.fr} commence par ${code(firstChar)}, un caractère réservé en YAML`), fix: QUOTE_IT };
    case 'BAD_DQ_ESCAPE':
      return { line, what: t(`${valueOf.en} is in double quotes and holds a backslash that is not a valid escape there`, `${valueOf.fr} est entre guillemets doubles et contient une barre oblique inverse qui n’y est pas un échappement valide`), fix: t('use single quotes, or double the backslash', 'utilisez des apostrophes, ou doublez la barre oblique inverse') };
    case 'BAD_INDENT':
      if (/Flow (sequence|map)/.test(problem.message)) {
        const open = /map/.test(problem.message) ? ['{', '}'] : ['[', ']'];
        return { line: p.topLine, what: t(`${valueOf.en} opens a \`${open[0]}\` that never closes`, `${valueOf.fr} ouvre un \`${open[0]}\` qui ne se ferme jamais`), fix: t(`close the \`${open[0]}\` with \`${open[1]}\` on the same line, or quote the value`, `fermez le \`${open[0]}\` par \`${open[1]}\` sur la même ligne, ou mettez la valeur entre guillemets`) };
      }
      return { line, what: t(`the line's indentation does not match the lines around it${within.en}`, `l’indentation de la ligne ne correspond pas aux lignes voisines${within.fr}`) };
    case 'MISSING_CHAR':
      if (/quote/i.test(problem.message)) {
        const open = quoteOpening(parsed, problem.range.start.line);
        const of = open ? t(`the value of \`${open.key}\``, `la valeur de \`${open.key}\``) : valueOf;
        const at = open?.line ?? p.topLine;
        return { line: at, what: t(`the quote that opens ${of.en} never closes`, `le guillemet qui ouvre ${of.fr} ne se ferme jamais`), fix: t('close the quote', 'fermez le guillemet') };
      }
      if (/Comments/.test(problem.message)) return { line, what: t(`a \`#\` follows ${valueOf.en} with no space before it`, `un \`#\` suit ${valueOf.fr} sans espace avant lui`), fix: t('quote the whole value, or put a space before the `#`', 'mettez toute la valeur entre guillemets, ou une espace avant le `#`') };
      return structure(line);
    case 'UNEXPECTED_TOKEN':
      if (/at node end/.test(problem.message)) return { line, what: t(`${valueOf.en} has more text after its closing quote`, `${valueOf.fr} a du texte après son guillemet fermant`), fix: t('quote the whole value', 'mettez toute la valeur entre guillemets') };
      if (/Block scalar header/.test(problem.message)) return { line, what: t(`${valueOf.en} starts with \`|\` or \`>\` followed by other text on the same line`, `${valueOf.fr} commence par \`|\` ou \`>\` suivi d’autre texte sur la même ligne`), fix: QUOTE_IT };
      return structure(line);
    case 'BLOCK_AS_IMPLICIT_KEY':
      if (/compact mappings/.test(problem.message) && p.own !== undefined && /:\s/.test(p.text.slice(p.text.indexOf(':') + 1))) {
        return { line, what: t(`${valueOf.en} contains \`: \`, which YAML reads as the start of another key`, `${valueOf.fr} contient \`: \`, que YAML lit comme le début d’une autre clé`), fix: QUOTE_IT };
      }
      return structure(line);
    case 'MULTIPLE_TAGS':
    case 'TAG_RESOLVE_FAILED':
      return { line, what: t(`${valueOf.en} starts with \`!\` marks (YAML type tags) that cannot apply to it`, `${valueOf.fr} commence par des marques \`!\` (des étiquettes de type YAML) qui ne peuvent pas s’y appliquer`), fix: QUOTE_IT };
    case 'MULTIPLE_ANCHORS':
    case 'BAD_PROP_ORDER':
    case 'ALIAS_PROPS':
      return { line, what: t(`${valueOf.en} starts with \`&\` or \`*\` marks that YAML cannot apply`, `${valueOf.fr} commence par des marques \`&\` ou \`*\` que YAML ne peut pas appliquer`), fix: QUOTE_IT };
    case 'KEY_OVER_1024_CHARS':
      return { line, what: t('the line is a key of more than 1,024 characters', 'la ligne est une clé de plus de 1 024 caractères') };
    case 'HEADER_TOO_LARGE':
    case 'NESTING_LIMIT':
      // Our own limits, already written for authors (see parseSkill).
      return { line, what: t(problem.message, frenchLimit(problem)), limit: true };
    case 'PARSER_FAILURE':
      return { line, what: t('the header nests too deeply to be read', 'l’en-tête s’imbrique trop profondément pour être lu'), limit: true };
    case 'ALIAS_LIMIT':
    case 'RESOURCE_EXHAUSTION':
      return { line, what: t('the header\'s `*` aliases expand more than 64 times', 'les alias `*` de l’en-tête se développent plus de 64 fois') };
    case 'COMPLEX_KEY':
      return { line, what: t('a key is a list or a mapping holding another such key, which no runtime can use as a key name', 'une clé est une liste ou une table contenant une autre clé de ce genre, ce qu’aucun runtime ne peut utiliser comme nom de clé') };
    default:
      return structure(line);
  }
}

/** A line that is neither `key: value` nor indented under a key (the usual cause of the other errors). */
function structure(line: number): YamlProblemText {
  return {
    line,
    what: t('the line is neither a `key: value` line nor indented under the key above it', 'la ligne n’est ni une ligne `clé: valeur` ni indentée sous la clé au-dessus'),
    fix: t('indent the line under its key, or quote the value it belongs to', 'indentez la ligne sous sa clé, ou mettez entre guillemets la valeur dont elle fait partie'),
  };
}

function frenchLimit(problem: HeaderProblem): string {
  switch (problem.yamlCode) {
    case 'HEADER_TOO_LARGE': return problem.message
      .replace(/^the header is larger than (\d+) MiB, so Skillkiln does not parse it$/, 'l’en-tête dépasse $1 Mio, Skillkiln ne l’analyse donc pas')
      .replace(/^the header is larger than (\d+) KiB and holds more than (\d+) anchors, aliases, tags, `\?` keys or repeated keys, so Skillkiln does not parse it$/, 'l’en-tête dépasse $1 Kio et contient plus de $2 ancres, alias, étiquettes, clés `?` ou clés répétées, Skillkiln ne l’analyse donc pas');
    case 'NESTING_LIMIT': return problem.message.replace(/^the header nests more than (\d+) levels deep, so Skillkiln does not parse it$/, 'l’en-tête s’imbrique sur plus de $1 niveaux, Skillkiln ne l’analyse donc pas');
    default: return 'l’en-tête n’a pas pu être analysé';
  }
}
