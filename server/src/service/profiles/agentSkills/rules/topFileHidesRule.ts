import * as path from 'node:path';
import { judgedAgents, placeOfFile } from '../../../agents/agentOutcome';
import { kindOf } from '../../../fs/pathKind';
import { isTopSkillFile } from '../../../agents/topSkillFile';
import { FILE_START } from '../../../model/fileStart';
import type { RootRule, RootRuleContext } from '../../profile';
import { listTargets } from '../agentTargets';
import { SKILL_NOT_FOUND } from './tooDeepRule';

/**
 * `skill-not-found` on every other skill of a folder that holds a `SKILL.md` directly: the
 * agents that take the whole folder for that one skill (`Discovery.topFile: 'alone'`) load
 * none of them.
 */
export const topFileHidesRule: RootRule = {
  id: 'agent-skills/top-file-hides',
  kind: 'root',
  codes: [SKILL_NOT_FOUND],
  reads: ['root-paths', 'file-system'],
  check(ctx: RootRuleContext) {
    const top = ctx.skills.find((v) => isTopSkillFile(v.record))?.record.path ?? topFileAbove(ctx);
    if (!top) return;
    const rel = path.relative(ctx.root.folder, top).split(path.sep).join('/');
    for (const view of ctx.skills) {
      if (view.record.path === top) continue;
      const alone = judgedAgents(view.record, ctx.config).filter((a) => a.discovery.topFile === 'alone').map((a) => a.id);
      if (alone.length === 0) continue;
      const one = alone.length === 1;
      const who = listTargets(alone);
      ctx.report(view.record.path, {
        code: 'skill-not-found', severity: 'error', range: FILE_START,
        message: {
          en: `Move \`${rel}\` into a folder of its own: it makes ${who.en} take the whole folder for one skill, so ${one ? 'it never loads' : 'they never load'} this one.`,
          fr: `Placez \`${rel}\` dans un dossier à lui : il fait prendre tout le dossier pour un seul skill à ${who.fr}, qui ne ${one ? 'charge' : 'chargent'} donc jamais celui-ci.`,
        },
        related: [{ path: top, range: FILE_START, message: { en: 'loaded instead', fr: 'chargé à sa place' } }],
      });
    }
  },
};

/**
 * For a collection folder inside an agent's skills folder (`.github/skills/outer`), the
 * skills folder's own `SKILL.md`, when there is one: it hides the collection's skills too.
 */
function topFileAbove(ctx: RootRuleContext): string | undefined {
  const { agentFolder, depth } = placeOfFile(ctx.root.folder, path.join(ctx.root.path, 'SKILL.md'));
  if (agentFolder === undefined || depth < 1) return undefined;
  const file = path.join(ctx.root.folder, ...agentFolder.split('/'), 'SKILL.md');
  return kindOf(ctx.index.fs, file) === 'file' ? file : undefined;
}
