import type { Document } from 'yaml';
import { CompactFrontMatter } from './compactFrontMatter';
import type { FrontMatter } from './parsedSkill';
import { ScannedFrontMatter } from './scannedFrontMatter';

/**
 * The YAML document the header was parsed into, when it is at hand: undefined for a header
 * the scanner read or a compact parse's (asking theirs would parse the header again), and for
 * none. Parsed with `parseHeaderYaml` from the header's text, a lone `\r` read as `\n`.
 */
export function parsedDocument(fm: FrontMatter | undefined): Document.Parsed | undefined {
  if (!fm?.hasYaml || fm instanceof ScannedFrontMatter || fm instanceof CompactFrontMatter) return undefined;
  return fm.yaml;
}
