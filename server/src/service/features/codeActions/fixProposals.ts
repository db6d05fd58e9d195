import type { LanguageService } from '../../languageService';
import type { Finding } from '../../model/finding';
import type { DocumentContext } from '../documentContext';
import type { EditCapabilities } from '../workspaceEdit';
import type { FixProposal } from './fixBuilder';
import { fixBuilderFor } from './registry';

/** The proposals of the builder registered for a finding's code and `data.fix`; a failing builder yields none. */
export function fixProposals(service: LanguageService, doc: DocumentContext, f: Finding, caps: EditCapabilities): readonly FixProposal[] {
  if (!f.data) return [];
  const builder = fixBuilderFor(f.code, f.data.fix);
  if (!builder) return [];
  try {
    return builder.build({ service, doc, code: f.code, range: f.range, data: f.data, caps });
  } catch (err) {
    console.error(`fix ${f.data.fix} failed: ${(err as Error)?.stack ?? String(err)}`);
    return [];
  }
}
