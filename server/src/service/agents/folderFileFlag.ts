import * as path from 'node:path';
import { isAlias, isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import type { AgentDeclaration, FileShape } from './agentDeclaration';
import type { FileSystem } from '../fs/fileSystem';
import { decodeText } from '../fs/decodeText';

type FileRule = NonNullable<AgentDeclaration['listing']['hiddenByFile']>;

/**
 * The value at `rule.flag` in the file `rule.path` of a skill's folder, as the agent reads it:
 * undefined where the file is missing, is not YAML, or holds a value that does not fit
 * `rule.shape` (the agent then ignores the whole file, observed on Codex 0.171.0).
 */
export function folderFileFlag(rule: FileRule, skillPath: string, fs: FileSystem): unknown {
  const bytes = fs.readFile(path.join(path.dirname(skillPath), rule.path));
  if (!bytes) return undefined;
  const decoded = decodeText(bytes);
  // Read as strict UTF-8: bytes that are not fail the read (a leading byte-order mark is dropped).
  if (!decoded.ok || decoded.invalidUtf8) return undefined;
  // Keys repeated outside the records are the agent's to ignore; its own ones are checked in `fits`.
  const doc = parseDocument(decoded.text, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0 || !fits(doc, doc.contents, rule.shape)) return undefined;
  return doc.getIn(rule.flag) as unknown;
}

function fits(doc: Document, node: unknown, shape: FileShape): boolean {
  const n = isAlias(node) ? node.resolve(doc) : node;
  if (n === null || n === undefined || (isScalar(n) && n.value === null)) return true;
  if (shape === 'scalar') return isScalar(n);
  if (shape === 'bool') return isScalar(n) && typeof n.value === 'boolean';
  if ('list' in shape) return isSeq(n) && n.items.every((item) => fits(doc, item, shape.list));
  if (!isMap(n)) return false;
  const seen = new Set<string>();
  for (const pair of n.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const inner = key === undefined ? undefined : shape.record[key];
    if (inner === undefined) continue;
    if (seen.has(key!)) return false;
    seen.add(key!);
    if (!fits(doc, pair.value, inner)) return false;
  }
  return true;
}
