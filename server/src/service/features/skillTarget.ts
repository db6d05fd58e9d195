import type { Position, Range } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { SkillView } from '../profiles/profile';
import { documentContext, skillsNamed, type DocumentContext } from './documentContext';
import { headerLocation } from './headerCursor';
import { skillRefAt, type SkillRef } from './skillReferences';

/** The skill a position designates: a reference to it, or the `name` of the skill itself. */
export interface SkillTarget {
  readonly doc: DocumentContext;
  readonly name: string;
  /** Range of the name under the cursor. */
  readonly range: Range;
  /** The reference under the cursor, when it is one. */
  readonly ref: SkillRef | undefined;
  /** Skills served under this name in the folder (empty for an unknown name). */
  readonly skills: readonly SkillView[];
}

/** Finds which skill the cursor is on (reference or `name` key/value), if any. */
export function skillTargetAt(service: LanguageService, file: string, position: Position): SkillTarget | undefined {
  const doc = documentContext(service, file);
  if (!doc) return undefined;
  const ref = skillRefAt(service, doc, doc.parsed.lines.offsetAt(position));
  if (ref) return { doc, name: ref.name, range: ref.range, ref, skills: skillsNamed(service, doc.folder, ref.name) };
  const loc = headerLocation(doc.parsed, position);
  if (doc.view && loc && loc.path.length === 1 && loc.path[0] === 'name') {
    const range = doc.view.info.nameRange ?? loc.keyRange ?? loc.valueRange;
    if (!range) return undefined;
    return { doc, name: doc.view.info.name, range, ref: undefined, skills: [doc.view] };
  }
  return undefined;
}
