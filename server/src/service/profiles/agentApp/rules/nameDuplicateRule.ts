import type { RootRule, SkillView } from '../../profile';
import { skillAnchorRange } from '../../shared/skillAnchorRange';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `name-duplicate`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_DUPLICATE: RuleCode = { code: 'name-duplicate', severity: 'error', doc: { en: 'Two enabled skills share a name: the app reads skills by name, so only one can be read or referenced.', fr: 'Deux skills activés portent le même nom : l’application lit les skills par leur nom, un seul peut être lu ou référencé.' },
  example: { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code-review', 'description: Review a pull request.', 'category: code']), others: { 'prompts-app/review.md': mm(['name: code-review', 'description: Review code.', 'category: code']) } },
};

/**
 * `name-duplicate`: two enabled skills of one root with the same name. The app reads a
 * skill by its name, so only one of them can ever be read or referenced.
 */
export const agentAppNameDuplicateRule: RootRule = {
  id: 'agent-app-name-duplicate',
  kind: 'root',
  codes: [NAME_DUPLICATE],
  reads: ['root'],
  groupKey: (s) => (s.status === 'served' ? s.info.name : undefined),
  check({ skills, report }) {
    const byName = new Map<string, SkillView[]>();
    for (const s of skills) {
      if (s.status !== 'served') continue;
      const list = byName.get(s.info.name);
      if (list) list.push(s);
      else byName.set(s.info.name, [s]);
    }
    for (const [name, list] of byName) {
      if (list.length < 2) continue;
      for (const s of list) {
        const others = list.filter((o) => o !== s);
        report(s.record.path, {
          code: 'name-duplicate',
          range: s.info.nameRange ?? skillAnchorRange(s.parsed),
          message: {
            en: `Give this skill another name: ${others.length + 1} skills are named "${name}", and the app reads a skill by its name, so only one of them can be read or referenced.`,
            fr: `Donnez un autre nom à ce skill : ${others.length + 1} skills s’appellent « ${name} », et l’application lit un skill par son nom, un seul d’entre eux peut donc être lu ou référencé.`,
          },
          related: others.map((o) => ({ path: o.record.path, range: o.info.nameRange ?? skillAnchorRange(o.parsed), message: { en: `also named "${name}"`, fr: `s’appelle aussi « ${name} »` } })),
        });
      }
    }
  },
};
