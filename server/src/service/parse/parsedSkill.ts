import type { ParseMemo } from './parseMemo';
import type { Range } from 'vscode-languageserver-types';
import type { Document, Node, Pair } from 'yaml';
import type { LineIndex } from '../text/lineIndex';
import type { FrontMatterSplit } from './splitFrontMatter';

/** One top-level key of a skill's header, with exact source ranges. */
export interface HeaderEntry {
  /** The key as written (scalar keys only; other keys are skipped). */
  readonly key: string;
  /** Range of the key text. */
  readonly keyRange: Range;
  /** The YAML node of the value, or null for `key:` with nothing after it. */
  readonly node: Node | null;
  /** Range of the value; an empty range just after the colon when the value is empty. */
  readonly valueRange: Range;
  /** Offsets of the value in the document text (same span as `valueRange`). */
  readonly valueSpan: { readonly start: number; readonly end: number };
  /** Offsets of the whole `key: value` pair in the document text. */
  readonly pairSpan: { readonly start: number; readonly end: number };
  /** The plain JavaScript value (undefined when it could not be built safely). */
  readonly value: unknown;
  /** The underlying YAML pair, for rules that walk nested structures. */
  readonly pair: Pair;
}

/** A YAML problem inside the header, mapped to the document. */
export interface HeaderProblem {
  readonly message: string;
  readonly range: Range;
  /** `error` for syntax errors, `warning` for YAML warnings. */
  readonly kind: 'error' | 'warning';
  /** The YAML library's error code (e.g. `BAD_INDENT`, `DUPLICATE_KEY`). */
  readonly yamlCode: string;
}

/** A parsed header. */
export interface FrontMatter {
  readonly split: FrontMatterSplit;
  /** Range of the opening `---`. */
  readonly openRange: Range;
  /** Range of the closing `---`, undefined when the header never closes. */
  readonly closeRange: Range | undefined;
  /** The YAML document (offsets relative to `split.content.start`), undefined when unclosed or too large. */
  readonly yaml: Document.Parsed | undefined;
  /**
   * True when `yaml` is a document: test this rather than `yaml`, which a scanned header
   * (see `scanHeader`) parses only when read.
   */
  readonly hasYaml: boolean;
  /** True when the header's YAML is a mapping (or empty). */
  readonly isMapping: boolean;
  /** Top-level entries in source order. */
  readonly entries: readonly HeaderEntry[];
  /** YAML errors and warnings. */
  readonly problems: readonly HeaderProblem[];
  /** Plain JS object of the header (only when it is a mapping and safe to build). */
  readonly data: Readonly<Record<string, unknown>>;
  /** The text up to the body, as one flat string the YAML nodes slice (kept by compact parses). */
  readonly headerText?: string;
}

/** A skill file parsed once per version; every rule shares it. */
export interface ParsedSkill {
  /**
   * The file's text; when `complete` is false, only the header part (up to `bodyStart`):
   * the index keeps just headers of files no editor has open, to stay small.
   */
  readonly text: string;
  /** False when the body was dropped (see `text`); `SkillIndex.fullParsed` brings it back. */
  readonly complete: boolean;
  readonly lines: LineIndex;
  /** The header, undefined when the file has none. */
  readonly frontMatter: FrontMatter | undefined;
  /** Offset where the markdown body starts. */
  readonly bodyStart: number;
  /** Line where the markdown body starts. */
  readonly bodyStartLine: number;
  /** True when nothing but whitespace follows the header (kept by the header-only form). */
  readonly bodyBlank: boolean;
  /** Offset of a document-level position from an offset inside the header's YAML source. */
  yamlOffset(offsetInYaml: number): number;
  /** Range in the document of a YAML node (or an empty range at the header's start). */
  nodeRange(node: Node | null | undefined): Range;
  /** First entry with this key, if any. */
  entry(key: string): HeaderEntry | undefined;
  /**
   * Set when `text` is only the start of a larger document (`scannedPart` of a huge one):
   * the whole document's size, for rules that measure it.
   */
  readonly whole?: WholeDocument;
  /** Values derived from this parse, kept with it (see `memoOf`); never shared between parses. */
  readonly memo: ParseMemo;
}

/** The size of a document whose parse holds only its start. */
export interface WholeDocument {
  /** Length of the whole text, in UTF-16 units. */
  readonly length: number;
  /** Lines of the whole text, the empty one after a final line break left out. */
  lineCount(): number;
  /** Size of the whole text in UTF-8 bytes. */
  bytes(): number;
}

/**
 * The start of a document too large to be handed over whole on every keystroke (an editor
 * buffer of several megabytes), with the size of the whole.
 */
export interface PartialText {
  readonly text: string;
  readonly whole: WholeDocument;
}

/** What a parse reads: a document's text, or the start of a huge one. */
export type SourceText = string | PartialText;
