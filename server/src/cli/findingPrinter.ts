import { documentContext } from '../service/features/documentContext';
import { safeFix } from '../service/features/codeActions/safeFix';
import type { EditCapabilities } from '../service/features/workspaceEdit';
import type { LanguageService } from '../service/languageService';
import type { Finding, Locale } from '../service/model/finding';
import type { ChunkedWriter } from './chunkedWriter';
import type { CliOptions } from './cliOptions';
import { escapeJson } from './escapeControls';
import { formatTextFinding, toJsonFinding, type SeverityTally } from './formatFindings';
import { githubAnnotation } from './githubAnnotation';
import { SarifLog } from './sarifLog';

/** Prints the findings `skillkiln lint` shows, in one output format. */
export interface FindingPrinter {
  /** One finding to show (findings come file by file, sorted by position). */
  add(f: Finding): void;
  /** Closes the output; `tally` counts every finding, shown or not; `suffix` ends the text summary (places not checked). */
  end(tally: SeverityTally, files: number, suffix?: string): void;
}

/** What a printer needs besides the output. */
export interface PrinterContext {
  readonly cwd: string;
  readonly locale: Locale;
  readonly service: LanguageService;
  readonly version: string;
}

/** The edit capabilities of a plain text file on disk: text edits only. */
const PLAIN_TEXT: EditCapabilities = Object.freeze({ documentChanges: true, resourceOperations: Object.freeze([]), snippetEdits: false });

/** The printer of `--format`; text and JSON stream, SARIF is one document written at the end. */
export function findingPrinter(format: CliOptions['format'], out: ChunkedWriter, ctx: PrinterContext): FindingPrinter {
  const { cwd, locale } = ctx;
  switch (format) {
    case 'json': {
      let shown = 0;
      out.add('[');
      return {
        add: (f) => out.add(`${shown++ === 0 ? '' : ','}\n${indent(escapeJson(JSON.stringify(toJsonFinding(f, cwd, locale), null, 2)))}`),
        end: () => out.add(shown === 0 ? ']\n' : '\n]\n'),
      };
    }
    case 'github':
      return { add: (f) => out.add(githubAnnotation(f, cwd, locale) + '\n'), end: (tally, files, suffix = '') => out.add(tally.summary(files, locale) + suffix + '\n') };
    case 'sarif': {
      const log = new SarifLog(cwd, locale, ctx.version);
      return {
        add: (f) => {
          const doc = f.data ? documentContext(ctx.service, f.path) : undefined;
          log.add(f, doc && safeFix(ctx.service, doc, f, PLAIN_TEXT));
        },
        end: () => out.add(escapeJson(JSON.stringify(log.toJSON(), null, 2)) + '\n'),
      };
    }
    case 'text':
      return { add: (f) => out.add(formatTextFinding(f, cwd, locale) + '\n'), end: (tally, files, suffix = '') => out.add(tally.summary(files, locale) + suffix + '\n') };
  }
}

/** Two more spaces before every line: a finding's JSON inside the top-level array. */
function indent(block: string): string {
  return '  ' + block.replace(/\n/g, '\n  ');
}
