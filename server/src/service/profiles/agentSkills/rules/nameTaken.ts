import { AGENTS } from '../../../agents/agents';
import { placeOf, readsPlace } from '../../../agents/agentOutcome';
import type { SkillRecord } from '../../../model/skillRecord';
import type { IndexView, SkillName } from '../../profile';
import { suggestName } from './nameRules';
import { loadedTogether } from './loadedTogether';

/** The names a skill has or may get from a name fix: its header name, its folder name, and the nearest valid form of each. */
function namesOf(skill: SkillName): readonly string[] {
  const own = skill.name.trim().normalize('NFKC');
  const dir = skill.record.dirName.normalize('NFKC');
  return [own, dir, suggestName(own), suggestName(dir)];
}

// Per list of a folder's names (the index gives the same list until a name changes): each name's skills.
const BY_NAME = new WeakMap<readonly SkillName[], Map<string, SkillName[]>>();

/** The skills of a folder by every name they have or may get (`namesOf`). */
function skillsByName(skills: readonly SkillName[]): ReadonlyMap<string, readonly SkillName[]> {
  let byName = BY_NAME.get(skills);
  if (byName) return byName;
  byName = new Map();
  for (const skill of skills) {
    for (const name of new Set(namesOf(skill))) {
      const list = byName.get(name);
      if (list) list.push(skill);
      else byName.set(name, [skill]);
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
  for (const other of skillsByName(index.namesInFolder(record.root.folder)).get(wanted) ?? []) {
    if (other.record.path === record.path) continue;
    const there = placeOf(other.record);
    if (readers.some((a) => readsPlace(a, there) && loadedTogether(a, record, other.record))) return true;
  }
  return false;
}
