import * as path from 'node:path';
import type { RelatedPlace, Report } from '../../../model/finding';
import { FILE_START } from '../../../model/fileStart';
import { DescriptionOverlapIndex, type DescriptionOverlap } from '../../../triggers/descriptionOverlap';
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
 * The reports of a pair the index scored before, while its two skills are the same views: the
 * same objects, so the engine keeps their findings (a header edit in a folder of 10,000 skills
 * re-reported every pair).
 */
const REPORTS = new WeakMap<DescriptionOverlap, { readonly views: readonly [SkillView, SkillView]; readonly reports: readonly [Report, Report] }>();

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
      let kept = REPORTS.get(o);
      if (!kept || kept.views[0] !== pair[0] || kept.views[1] !== pair[1]) REPORTS.set(o, (kept = { views: pair, reports: [overlapReport(o, pair[0], pair[1], rel), overlapReport(o, pair[1], pair[0], rel)] }));
      ctx.report(pair[0].record.path, kept.reports[0]);
      ctx.report(pair[1].record.path, kept.reports[1]);
    }
  },
};

/** What `description-overlap` says on `view` of its overlap `o` with `other`. */
function overlapReport(o: DescriptionOverlap, view: SkillView, other: SkillView, rel: (v: SkillView) => string): Report {
  const related: RelatedPlace[] = [{ path: other.record.path, range: other.info.descriptionRange ?? FILE_START, message: { en: 'the other description', fr: 'l’autre description' } }];
  const why = o.identical
    ? { en: 'has the same description', fr: 'a la même description' }
    : { en: `has a description this one's words all fall within, or the reverse (shared: ${o.shared.slice(0, 5).join(', ')})`, fr: `a une description qui contient tous les mots de celle-ci, ou l’inverse (en commun : ${o.shared.slice(0, 5).join(', ')})` };
  return {
    code: 'description-overlap',
    range: view.info.descriptionRange ?? FILE_START,
    message: {
      en: `\`${other.info.name}\` (${rel(other)}) ${why.en}: one request would reach both, and the agent picks only one. Say what sets each apart.`,
      fr: `\`${other.info.name}\` (${rel(other)}) ${why.fr} : une même demande atteindrait les deux, et l’agent n’en choisit qu’un. Dites ce qui distingue chacun.`,
    },
    related,
  };
}
