import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import { TAJO_TOOL_PREFIX } from '../profiles/tajo/agentTools';
import type { DocumentContext } from './documentContext';
import type { HeaderCursor } from './headerCursor';
import { folderTools } from './toolReferences';

/**
 * Completion of an agent spec's `tools:` items (seed 002): the `tajo/…` tools the folder's
 * skills expose, with the skill behind each. Undefined where the cursor is elsewhere, so
 * the schema's own completion applies.
 */
export function toolItems(service: LanguageService, doc: DocumentContext, cursor: HeaderCursor): CompletionItem[] | undefined {
  if (cursor.path.length !== 1 || cursor.path[0] !== 'tools' || !cursor.item || !doc.profiles.some((p) => p.id === 'tajo')) return undefined;
  const data = doc.parsed.frontMatter?.data;
  // Skills have no `tools`: only agent specs (which have no `triggers`) list them.
  if (data && 'triggers' in data) return undefined;
  const items: CompletionItem[] = [];
  for (const [name, { view }] of folderTools(service, doc.folder)) {
    if (cursor.prefix && !name.startsWith(cursor.prefix) && !name.slice(TAJO_TOOL_PREFIX.length).startsWith(cursor.prefix)) continue;
    items.push({ label: name, kind: CompletionItemKind.Function, detail: view.info.name, ...(view.info.description ? { documentation: view.info.description } : {}), textEdit: { range: cursor.range, newText: name } });
  }
  return items.sort((a, b) => a.label.localeCompare(b.label));
}
