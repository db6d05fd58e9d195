import type { Location, Position } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import { documentContext, type CancellationLike } from './documentContext';
import { skillRefs, type SkillRef } from './skillReferences';
import { skillTargetAt } from './skillTarget';
import { pathToUri } from './uris';

/**
 * Find references of a skill (from its `name` or from any reference to it): every
 * `{{skill:x}}`, `$x` and header reference in the markdown files of its workspace folder,
 * plus the skill's own `name` when the declaration is asked for.
 */
export function references(service: LanguageService, file: string, position: Position, includeDeclaration: boolean, token?: CancellationLike): Location[] {
  const target = skillTargetAt(service, file, position);
  if (!target) return [];
  const out: Location[] = [];
  if (includeDeclaration) {
    for (const v of target.skills) if (v.info.nameRange) out.push({ uri: pathToUri(v.record.path), range: v.info.nameRange });
  }
  for (const { path, refs } of referencesTo(service, target.doc.folder, target.name, token)) {
    for (const r of refs) out.push({ uri: pathToUri(path), range: r.range });
  }
  return out;
}

/** The references to `name` in every indexed markdown file of a folder, file by file. */
export function referencesTo(service: LanguageService, folder: string | undefined, name: string, token?: CancellationLike): { path: string; refs: SkillRef[] }[] {
  if (folder === undefined) return [];
  const index = service.index;
  const out: { path: string; refs: SkillRef[] }[] = [];
  for (const p of [...index.skillPaths(), ...index.otherDocuments()]) {
    if (token?.isCancellationRequested) return [];
    if (index.folderOf(p) !== folder) continue;
    const parsed = index.fullParsed(p);
    // Cheap test first: most files never mention the name.
    if (!parsed || !parsed.text.includes(name)) continue;
    const doc = documentContext(service, p);
    const refs = doc ? skillRefs(service, doc).filter((r) => r.name === name) : [];
    if (refs.length > 0) out.push({ path: p, refs });
  }
  return out;
}
