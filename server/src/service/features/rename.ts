import { dirname, join, sep } from 'node:path';
import type { Position, Range, TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { LocalizedText } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { SkillRecord } from '../model/skillRecord';
import { yamlScalar } from '../profiles/shared/yamlScalar';
import { referencesTo } from './references';
import { documentContext } from './documentContext';
import { skillTargetAt } from './skillTarget';
import { toolRefAt } from './toolReferences';
import { renameTool } from './toolRename';
import type { FileChange } from './workspaceEdit';
import { slugChangeNote } from '../profiles/skillApi/slugChangeNote';

/** Why a rename cannot happen here. */
export interface RenameRefusal {
  readonly error: LocalizedText;
}

const NOT_HERE: RenameRefusal = { error: { en: 'Rename works on a skill’s `name` or on a reference to a skill.', fr: 'Le renommage s’applique au `name` d’un skill ou à une référence à un skill.' } };

/** A rename's changes, and the same text edits without the moves (for clients that cannot move files). */
export interface RenameResult {
  readonly changes: FileChange[];
  readonly editsOnly: FileChange[];
  /** What the author must confirm before the rename applies (a skill-api slug that changes). */
  readonly confirm?: LocalizedText;
}

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

/**
 * Renames a skill: its `name` value and every reference in its workspace folder, then the
 * folder (`<name>/SKILL.md`) or file (`<name>.md`) when it carried the old name, so the
 * on-disk name stays in step (never onto an existing path).
 */
export function rename(service: LanguageService, file: string, position: Position, newName: string): RenameResult | RenameRefusal {
  const tool = toolAt(service, file, position);
  if (tool) {
    const r = renameTool(service, tool.doc, tool.ref, newName);
    return 'error' in r ? r : { changes: r.changes, editsOnly: r.changes };
  }
  const prepared = prepareRename(service, file, position);
  if ('error' in prepared) return prepared;
  const target = skillTargetAt(service, file, position)!;
  const name = newName.trim();
  if (!/^[^\s{}$'"`:#,[\]|]+$/.test(name)) {
    return { error: { en: `\`${newName}\` cannot be a skill name: no spaces, quotes, braces or YAML punctuation.`, fr: `\`${newName}\` ne peut pas être un nom de skill : ni espaces, ni guillemets, ni accolades, ni ponctuation YAML.` } };
  }
  const byPath = new Map<string, TextEdit[]>();
  const add = (p: string, edit: TextEdit) => {
    const list = byPath.get(p) ?? [];
    if (!list.some((e) => e.range.start.line === edit.range.start.line && e.range.start.character === edit.range.start.character)) list.push(edit);
    byPath.set(p, list);
  };
  for (const v of target.skills) if (v.info.nameRange) add(v.record.path, nameEdit(v.parsed, v.info.nameRange, name));
  for (const { path, refs } of referencesTo(service, target.doc.folder, target.name)) for (const r of refs) add(path, { range: r.range, newText: name });
  const moves = target.skills.map((v) => onDiskMove(service, v.record, target.name, name)).filter((m): m is Move => m !== undefined);
  // Moves first, and the edits then name the files where they are: an editor moves an open
  // file with its folder, but cannot edit a file whose folder has just gone.
  const moved = (p: string): string => {
    const m = moves.find((x) => p === x.from || p.startsWith(x.from + sep));
    return m ? m.to + p.slice(m.from.length) : p;
  };
  const edits = [...byPath];
  const slugNote = target.skills.some((v) => service.index.rootState(v.record.root).profile.id === 'skill-api') ? slugChangeNote(target.name, name) : undefined;
  return {
    ...(slugNote ? { confirm: slugNote } : {}),
    changes: [...moves, ...edits.map(([p, list]): FileChange => ({ kind: 'edit', path: moved(p), edits: list }))],
    editsOnly: edits.map(([p, list]): FileChange => ({ kind: 'edit', path: p, edits: list })),
  };
}

type Move = Extract<FileChange, { kind: 'rename' }>;

/** The move of a skill's folder or file that carries `oldName`, when `newName` can be an on-disk name and is free. */
function onDiskMove(service: LanguageService, record: SkillRecord, oldName: string, newName: string): Move | undefined {
  if (record.dirName !== oldName || newName === oldName || !/^[^/\\]+$/.test(newName) || newName === '.' || newName === '..') return undefined;
  const from = record.layout === 'folder' ? record.skillDir : record.path;
  const to = join(dirname(from), record.layout === 'folder' ? newName : `${newName}.md`);
  return service.index.fs.stat(to) ? undefined : { kind: 'rename', from, to };
}

/**
 * The edit of a `name:` value. A plain value is written plain only when YAML reads it back
 * as the same string (`*x` is an alias, `@x` and `%x` are reserved, `~` and `null` are null,
 * `1.0` a number): otherwise quoted. Inside double quotes the name is escaped, inside single
 * quotes it goes as is (names have no quote).
 */
function nameEdit(parsed: ParsedSkill, range: Range, name: string): TextEdit {
  const inner = innerRange(parsed, range);
  const quote = inner === range ? '' : parsed.text[parsed.lines.offsetAt(range.start)];
  if (quote === "'") return { range: inner, newText: name };
  if (quote === '"') return { range: inner, newText: JSON.stringify(name).slice(1, -1) };
  return { range, newText: yamlScalar(name) };
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
