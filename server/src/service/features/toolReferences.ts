import type { Range } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { SkillView } from '../profiles/profile';
import { agentToolItems, mcpToolName, toolDeclarations, type NamedSpan } from '../profiles/tajo/agentTools';
import { documentContext, type DocumentContext } from './documentContext';

/**
 * Tajo agent tools (seed 002) for navigation: a `tajo/…` item of an agent spec's `tools:`
 * (a use) or a skill's `mcp.tool_name` (the declaration), under an offset.
 */
export interface ToolRef {
  readonly name: string;
  readonly kind: 'use' | 'declaration';
  readonly range: Range;
}

/** True when some skills root of the document's folder uses the Tajo format. */
function inTajoFolder(doc: DocumentContext): boolean {
  return doc.profiles.some((p) => p.id === 'tajo');
}

function refOf(doc: DocumentContext, span: NamedSpan, kind: ToolRef['kind']): ToolRef {
  return { name: span.name, kind, range: doc.parsed.lines.range(span.start, span.end) };
}

/** The tool use or declaration under `offset`, if any. */
export function toolRefAt(doc: DocumentContext, offset: number): ToolRef | undefined {
  if (!inTajoFolder(doc)) return undefined;
  const use = agentToolItems(doc.parsed).find((t) => offset >= t.start && offset <= t.end);
  if (use) return refOf(doc, use, 'use');
  const declared = doc.view ? mcpToolName(doc.parsed) : undefined;
  return declared && offset >= declared.start && offset <= declared.end ? refOf(doc, declared, 'declaration') : undefined;
}

/** The Tajo skills exposing tools in a folder, by tool name. */
export function folderTools(service: LanguageService, folder: string | undefined): Map<string, { view: SkillView; span: NamedSpan }> {
  if (folder === undefined) return new Map();
  return toolDeclarations(service.index.skillsInFolder(folder).filter((s) => s.profileId === 'tajo'));
}

/** Every use of the tool `name` in the agent specs of a folder, file by file. */
export function toolUses(service: LanguageService, folder: string | undefined, name: string): { path: string; ranges: Range[] }[] {
  if (folder === undefined) return [];
  const index = service.index;
  const out: { path: string; ranges: Range[] }[] = [];
  for (const p of [...index.skillPaths(), ...index.otherDocuments()]) {
    if (index.folderOf(p) !== folder) continue;
    const parsed = index.fullParsed(p);
    // Cheap test first: most files never mention the tool.
    if (!parsed || !parsed.text.includes(name)) continue;
    const doc = documentContext(service, p);
    const ranges = doc ? agentToolItems(doc.parsed).filter((t) => t.name === name).map((t) => doc.parsed.lines.range(t.start, t.end)) : [];
    if (ranges.length > 0) out.push({ path: p, ranges });
  }
  return out;
}
