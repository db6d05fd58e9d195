import * as path from 'node:path';
import type { LocalizedText } from '../model/finding';
import type { SkillPortability } from '../model/portability';
import type { SkillRecord } from '../model/skillRecord';
import { AGENTS } from './agents';

/**
 * A skill's portability once a `SKILL.md` directly in its skills folder (`top`) is known: the
 * agents that load such a file alone (`Discovery.topFile: 'alone'`) load this skill nowhere.
 * Portability is worked out per skill; this is the one fact that comes from another file.
 */
export function hiddenByTopFile(p: SkillPortability, top: SkillRecord): SkillPortability {
  const hiders = p.rows.filter((r) => r.readsFolder && AGENTS[r.agent].discovery.topFile === 'alone');
  if (hiders.length === 0 || p.path === top.path) return p;
  const file = path.relative(top.root.folder, top.path).split(path.sep).join('/');
  const detail = takesFolderForOne(file);
  const rows = p.rows.map((r) => (hiders.includes(r) ? { ...r, status: 'not-loaded' as const, detail } : r));
  const fix = {
    cause: 'top-file' as const,
    text: { en: `move \`${file}\` into a folder of its own`, fr: `placez \`${file}\` dans un dossier à lui` },
    agents: hiders.map((r) => r.agent),
  };
  return { ...p, rows, fixes: [...p.fixes, fix].sort((a, b) => b.agents.length - a.agents.length) };
}

/** What an agent that loads `file` (a SKILL.md directly in the skills folder) alone does, as a verb phrase without its name. */
export function takesFolderForOne(file: string): LocalizedText {
  return { en: `takes the whole folder for one skill, \`${file}\`, and loads no other skill in it`, fr: `prend tout le dossier pour un seul skill, \`${file}\`, et n’y charge aucun autre skill` };
}
