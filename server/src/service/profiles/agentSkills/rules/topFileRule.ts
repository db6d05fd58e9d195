import { leadSentence } from '../../../text/leadSentence';
import * as path from 'node:path';
import { judgedAgents, placeOf, readsPlace } from '../../../agents/agentOutcome';
import { judge } from '../../../agents/judgement';
import { isTopSkillFile } from '../../../agents/topSkillFile';
import { FILE_START } from '../../../model/fileStart';
import type { LocalizedText, Severity } from '../../../model/finding';
import type { SkillRule } from '../../profile';
import { listTargets } from '../agentTargets';
import { SKILL_NOT_FOUND } from './tooDeepRule';

/**
 * `skill-not-found` on a `SKILL.md` directly in the skills folder: the agents that ignore it
 * (an error when one of them is judged), and those that take the whole folder for this one
 * skill, so that no other skill of the folder is loaded (a warning here; the other skills say it).
 */
export const topFileRule: SkillRule = {
  id: 'agent-skills/top-file',
  kind: 'skill',
  codes: [SKILL_NOT_FOUND],
  reads: ['header'],
  check({ skill, config, report }) {
    const { record, parsed } = skill;
    if (!isTopSkillFile(record)) return;
    const judged = judgedAgents(record, config);
    // In a folder none of the judged agents reads, too-deep says so already (otherwise they all read it).
    const place = placeOf(record);
    if (!judged.some((a) => readsPlace(a, place))) return;
    const v = judge('top-file', record, parsed, config);
    const alone = judged.filter((a) => a.discovery.topFile === 'alone').map((a) => a.id);
    if (!v && alone.length === 0) return;
    const where = path.relative(record.root.folder, record.root.path).split(path.sep).join('/') || record.root.label;
    const name = skill.info.name && skill.info.name !== record.dirName ? skill.info.name : '<name>';
    const parts: LocalizedText[] = [];
    if (v) parts.push(v.effect);
    if (alone.length > 0) {
      const who = listTargets(alone);
      parts.push(alone.length > 1
        ? { en: `${who.en} load it as the folder's only skill and none of the others`, fr: `${who.fr} le chargent comme le seul skill du dossier, et aucun des autres` }
        : { en: `${who.en} loads it as the folder's only skill and none of the others`, fr: `${who.fr} le charge comme le seul skill du dossier, et aucun des autres` });
    }
    // Said where the user sees it: an agent that could not be run here makes no claim.
    const unverified = judged.filter((a) => !a.validator && a.discovery.topFile === undefined).map((a) => a.id);
    if (unverified.length > 0) {
      const names = listTargets(unverified);
      parts.push({ en: `what ${names.en} ${unverified.length > 1 ? 'do' : 'does'} with it was not verified`, fr: `ce qu’en fait ${names.fr} n’a pas été vérifié` });
    }
    // Loaded alone by a judged agent: at least a warning (the hidden skills carry the errors).
    const severity: Severity = v?.severity === 'error' ? 'error' : alone.length > 0 ? 'warning' : v!.severity;
    report({
      code: 'skill-not-found', severity, range: FILE_START,
      message: leadSentence(
        { en: `Move this SKILL.md to \`${where}/${name}/SKILL.md\``, fr: `Placez ce SKILL.md dans \`${where}/${name}/SKILL.md\`` },
        { en: `it is directly in \`${where}\`, not in a folder of its own`, fr: `il est directement dans \`${where}\`, pas dans un dossier à lui` },
        { en: parts.map((p) => p.en).join('; '), fr: parts.map((p) => p.fr).join(' ; ') },
      ),
    });
  },
};
