import * as path from 'node:path';
import { judge, joinNames } from '../../../agents/judgement';
import { FILE_START } from '../../../model/fileStart';
import { leadSentence } from '../../../text/leadSentence';
import type { SkillRule } from '../../profile';
import { SKILL_NOT_FOUND } from './tooDeepRule';

/**
 * `skill-not-found` on a `SKILL.md` inside another skill's folder (`<skills>/<host>/<sub>/SKILL.md`)
 * for the judged agents that never search a skill's folder for another skill (`discovery.nested`):
 * they never load it, and say nothing. Agents that search there check it as any other skill.
 */
export const nestedSkillRule: SkillRule = {
  id: 'agent-skills/nested-skill',
  kind: 'skill',
  codes: [SKILL_NOT_FOUND],
  reads: ['header'],
  check({ skill, config, report }) {
    const { record, parsed } = skill;
    const host = record.root.host;
    if (host === undefined) return;
    const v = judge('nested', record, parsed, config);
    if (!v) return;
    const rel = (p: string) => path.relative(record.root.folder, p).split(path.sep).join('/') || '.';
    const to = `${rel(path.dirname(host))}/${record.dirName}/`;
    const agents = v.agents.map((a) => a.agent);
    const plural = agents.length > 1;
    report({
      code: 'skill-not-found', severity: v.severity, range: FILE_START,
      message: leadSentence(
        { en: `Move this skill's folder to \`${to}\``, fr: `Placez le dossier de ce skill dans \`${to}\`` },
        { en: `it is inside the folder of the skill \`${path.basename(host)}\``, fr: `il est dans le dossier du skill \`${path.basename(host)}\`` },
        {
          en: `${joinNames(agents.map((a) => a.label.en), 'and')} never ${plural ? 'load' : 'loads'} a SKILL.md inside another skill's folder`,
          fr: `${joinNames(agents.map((a) => a.label.fr), 'et')} ne ${plural ? 'chargent' : 'charge'} jamais un SKILL.md placé dans le dossier d’un autre skill`,
        },
      ),
    });
  },
};
