import * as path from 'node:path';
import type { Location, Position } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import { documentContext, skillsNamed, type DocumentContext } from './documentContext';
import { headerLocation } from './headerCursor';
import { extrasOf } from './profileExtras';
import { schemaScalars } from './schemaNodes';
import { bodyLocalLinks } from '../profiles/shared/scannedBody';
import { skillRefAt } from './skillReferences';
import { folderTools, toolRefAt } from './toolReferences';
import { pathToUri } from './uris';
import { FILE_START } from '../model/fileStart';

/**
 * Go to definition: from `{{skill:x}}`, `$x` or a header skill reference (`relatedSkills`)
 * to the skill's `name` (or its file); from an agent spec's `tajo/…` tool to the skill's
 * `mcp.tool_name`; from `then:`/`else:` to the action with that id;
 * from a body link to the file it points at.
 */
export function definition(service: LanguageService, file: string, position: Position): Location[] {
  const doc = documentContext(service, file);
  if (!doc) return [];
  const offset = doc.parsed.lines.offsetAt(position);
  const ref = skillRefAt(service, doc, offset);
  if (ref) return skillsNamed(service, doc.folder, ref.name).map((v) => ({ uri: pathToUri(v.record.path), range: v.info.nameRange ?? FILE_START }));
  const tool = toolRefAt(doc, offset);
  if (tool?.kind === 'use') {
    const d = folderTools(service, doc.folder).get(tool.name);
    return d ? [{ uri: pathToUri(d.view.record.path), range: d.view.parsed.lines.range(d.span.start, d.span.end) }] : [];
  }
  const action = actionTarget(doc, position);
  if (action) return [action];
  for (const link of bodyLocalLinks(doc.parsed)) {
    if (offset < link.targetStart || offset > link.targetEnd) continue;
    const target = link.targetKind === 'relative' ? path.resolve(path.dirname(file), link.path) : link.path;
    return service.index.fs.stat(target)?.kind === 'file' ? [{ uri: pathToUri(target), range: FILE_START }] : [];
  }
  return [];
}

/** The action whose id a `then`/`else` value names, in the same header. */
function actionTarget(doc: DocumentContext, position: Position): Location | undefined {
  const profile = doc.rootState?.profile;
  if (!profile) return undefined;
  const extras = extrasOf(profile.id);
  const loc = headerLocation(doc.parsed, position);
  const key = loc?.path[loc.path.length - 1];
  if (!loc || loc.onKey || !loc.value || !key || !extras.actionReferenceKeys?.includes(key) || !extras.actionIdPath) return undefined;
  const idPath = extras.actionIdPath.join('.');
  const id = schemaScalars(doc.parsed, profile.schema.keys, (k) => k.key === extras.actionIdPath![extras.actionIdPath!.length - 1])
    .find((s) => s.path.join('.') === idPath && s.value === loc.value);
  return id ? { uri: pathToUri(doc.path), range: doc.parsed.lines.range(id.start, id.end) } : undefined;
}
