/**
 * Test helper: loads VS Code's real markdown TextMate grammar (from `tm-grammars`) with
 * vscode-textmate + vscode-oniguruma, optionally with Skillkiln's injection grammar registered the
 * way VS Code registers it (`contributes.grammars[].injectTo: ["text.html.markdown"]`), and turns
 * text into tokens that are easy to assert on.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';

/** Scope name of Skillkiln's injection grammar (must equal the grammar file's `scopeName`). */
export const INJECTION_SCOPE = 'text.skillkiln.injection';

/** Scope name of the markdown grammar the injection targets. */
export const MARKDOWN_SCOPE = 'text.html.markdown';

/** One token of one line: its text and its scope stack, outermost first. */
export interface Token {
  /** The characters the token covers. */
  readonly text: string;
  /** Scope names, from the grammar's root scope to the innermost one. */
  readonly scopes: readonly string[];
  /** 0-based line of the token in the tokenized text. */
  readonly line: number;
  /** 0-based start column of the token. */
  readonly start: number;
}

/** Walks up from this file until the folder holding `node_modules/tm-grammars` (the repository root). */
function findRepoRoot(): string {
  let dir = __dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'node_modules', 'tm-grammars', 'grammars', 'markdown.json'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`cannot find the repository root (node_modules/tm-grammars) above ${__dirname}`);
    }
    dir = parent;
  }
}

/** The repository root (the folder with `package.json`, `syntaxes/` and `node_modules/`). */
export const REPO_ROOT: string = findRepoRoot();

/** Absolute path of Skillkiln's injection grammar file. */
export const INJECTION_GRAMMAR_PATH: string = path.join(REPO_ROOT, 'syntaxes', 'skillkiln.injection.tmLanguage.json');

/** Grammar files from `tm-grammars` that markdown embeds and that these tests load. */
const TM_GRAMMAR_FILES: Readonly<Record<string, string>> = {
  'text.html.markdown': 'markdown.json',
  'source.yaml': 'yaml.json',
  'source.shell': 'shellscript.json',
  'text.html.derivative': 'html-derivative.json',
  'text.html.basic': 'html.json',
};

let onigLib: Promise<vsctm.IOnigLib> | undefined;

/** Loads the oniguruma WebAssembly module once per process. */
function getOnigLib(): Promise<vsctm.IOnigLib> {
  if (!onigLib) {
    const wasm = fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm'));
    const data = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    onigLib = oniguruma.loadWASM(data).then(() => ({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }));
  }
  return onigLib;
}

/** Reads and parses a grammar file; returns null for scopes these tests do not provide. */
function readGrammar(scopeName: string): vsctm.IRawGrammar | null {
  const file =
    scopeName === INJECTION_SCOPE
      ? INJECTION_GRAMMAR_PATH
      : TM_GRAMMAR_FILES[scopeName] !== undefined
        ? path.join(REPO_ROOT, 'node_modules', 'tm-grammars', 'grammars', TM_GRAMMAR_FILES[scopeName])
        : undefined;
  if (file === undefined) {
    return null;
  }
  return vsctm.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
}

/** Options of {@link loadMarkdownGrammar}. */
export interface LoadOptions {
  /** Register Skillkiln's injection grammar into markdown (default true). */
  readonly injection?: boolean;
}

/**
 * Loads the markdown grammar in a fresh registry. With `injection` (the default) the registry's
 * `getInjections` returns Skillkiln's injection for `text.html.markdown`, as VS Code does.
 */
export async function loadMarkdownGrammar(options: LoadOptions = {}): Promise<vsctm.IGrammar> {
  const inject = options.injection ?? true;
  const registry = new vsctm.Registry({
    onigLib: getOnigLib(),
    loadGrammar: async (scopeName: string) => readGrammar(scopeName),
    getInjections: (scopeName: string) => (inject && scopeName === MARKDOWN_SCOPE ? [INJECTION_SCOPE] : undefined),
  });
  const grammar = await registry.loadGrammar(MARKDOWN_SCOPE);
  if (!grammar) {
    throw new Error('the markdown grammar did not load');
  }
  return grammar;
}

/** Tokenizes `text` (LF or CRLF) line by line, carrying the rule stack, and returns every token. */
export function tokenize(grammar: vsctm.IGrammar, text: string): Token[] {
  const tokens: Token[] = [];
  let stack: vsctm.StateStack = vsctm.INITIAL;
  text.split(/\r?\n/).forEach((lineText, line) => {
    const result = grammar.tokenizeLine(lineText, stack);
    for (const t of result.tokens) {
      tokens.push({ text: lineText.slice(t.startIndex, t.endIndex), scopes: t.scopes, line, start: t.startIndex });
    }
    stack = result.ruleStack;
  });
  return tokens;
}
