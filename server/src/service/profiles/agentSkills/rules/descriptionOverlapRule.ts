import * as path from 'node:path';
import type { RelatedPlace } from '../../../model/finding';
import { FILE_START } from '../../../model/fileStart';
import { DescriptionOverlapIndex } from '../../../triggers/descriptionOverlap';
import type { SkillRoot } from '../../../discovery/skillRoot';
import type { RootRule, RootRuleContext, SkillView } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';

/** The page and hover text of `description-overlap`. */
export const DESCRIPTION_OVERLAP: RuleCode = {
  code: 'description-overlap', severity: 'warning',
  doc: {
    en: 'Two skills of one folder have descriptions so alike that one request would reach both: the same text, or one saying nothing the other does not. The agent picks one of them, not always the one you meant. Measured offline by word overlap; `skillkiln triggers` asks the agent itself.',
    fr: 'Deux skills d’un même dossier ont des descriptions si proches qu’une même demande les atteindrait tous les deux : le même texte, ou l’une ne disant rien que l’autre ne dise. L’agent en choisit un, pas toujours celui voulu. Mesuré hors ligne par recouvrement de mots ; `skillkiln triggers` pose la question à l’agent lui-même.',
  },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF into CSV files.']), others: { '.claude/skills/pdf-extract/SKILL.md': agent(['name: pdf-extract', 'description: Extract tables from PDF files.']) } },
};

/**
 * Each root's descriptions as last compared: a header edit redoes the candidate pairs of the
 * descriptions that changed, not of the whole root (see DescriptionOverlapIndex).
 */
const BY_ROOT = new WeakMap<SkillRoot, DescriptionOverlapIndex>();

/**
 * `description-overlap`: skills of one root whose descriptions would answer the same requests
 * (see descriptionOverlaps), reported on each with the other named.
 */
export const descriptionOverlapRule: RootRule = {
  id: 'agent-skills/description-overlap',
  kind: 'root',
  codes: [DESCRIPTION_OVERLAP],
  reads: ['root'],
  check(ctx: RootRuleContext) {
    const views = ctx.skills.filter((v) => v.info.description.trim() !== '');
    const rel = (v: SkillView) => path.relative(ctx.root.path, v.record.path).split(path.sep).join('/');
    let overlaps = BY_ROOT.get(ctx.root);
    if (!overlaps) BY_ROOT.set(ctx.root, (overlaps = new DescriptionOverlapIndex()));
    for (const o of overlaps.update(views.map((v) => v.info.description))) {
      const pair = [views[o.a]!, views[o.b]!] as const;
      pair.forEach((view, i) => {
        const other = pair[1 - i]!;
        const related: RelatedPlace[] = [{ path: other.record.path, range: other.info.descriptionRange ?? FILE_START, message: { en: 'the other description', fr: 'l’autre description' } }];
        const why = o.identical
          ? { en: 'has the same description', fr: 'a la même description' }
          : { en: `has a description this one's words all fall within, or the reverse (shared: ${o.shared.slice(0, 5).join(', ')})`, fr: `a une description qui contient tous les mots de celle-ci, ou l’inverse (en commun : ${o.shared.slice(0, 5).join(', ')})` };
        ctx.report(view.record.path, {
          code: 'description-overlap',
          range: view.info.descriptionRange ?? FILE_START,
          message: {
            en: `\`${other.info.name}\` (${rel(other)}) ${why.en}: one request would reach both, and the agent picks only one. Say what sets each apart.`,
            fr: `\`${other.info.name}\` (${rel(other)}) ${why.fr} : une même demande atteindrait les deux, et l’agent n’en choisit qu’un. Dites ce qui distingue chacun.`,
          },
          related,
        });
      });
    }
  },
};
