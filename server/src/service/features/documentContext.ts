import type { ServiceConfig } from '../config/serviceConfig';
import type { RootState } from '../index/skillIndex';
import type { LanguageService } from '../languageService';
import type { Locale } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { Profile, SkillView } from '../profiles/profile';

/** What a request may poll to stop early (an LSP CancellationToken fits). */
export interface CancellationLike {
  readonly isCancellationRequested: boolean;
}

/** Everything an editor feature needs to know about one indexed markdown file. */
export interface DocumentContext {
  readonly path: string;
  readonly parsed: ParsedSkill;
  /** The skill, when the file is one. */
  readonly view: SkillView | undefined;
  /** The skill's root and profile, when the file is a skill. */
  readonly rootState: RootState | undefined;
  /** The skill's profile, or for another markdown file the profiles of its folder's roots. */
  readonly profiles: readonly Profile[];
  /** The workspace folder the file belongs to. */
  readonly folder: string | undefined;
  readonly config: ServiceConfig;
  readonly locale: Locale;
}

/** Looks a file up in the index; undefined when the service does not know it. */
export function documentContext(service: LanguageService, path: string): DocumentContext | undefined {
  const index = service.index;
  // The complete text: the index keeps only headers of files no editor has open.
  const parsed = index.fullParsed(path);
  if (!parsed) return undefined;
  const view = index.skillAt(path);
  const record = index.recordAt(path);
  const rootState = record ? index.rootState(record.root) : undefined;
  const folder = index.folderOf(path);
  const config = index.configFor(path);
  let profiles: Profile[];
  if (rootState) profiles = [rootState.profile];
  else {
    profiles = [];
    for (const s of service.roots()) if (s.root.folder === folder && !profiles.includes(s.profile)) profiles.push(s.profile);
  }
  return { path, parsed, view, rootState, profiles, folder, config, locale: config.locale };
}

/** The skills of a folder that the runtime serves under `name` (served ones first). */
export function skillsNamed(service: LanguageService, folder: string | undefined, name: string): SkillView[] {
  if (folder === undefined) return [];
  const found = service.index.skillsInFolder(folder).filter((v) => v.info.name === name);
  return found.sort((a, b) => Number(b.status === 'served') - Number(a.status === 'served'));
}

/** Every skill of a folder with a served status first, one per name (what completion offers). */
export function servedSkills(service: LanguageService, folder: string | undefined): SkillView[] {
  if (folder === undefined) return [];
  const byName = new Map<string, SkillView>();
  for (const view of service.index.skillsInFolder(folder)) {
    const seen = byName.get(view.info.name);
    if (!seen || (seen.status !== 'served' && view.status === 'served')) byName.set(view.info.name, view);
  }
  return [...byName.values()].sort((a, b) => (a.info.name < b.info.name ? -1 : a.info.name > b.info.name ? 1 : 0));
}
