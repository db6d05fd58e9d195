import type { Range } from 'vscode-languageserver-types';
import type { Document, YAMLMap } from 'yaml';
import { parseHeaderYaml } from './parseHeaderYaml';
import type { FrontMatter, HeaderEntry, HeaderProblem } from './parsedSkill';
import type { ScannedPair } from './scanHeader';
import type { FrontMatterSplit } from './splitFrontMatter';

const NO_PROBLEMS: readonly HeaderProblem[] = [];

/**
 * A header read by `scanHeader`: entries, nodes and data as the YAML package gives them.
 * Rules read those; the YAML document itself is parsed only when someone asks for it
 * (schema-driven editor features), and holds the very pairs the entries hold.
 */
export class ScannedFrontMatter implements FrontMatter {
  readonly isMapping = true;
  readonly hasYaml = true;
  readonly problems = NO_PROBLEMS;
  private doc: Document.Parsed | undefined;

  /** `source` is the header's YAML source, `pairs` what `scanHeader` read from it. */
  constructor(
    readonly split: FrontMatterSplit,
    readonly openRange: Range,
    readonly closeRange: Range,
    readonly entries: readonly HeaderEntry[],
    readonly data: Readonly<Record<string, unknown>>,
    readonly headerText: string,
    private readonly source: string,
    private readonly pairs: readonly ScannedPair[],
  ) {}

  get yaml(): Document.Parsed {
    if (!this.doc) {
      const doc = parseHeaderYaml(this.source);
      // The same nodes as the entries', so a node found in the document is the entry's.
      const items = (doc.contents as YAMLMap).items;
      this.pairs.forEach((p, i) => (items[i] = p));
      this.doc = doc;
    }
    return this.doc;
  }
}

/**
 * The plain value of a header `scanHeader` read: what the YAML package (`yaml`, the version
 * Skillkiln parses with) loads from its text with line breaks as `\n` (a header with `\r\n`
 * is never scanned), without an error. Undefined for any other header (the package has to read it).
 */
export function scannedData(fm: FrontMatter | undefined): Readonly<Record<string, unknown>> | undefined {
  return fm instanceof ScannedFrontMatter ? fm.data : undefined;
}
