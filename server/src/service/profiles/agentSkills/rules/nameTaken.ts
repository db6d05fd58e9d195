import { AGENTS } from '../../../agents/agents';
import { placeOf, readsPlace } from '../../../agents/agentOutcome';
import type { SkillRecord } from '../../../model/skillRecord';
import type { IndexView, SkillView } from '../../profile';
import { suggestName } from './nameRules';
import { loadedTogether } from './loadedTogether';

// Asked for every name finding of a folder about every other skill: each skill's names worked out once.
const NAMES = new WeakMap<SkillView, readonly string[]>();

/** The names a skill has or may get from a name fix: its header name, its folder name, and the nearest valid form of each. */
function namesOf(view: SkillView): readonly string[] {
  let names = NAMES.get(view);
  if (!names) {
    const own = view.info.name.trim().normalize('NFKC');
    const dir = view.record.dirName.normalize('NFKC');
    NAMES.set(view, (names = [own, dir, suggestName(own), suggestName(dir)]));
  }
  return names;
}

// Per list of a folder's skills (the index gives the same list until one changes): each name's skills.
const BY_NAME = new WeakMap<object, Map<string, SkillView[]>>();

/** The skills of a folder by every name they have or may get (`namesOf`). */
function viewsByName(skills: readonly { readonly view: SkillView }[]): ReadonlyMap<string, readonly SkillView[]> {
  let byName = BY_NAME.get(skills);
  if (byName) return byName;
  byName = new Map();
  for (const { view } of skills) {
    for (const name of new Set(namesOf(view))) {
      const list = byName.get(name);
      if (list) list.push(view);
      else byName.set(name, [view]);
    }
  }
  BY_NAME.set(skills, byName);
  return byName;
}

const LISTING_AGENTS = Object.values(AGENTS).filter((a) => a.id !== 'spec');

/**
 * True when `name` is already the header name or the folder name of another skill of the same
 * workspace folder that some agent reads beside `record` (its skills folder, or a parent
 * project's for an agent that reads parent folders), or a name a fix of the same run may
 * give that skill (the nearest valid form of either): a fix that gave `record` this name would
 * make two skills share it, and that agent would keep only one of them.
 */
export function nameTaken(index: IndexView, record: SkillRecord, name: string): boolean {
  const wanted = name.normalize('NFKC');
  const here = placeOf(record);
  const readers = LISTING_AGENTS.filter((a) => readsPlace(a, here));
  for (const view of viewsByName(index.skillsInFolder(record.root.folder)).get(wanted) ?? []) {
    if (view.record.path === record.path) continue;
    const there = placeOf(view.record);
    if (readers.some((a) => readsPlace(a, there) && loadedTogether(a, record, view.record))) return true;
  }
  return false;
}
