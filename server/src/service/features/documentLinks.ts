import * as path from 'node:path';
import type { DocumentLink } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import { documentContext, skillsNamed } from './documentContext';
import { localize } from './localize';
import { extrasOf } from './profileExtras';
import { skillRefs } from './skillReferences';
import { bodyLocalLinks } from '../profiles/shared/scannedBody';
import { pathToUri } from './uris';
import { insideFolder } from '../profiles/skillApi/insideFolder';

/** Links for skill references (to the skill's file) and for body links to files that exist. */
export function documentLinks(service: LanguageService, file: string): DocumentLink[] {
  const doc = documentContext(service, file);
  if (!doc) return [];
  const out: DocumentLink[] = [];
  for (const ref of skillRefs(service, doc)) {
    const target = skillsNamed(service, doc.folder, ref.name)[0];
    if (target) out.push({ range: ref.range, target: pathToUri(target.record.path), tooltip: localize({ en: `Open the skill ${ref.name}`, fr: `Ouvrir le skill ${ref.name}` }, doc.locale) });
  }
  // A file linked a thousand times is looked up once.
  const isFile = new Map<string, boolean>();
  const note = doc.rootState ? extrasOf(doc.rootState.profile.id).linkedFileNote : undefined;
  for (const link of bodyLocalLinks(doc.parsed)) {
    const target = link.targetKind === 'relative' ? path.resolve(path.dirname(file), link.path) : link.path;
    // Nothing outside the workspace is stat'ed, read or shown (an absolute path, `../`, a symlink out).
    if (!doc.folder || !insideFolder(service.index.fs, doc.folder, target)) continue;
    let known = isFile.get(target);
    if (known === undefined) isFile.set(target, (known = service.index.fs.stat(target)?.kind === 'file'));
    if (!known) continue;
    const tooltip = note?.(service.index.fs, target);
    out.push({ range: doc.parsed.lines.range(link.targetStart, link.targetEnd), target: pathToUri(target), ...(tooltip ? { tooltip: localize(tooltip, doc.locale) } : {}) });
  }
  return out;
}
