import { parseDocument, type Document } from 'yaml';

/** Parses a header's YAML source with the options every header is read with. */
export function parseHeaderYaml(source: string): Document.Parsed {
  return parseDocument(source, { prettyErrors: false, uniqueKeys: true, strict: true, logLevel: 'error' });
}
