import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../parse/parsedSkill';

/** A header value read as a string the way lenient runtimes do, with its range. */
export interface HeaderString {
  readonly value: string;
  readonly range: Range | undefined;
}

/**
 * Reads a top-level key as a string: scalars are stringified (YAML may have read `1.0`
 * as a number), anything else or a missing key gives ''.
 */
export function headerString(parsed: ParsedSkill, key: string): HeaderString {
  const entry = parsed.entry(key);
  if (!entry) return { value: '', range: undefined };
  const v = entry.value;
  const value = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
  return { value, range: entry.valueRange };
}
