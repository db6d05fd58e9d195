import type { Range } from 'vscode-languageserver-types';
import type { Document } from 'yaml';
import type { FrontMatter, HeaderEntry, HeaderProblem } from './parsedSkill';
import type { FrontMatterSplit } from './splitFrontMatter';
import type { LineIndex } from '../text/lineIndex';
import { parseSkill } from './parseSkill';
import { flatData } from './flatData';

/**
 * The header of a compact (header-only) parse: what every skill of the index needs — the
 * split, problems, plain data — stays; the YAML document and the entries with their ranges
 * are parsed again from the header text the first time someone asks, then kept.
 */
export class CompactFrontMatter implements FrontMatter {
  readonly split: FrontMatterSplit;
  readonly isMapping: boolean;
  readonly hasYaml = true;
  readonly problems: readonly HeaderProblem[];
  readonly data: Readonly<Record<string, unknown>>;
  readonly headerText: string | undefined;
  private full: FrontMatter | undefined;

  /**
   * `lines` indexes the header text the split's offsets point into; parsing that text again
   * gives `parsed` (with its YAML document and entries).
   */
  constructor(parsed: FrontMatter, private readonly lines: LineIndex) {
    this.split = parsed.split;
    this.isMapping = parsed.isMapping;
    this.problems = parsed.problems;
    this.data = flatData(parsed.data);
    this.headerText = parsed.headerText;
  }

  // The delimiter ranges are made when asked: ten thousand headers kept by an index would
  // otherwise hold twenty thousand ranges few callers read.
  get openRange(): Range {
    return this.lines.range(this.split.open.start, this.split.open.end);
  }

  get closeRange(): Range | undefined {
    return this.split.close ? this.lines.range(this.split.close.start, this.split.close.end) : undefined;
  }

  get yaml(): Document.Parsed | undefined {
    return this.materialized().yaml;
  }

  get entries(): readonly HeaderEntry[] {
    return this.materialized().entries;
  }

  private materialized(): FrontMatter {
    // No closure per header to keep: the text is the line index's.
    return (this.full ??= parseSkill(this.lines.text).frontMatter!);
  }
}
