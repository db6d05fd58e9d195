import type { Position, Range, TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { LocalizedText } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import { referencesTo } from './references';
import { documentContext } from './documentContext';
import { skillTargetAt } from './skillTarget';
import { toolRefAt } from './toolReferences';
import { renameTool } from './toolRename';
import type { FileChange } from './workspaceEdit';

/** Why a rename cannot happen here. */
export interface RenameRefusal {
  readonly error: LocalizedText;
}

const NOT_HERE: RenameRefusal = { error: { en: 'Rename works on a skill’s `name` or on a reference to a skill.', fr: 'Le renommage s’applique au `name` d’un skill ou à une référence à un skill.' } };

/** Where a rename would apply and the current name, or why it cannot. */
export function prepareRename(service: LanguageService, file: string, position: Position): { range: Range; placeholder: string } | RenameRefusal {
  const tool = toolAt(service, file, position);
  if (tool) return { range: tool.ref.range, placeholder: tool.ref.name };
  const target = skillTargetAt(service, file, position);
  if (!target) return NOT_HERE;
  if (target.skills.length === 0) return { error: { en: `No skill is named \`${target.name}\` in this workspace folder: there is nothing to rename.`, fr: `Aucun skill ne s’appelle \`${target.name}\` dans ce dossier de travail : rien à renommer.` } };
  if (!target.skills.some((v) => v.info.nameRange)) {
    return { error: { en: `\`${target.name}\` has no \`name\` key: its name is its file or folder name. Rename the file instead.`, fr: `\`${target.name}\` n’a pas de clé \`name\` : son nom est celui de son fichier ou dossier. Renommez plutôt le fichier.` } };
  }
  return { range: innerRange(target.doc.parsed, target.range), placeholder: target.name };
}

/** Renames a skill: its `name` value and every reference in its workspace folder. */
export function rename(service: LanguageService, file: string, position: Position, newName: string): { changes: FileChange[] } | RenameRefusal {
  const tool = toolAt(service, file, position);
  if (tool) return renameTool(service, tool.doc, tool.ref, newName);
  const prepared = prepareRename(service, file, position);
  if ('error' in prepared) return prepared;
  const target = skillTargetAt(service, file, position)!;
  const name = newName.trim();
  if (!/^[^\s{}$'"`:#,[\]|]+$/.test(name)) {
    return { error: { en: `\`${newName}\` cannot be a skill name: no spaces, quotes, braces or YAML punctuation.`, fr: `\`${newName}\` ne peut pas être un nom de skill : ni espaces, ni guillemets, ni accolades, ni ponctuation YAML.` } };
  }
  const byPath = new Map<string, TextEdit[]>();
  const add = (p: string, range: Range) => {
    const list = byPath.get(p) ?? [];
    if (!list.some((e) => e.range.start.line === range.start.line && e.range.start.character === range.start.character)) list.push({ range, newText: name });
    byPath.set(p, list);
  };
  for (const v of target.skills) if (v.info.nameRange) add(v.record.path, innerRange(v.parsed, v.info.nameRange));
  for (const { path, refs } of referencesTo(service, target.doc.folder, target.name)) for (const r of refs) add(path, r.range);
  return { changes: [...byPath].map(([path, edits]) => ({ kind: 'edit', path, edits })) };
}

/** A Tajo tool (an agent spec's `tajo/…` or a skill's `mcp.tool_name`) under the cursor. */
function toolAt(service: LanguageService, file: string, position: Position) {
  const doc = documentContext(service, file);
  const ref = doc ? toolRefAt(doc, doc.parsed.lines.offsetAt(position)) : undefined;
  return doc && ref ? { doc, ref } : undefined;
}

/** The range of a scalar's text without its quotes. */
function innerRange(parsed: ParsedSkill, range: Range): Range {
  const start = parsed.lines.offsetAt(range.start);
  const end = parsed.lines.offsetAt(range.end);
  const q = parsed.text[start];
  if ((q === '"' || q === "'") && end - start >= 2 && parsed.text[end - 1] === q) return parsed.lines.range(start + 1, end - 1);
  return range;
}
