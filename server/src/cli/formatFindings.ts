import * as path from 'node:path';
import type { Finding, Locale } from '../service/model/finding';

/** One finding of `skillsmith lint --format json` (a contract: 0-based LSP positions, cwd-relative paths). */
export interface JsonFinding {
  readonly file: string;
  readonly range: Finding['range'];
  readonly severity: Finding['severity'];
  readonly code: string;
  readonly message: string;
}

/** Converts findings to the JSON contract. */
export function toJsonFindings(findings: readonly Finding[], cwd: string, locale: Locale): JsonFinding[] {
  return findings.map((f) => ({ file: relative(cwd, f.path), range: f.range, severity: f.severity, code: f.code, message: f.message[locale] }));
}

/** `file:line:col severity code message`, 1-based like compilers print. */
export function formatTextFinding(f: Finding, cwd: string, locale: Locale): string {
  return `${relative(cwd, f.path)}:${f.range.start.line + 1}:${f.range.start.character + 1} ${f.severity} ${f.code} ${f.message[locale]}`;
}

/** The closing summary line of text output. */
export function summaryLine(findings: readonly Finding[], files: number): string {
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  const n = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;
  return `${n(findings.length, 'problem')} (${n(count('error'), 'error')}, ${n(count('warning'), 'warning')}, ${n(count('information') + count('hint'), 'info')}) in ${n(files, 'file')} checked`;
}

function relative(cwd: string, p: string): string {
  return path.relative(cwd, p).split(path.sep).join('/') || path.basename(p);
}
