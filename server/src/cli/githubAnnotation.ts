import type { Finding, Locale, Severity } from '../service/model/finding';
import { escapeControls } from './escapeControls';
import { relativePath } from './formatFindings';

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', information: 'notice', hint: 'notice' };

/**
 * Escapes a workflow command's message, as the GitHub runner decodes it (`%`, CR, LF); the
 * other controls (ESC and the sequences it starts, bidi overrides) as visible `\xHH` escapes.
 */
export function escapeData(s: string): string {
  return escapeControls(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** Escapes a workflow command's property value: the message's escapes plus `:` and `,`, which end a property. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * A finding as a GitHub Actions workflow command
 * (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`): the runner shows it as an
 * annotation on the pull request's diff. Lines and columns are 1-based.
 */
export function githubAnnotation(f: Finding, cwd: string, locale: Locale): string {
  const props = [
    `file=${escapeProperty(relativePath(cwd, f.path))}`,
    `line=${f.range.start.line + 1}`,
    `col=${f.range.start.character + 1}`,
    `endLine=${f.range.end.line + 1}`,
    `endColumn=${f.range.end.character + 1}`,
    `title=${escapeProperty(`skillkiln ${f.code}`)}`,
  ];
  return `::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(f.message[locale])}`;
}
