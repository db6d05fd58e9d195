import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Sarif from 'sarif';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { firstSentence, ruleCatalog, strongestSeverity } from '../service/docs/ruleCatalog';
import type { SafeFix } from '../service/features/codeActions/safeFix';
import type { Finding, Locale, Severity } from '../service/model/finding';
import { relativePath } from './formatFindings';

const LEVEL: Record<Severity, Sarif.ReportingConfiguration.level> = { error: 'error', warning: 'warning', information: 'note', hint: 'note' };

/** The SARIF base id every artifact URI is relative to: the folder `skillkiln lint` ran in. */
const SRCROOT = '%SRCROOT%';

/** A path as a SARIF URI reference relative to %SRCROOT%: each segment percent-encoded (`a b:c` → `a%20b%3Ac`). */
function artifactUri(cwd: string, p: string): string {
  return relativePath(cwd, p).split('/').map(encodeURIComponent).join('/');
}

/** A 1-based SARIF region from a 0-based LSP range (columns in UTF-16 code units, as LSP counts). */
function region(r: Range): Sarif.Region {
  return { startLine: r.start.line + 1, startColumn: r.start.character + 1, endLine: r.end.line + 1, endColumn: r.end.character + 1 };
}

/** Builds one SARIF 2.1.0 log, finding by finding, for `skillkiln lint --format sarif`. */
export class SarifLog {
  private readonly results: Sarif.Result[] = [];
  private readonly rules = ruleCatalog();
  private readonly ruleIndex = new Map(this.rules.map((r, i) => [r.code, i] as const));

  constructor(private readonly cwd: string, private readonly locale: Locale, private readonly version: string) {}

  /** Adds a finding, with its safe quick fix when it has one. */
  add(f: Finding, fix: SafeFix | undefined): void {
    const uri = artifactUri(this.cwd, f.path);
    const result: Sarif.Result = {
      ruleId: f.code,
      level: LEVEL[f.severity],
      message: { text: f.message[this.locale] },
      locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: SRCROOT }, region: region(f.range) } }],
    };
    const index = this.ruleIndex.get(f.code);
    if (index !== undefined) result.ruleIndex = index;
    if (f.related?.length) {
      result.relatedLocations = f.related.map((r, id) => ({ id, message: { text: r.message[this.locale] }, physicalLocation: { artifactLocation: { uri: artifactUri(this.cwd, r.path), uriBaseId: SRCROOT }, region: region(r.range) } }));
    }
    if (fix) {
      result.fixes = [{ description: { text: fix.title[this.locale] }, artifactChanges: [{ artifactLocation: { uri, uriBaseId: SRCROOT }, replacements: fix.edits.map((e: TextEdit) => ({ deletedRegion: region(e.range), insertedContent: { text: e.newText } })) }] }];
    }
    this.results.push(result);
  }

  /** The whole log as JSON text. */
  toJSON(): Sarif.Log {
    const driver: Sarif.ToolComponent = {
      name: 'skillkiln',
      version: this.version,
      rules: this.rules.map((r): Sarif.ReportingDescriptor => {
        const docs = r.uses.map((u) => (r.uses.length === 1 ? u.meta.doc[this.locale] : `${u.scope === 'common' ? '' : `${u.scope}: `}${u.meta.doc[this.locale]}`));
        const fix = r.uses.find((u) => u.meta.fix)?.meta.fix?.[this.locale];
        return {
          id: r.code,
          shortDescription: { text: firstSentence(r.uses[0]!.meta.doc[this.locale]) },
          fullDescription: { text: docs.join(' ') },
          ...(fix ? { help: { text: fix } } : {}),
          defaultConfiguration: { level: LEVEL[strongestSeverity(r)] },
        };
      }),
    };
    return {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [{ tool: { driver }, originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(this.cwd + path.sep).href } }, columnKind: 'utf16CodeUnits', results: this.results }],
    };
  }
}
