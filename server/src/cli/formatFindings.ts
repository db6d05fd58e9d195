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
  return `${findings.length} problem${findings.length === 1 ? '' : 's'} (${count('error')} errors, ${count('warning')} warnings, ${count('information') + count('hint')} infos) in ${files} file${files === 1 ? '' : 's'} checked`;
}

function relative(cwd: string, p: string): string {
  return path.relative(cwd, p).split(path.sep).join('/') || path.basename(p);
}
