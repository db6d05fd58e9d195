import * as path from 'node:path';
import type { Range } from 'vscode-languageserver-types';
import type { RelatedPlace } from '../../../model/finding';
import type { RootRule, RootRuleContext, SkillView } from '../../profile';
import { lineRange } from './mmEdits';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `name-conflict`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_CONFLICT: RuleCode = {
  code: 'name-conflict', severity: 'error',
  doc: { en: 'Two served skills resolve to the same name: the catalog lists the name twice and read_skill can load only one of them.', fr: 'Deux skills servis ont le même nom : le catalogue l’affiche deux fois et read_skill ne peut en charger qu’un.' },
  example: { file: 'skills/hello.md', text: mm(['name: greetings', 'description: Greet somebody.']), others: { 'skills/greetings.md': mm(['name: greetings', 'description: Greet somebody warmly.']) } },
};

/** `skill-shadowed`: its severity and docs and example (rule pages, hovers, SARIF). */
export const SKILL_SHADOWED: RuleCode = {
  code: 'skill-shadowed', severity: 'warning',
  doc: { en: '`<name>/SKILL.md` next to a flat `<name>.md`: read_skill serves the flat file and never loads the folder.', fr: '`<nom>/SKILL.md` à côté d’un fichier à plat `<nom>.md` : read_skill sert le fichier à plat et ne charge jamais le dossier.' },
  example: { file: 'skills/greetings/SKILL.md', text: mm(['name: greetings', 'description: Greet somebody.']), others: { 'skills/greetings.md': mm(['name: greetings', 'description: Greet somebody.']) } },
};

/** Where a finding about a skill's name goes: its `name` value, else its first line. */
function nameRangeOf(view: SkillView): Range {
  return view.info.nameRange ?? lineRange(view.parsed, 0);
}

function relPath(ctx: RootRuleContext, view: SkillView): string {
  return path.relative(ctx.root.path, view.record.path).split(path.sep).join('/');
}

/**
 * `name-conflict`: two served skills of one root resolve to the same name. The catalog
 * lists the name twice and `read_skill` can return only one of them. Reported on each,
 * pointing at the others.
 */
export const nameConflictRule: RootRule = {
  id: 'mm.name-conflict',
  kind: 'root',
  codes: [NAME_CONFLICT],
  reads: ['root'],
  groupKey: (view) => (view.status === 'served' ? view.info.name : undefined),
  check(ctx: RootRuleContext) {
    const byName = new Map<string, SkillView[]>();
    for (const view of ctx.skills) {
      if (view.status !== 'served') continue;
      const list = byName.get(view.info.name);
      if (list) list.push(view);
      else byName.set(view.info.name, [view]);
    }
    for (const [name, views] of byName) {
      if (views.length < 2) continue;
      for (const view of views) {
        const others = views.filter((v) => v !== view);
        const where = others.map((v) => relPath(ctx, v)).join(', ');
        const related: RelatedPlace[] = others.map((v) => ({
          path: v.record.path,
          range: nameRangeOf(v),
          message: { en: `also served as "${name}"`, fr: `aussi servi sous le nom « ${name} »` },
        }));
        ctx.report(view.record.path, {
          code: 'name-conflict',
          range: nameRangeOf(view),
          message: {
            en: `Give this skill another name: ${where} ${others.length > 1 ? 'are' : 'is'} also served as "${name}", so the catalog lists the name twice and read_skill can load only one of them.`,
            fr: `Donnez un autre nom à ce skill : ${where} ${others.length > 1 ? 'sont aussi servis' : 'est aussi servi'} sous le nom « ${name} », donc le catalogue affiche ce nom deux fois et read_skill ne peut en charger qu’un.`,
          },
          related,
        });
      }
    }
  },
};

/**
 * `skill-shadowed`: `<name>/SKILL.md` next to a flat `<name>.md`. read_skill serves the
 * flat file; the folder form is never loaded (seed 000).
 */
export const skillShadowedRule: RootRule = {
  id: 'mm.skill-shadowed',
  kind: 'root',
  codes: [SKILL_SHADOWED],
  reads: ['root'],
  // A shadowed folder skill and the flat files of its name.
  groupKey: (view) => (view.status === 'shadowed' || view.record.layout === 'flat' ? view.record.dirName : undefined),
  check(ctx: RootRuleContext) {
    for (const view of ctx.skills) {
      if (view.status !== 'shadowed') continue;
      const flat = ctx.skills.find((v) => v.record.layout === 'flat' && v.record.dirName === view.record.dirName);
      const flatName = flat ? relPath(ctx, flat) : `${view.record.dirName}.md`;
      ctx.report(view.record.path, {
        code: 'skill-shadowed',
        range: lineRange(view.parsed, 0),
        message: {
          en: `This SKILL.md is never loaded: the flat file ${flatName} has the same name, and read_skill serves that one instead.`,
          fr: `Ce SKILL.md n’est jamais chargé : le fichier à plat ${flatName} porte le même nom, et read_skill sert celui-là à sa place.`,
        },
        ...(flat ? { related: [{ path: flat.record.path, range: lineRange(flat.parsed, 0), message: { en: 'served instead', fr: 'servi à sa place' } }] } : {}),
      });
    }
  },
};
