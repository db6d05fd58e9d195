import * as path from 'node:path';
import type { Finding, Locale } from '../service/model/finding';
import { escapeControls, escapeLines } from './escapeControls';

/** One finding of `skillkiln lint --format json` (a contract: 0-based LSP positions, cwd-relative paths). */
export interface JsonFinding {
  readonly file: string;
  readonly range: Finding['range'];
  readonly severity: Finding['severity'];
  readonly code: string;
  readonly message: string;
}

/** Converts a finding to the JSON contract. */
export function toJsonFinding(f: Finding, cwd: string, locale: Locale): JsonFinding {
  return { file: relativePath(cwd, f.path), range: f.range, severity: f.severity, code: f.code, message: f.message[locale] };
}

/**
 * `file:line:col severity code message`, 1-based like compilers print. File names and
 * messages (which quote skill content) have their control characters escaped: one finding
 * is one line, and nothing in a skill can move the cursor, clear the log or hide text; a
 * file name that would make the line a CI runner command (`::error::…/SKILL.md`) is defused.
 */
export function formatTextFinding(f: Finding, cwd: string, locale: Locale): string {
  return escapeLines(`${escapeControls(relativePath(cwd, f.path))}:${f.range.start.line + 1}:${f.range.start.character + 1} ${f.severity} ${f.code} ${escapeControls(f.message[locale])}`);
}

/** Counts findings by severity as they are printed, for the exit code and the summary line. */
export class SeverityTally {
  total = 0;
  errors = 0;
  warnings = 0;
  private infos = 0;

  add(severity: Finding['severity']): void {
    this.total++;
    if (severity === 'error') this.errors++;
    else if (severity === 'warning') this.warnings++;
    else this.infos++;
  }

  /** The closing line of text output, in `locale`. */
  summary(files: number, locale: Locale = 'en'): string {
    // French counts 0 and 1 in the singular.
    const n = locale === 'fr' ? (k: number, word: string) => `${k} ${word}${k > 1 ? 's' : ''}` : (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;
    const [problem, error, warning, note] = locale === 'fr' ? ['problème', 'erreur', 'avertissement', 'note'] : ['problem', 'error', 'warning', 'note'];
    const checked = locale === 'fr' ? `dans ${n(files, 'fichier')} ${files > 1 ? 'vérifiés' : 'vérifié'}` : `in ${n(files, 'file')} checked`;
    if (this.total === 0) return locale === 'fr' ? `Aucun problème ${checked}` : `No problems ${checked}`;
    // Only the severities that occur: "0 infos" says nothing (and "info" has no plural).
    const parts = [n(this.errors, error!), n(this.warnings, warning!), n(this.infos, note!)].filter((part) => !part.startsWith('0 '));
    return `${n(this.total, problem!)} (${parts.join(', ')}) ${checked}`;
  }
}

/** A path as findings print it: relative to `cwd`, `/`-separated (the base name for `cwd` itself). */
export function relativePath(cwd: string, p: string): string {
  return path.relative(cwd, p).split(path.sep).join('/') || path.basename(p);
}
