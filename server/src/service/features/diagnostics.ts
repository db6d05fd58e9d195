import { DiagnosticSeverity, DiagnosticTag, type Diagnostic } from 'vscode-languageserver-types';
import type { Finding, Locale, Severity } from '../model/finding';
import { localize } from './localize';
import { pathToUri } from './uris';

/** Source of every Skillsmith diagnostic; code actions only look at diagnostics with it. */
export const DIAGNOSTIC_SOURCE = 'skillsmith';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** A finding as an LSP diagnostic: `code` and `data` carried unchanged for code actions. */
export function toDiagnostic(f: Finding, locale: Locale): Diagnostic {
  return {
    range: f.range,
    severity: SEVERITY[f.severity],
    code: f.code,
    source: DIAGNOSTIC_SOURCE,
    message: localize(f.message, locale),
    ...(f.data ? { data: f.data } : {}),
    ...(f.related?.length ? { relatedInformation: f.related.map((r) => ({ location: { uri: pathToUri(r.path), range: r.range }, message: localize(r.message, locale) })) } : {}),
    ...(f.unnecessary ? { tags: [DiagnosticTag.Unnecessary] } : {}),
  };
}
