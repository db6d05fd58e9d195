import type { Range, TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { LocalizedText } from '../model/finding';
import { TOOL_NAME } from '../profiles/tajo/rules/mcpRules';
import type { DocumentContext } from './documentContext';
import { folderTools, toolUses, type ToolRef } from './toolReferences';
import type { FileChange } from './workspaceEdit';

/**
 * Renames a Tajo tool (seed 002): the skill's `mcp.tool_name` and every `tajo/…` item of the
 * folder's agent specs that names it, from either place. `tajo/` may be left out of the new name.
 */
export function renameTool(service: LanguageService, doc: DocumentContext, ref: ToolRef, newName: string): { changes: FileChange[] } | { error: LocalizedText } {
  const trimmed = newName.trim();
  const name = trimmed.startsWith('tajo/') ? trimmed : `tajo/${trimmed}`;
  if (!TOOL_NAME.test(name)) {
    return { error: { en: `\`${newName}\` cannot be a tool name: write \`tajo/\` and a kebab-case name (\`tajo/win-back\`).`, fr: `\`${newName}\` ne peut pas être un nom d’outil : écrivez \`tajo/\` et un nom en kebab-case (\`tajo/win-back\`).` } };
  }
  const byPath = new Map<string, TextEdit[]>();
  const add = (p: string, range: Range) => byPath.set(p, [...(byPath.get(p) ?? []), { range, newText: name }]);
  const declared = folderTools(service, doc.folder).get(ref.name);
  if (declared) add(declared.view.record.path, declared.view.parsed.lines.range(declared.span.start, declared.span.end));
  for (const { path, ranges } of toolUses(service, doc.folder, ref.name)) for (const r of ranges) add(path, r);
  return { changes: [...byPath].map(([path, edits]) => ({ kind: 'edit', path, edits })) };
}
