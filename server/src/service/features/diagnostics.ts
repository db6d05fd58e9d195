import { DiagnosticSeverity, DiagnosticTag, type Diagnostic } from 'vscode-languageserver-types';
import type { Finding, Locale, Severity } from '../model/finding';
import { ruleCatalog, ruleDocUrl } from '../docs/ruleCatalog';
import { localize } from './localize';
import { pathToUri } from './uris';

/** Source of every Skillkiln diagnostic; code actions only look at diagnostics with it. */
export const DIAGNOSTIC_SOURCE = 'skillkiln';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

let codes: ReadonlySet<string> | undefined;
/** Codes that have a rule page. */
function documented(): ReadonlySet<string> {
  return (codes ??= new Set(ruleCatalog().map((r) => r.code)));
}

/** The link to a code's rule page, where the code has one and the pages are installed. */
function withRulePage(code: string): { codeDescription?: { href: string } } {
  const href = documented().has(code) ? ruleDocUrl(code) : undefined;
  return href === undefined ? {} : { codeDescription: { href } };
}

/**
 * A message as plain text: the Problems panel and the diagnostic hover show backticks literally,
 * so a code span becomes its bare text (the rule pages and markdown hovers keep the marks).
 */
function plainText(message: string): string {
  return message.replace(/`([^`\n]+)`/g, '$1');
}

/** A finding as an LSP diagnostic: `code` and `data` carried unchanged for code actions, `codeDescription` linking to the rule's page. */
export function toDiagnostic(f: Finding, locale: Locale): Diagnostic {
  return {
    range: f.range,
    severity: SEVERITY[f.severity],
    code: f.code,
    ...withRulePage(f.code),
    source: DIAGNOSTIC_SOURCE,
    message: plainText(localize(f.message, locale)),
    ...(f.data ? { data: f.data } : {}),
    ...(f.related?.length ? { relatedInformation: f.related.map((r) => ({ location: { uri: pathToUri(r.path), range: r.range }, message: localize(r.message, locale) })) } : {}),
    ...(f.unnecessary ? { tags: [DiagnosticTag.Unnecessary] } : {}),
  };
}
