import * as path from 'node:path';
import type { RelatedPlace, Report } from '../../../model/finding';
import { FILE_START } from '../../../model/fileStart';
import { differingPlaces, replaced } from '../../../model/listDelta';
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
 * Each root's descriptions as last compared, and the skills they were the descriptions of: a
 * header edit redoes the candidate pairs of the descriptions that changed, not of the whole
 * root (see DescriptionOverlapIndex), and reports on the skills whose overlaps changed.
 */
const BY_ROOT = new WeakMap<SkillRoot, { readonly overlaps: DescriptionOverlapIndex; described: Described }>();

/**
 * The skills of a root with a description, by index among them (`of`: where each sits among the
 * skills given; no list of their own, a root of 10,000 skills copied one per header edit), their
 * descriptions, and where each skill given sits among them.
 */
interface Described {
  /** The skills given, in their order. */
  readonly skills: readonly SkillView[];
  readonly descriptions: readonly string[];
  /** For each skill given, its index among the described ones (-1: no description). */
  readonly at: Int32Array;
  /** For each described skill, its index among the skills given. */
  readonly of: Int32Array;
  /** The described indexes whose skill another view replaced since the last `Described` (when patched from it). */
  readonly replacedAt?: readonly number[];
}

const NONE: Described = { skills: [], descriptions: [], at: new Int32Array(0), of: new Int32Array(0) };

/** The `j`-th described skill. */
function viewAt(d: Described, j: number): SkillView {
  return d.skills[d.of[j]!]!;
}

/**
 * The described skills of `skills`: the last ones with the skills that changed put in their
 * place when as many are given and none gained or lost its description (a header edit), else
 * built again. The skills themselves are compared as references only: in a root of 10,000 skills,
 * reading every skill's description on each keystroke cost more than the comparison it feeds.
 */
function described(skills: readonly SkillView[], last: Described): Described {
  const hasDescription = (v: SkillView) => v.info.description.trim() !== '';
  const places = differingPlaces(last.skills, skills);
  if (places) {
    const descriptions = new Map<number, string>();
    const replacedAt: number[] = [];
    let patched = true;
    for (const i of places) {
      const v = skills[i]!;
      const j = last.at[i]!;
      if (j < 0 || !hasDescription(v)) patched = j < 0 && !hasDescription(v);
      else {
        replacedAt.push(j);
        descriptions.set(j, v.info.description);
      }
      if (!patched) break;
    }
    if (patched) return { skills, descriptions: replaced(last.descriptions, descriptions), at: last.at, of: last.of, replacedAt };
  }
  const of: number[] = [];
  const at = new Int32Array(skills.length);
  skills.forEach((v, i) => (at[i] = hasDescription(v) ? of.push(i) - 1 : -1));
  return { skills, descriptions: of.map((i) => skills[i]!.info.description), at, of: Int32Array.from(of) };
}

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
    const rel = (v: SkillView) => path.relative(ctx.root.path, v.record.path).split(path.sep).join('/');
    let state = BY_ROOT.get(ctx.root);
    if (!state) BY_ROOT.set(ctx.root, (state = { overlaps: new DescriptionOverlapIndex(), described: NONE }));
    const before = state.described;
    const now = (state.described = described(ctx.skills, before));
    const overlaps = state.overlaps;
    overlaps.update(now.descriptions);
    const dirty = ctx.partial ? changedSkills(overlaps, before, now) : undefined;
    const reportsOf = (o: DescriptionOverlap) => {
      const pair = [viewAt(now, o.a), viewAt(now, o.b)] as const;
      let kept = REPORTS.get(o);
      if (!kept || kept.views[0] !== pair[0] || kept.views[1] !== pair[1]) REPORTS.set(o, (kept = { views: pair, reports: [overlapReport(o, pair[0], pair[1], rel), overlapReport(o, pair[1], pair[0], rel)] }));
      return kept.reports;
    };
    if (!dirty) {
      for (const o of overlaps.overlaps()) {
        const reports = reportsOf(o);
        ctx.report(viewAt(now, o.a).record.path, reports[0]);
        ctx.report(viewAt(now, o.b).record.path, reports[1]);
      }
      return;
    }
    // Told what changed, the engine keeps the rest: the skills whose reports are the same report nothing again.
    ctx.partial!.only(dirty.paths);
    for (const i of dirty.indexes) for (const o of overlaps.overlapsOf(i)) ctx.report(viewAt(now, i).record.path, reportsOf(o)[o.a === i ? 0 : 1]);
  },
};

/**
 * The skills (by index now) whose reports may differ from the last run's, and every path
 * concerned (the one at an index before, when another skill took its place); undefined when
 * all of them may (the list's length changed: every index moved). A skill whose overlaps changed
 * (one gained, lost or re-scored) or whose view is new (its name and path are in the other's
 * message) changes its own reports and those of each skill it overlaps. Only the overlaps of
 * those skills are looked at, never every pair of the root.
 */
function changedSkills(overlaps: DescriptionOverlapIndex, before: Described, now: Described): { readonly indexes: ReadonlySet<number>; readonly paths: readonly string[] } | undefined {
  const changed = overlaps.changed;
  if (changed === 'all') return undefined;
  const replacedViews = placesReplaced(before, now);
  if (!replacedViews) return undefined;
  const moved = new Set(changed);
  for (const i of replacedViews) moved.add(i);
  const indexes = new Set(moved);
  for (const i of moved) for (const o of overlaps.overlapsOf(i)) indexes.add(o.a === i ? o.b : o.a);
  const paths = new Set<string>();
  for (const i of indexes) {
    paths.add(viewAt(now, i).record.path);
    paths.add(viewAt(before, i).record.path);
  }
  return { indexes, paths: [...paths] };
}

/**
 * The described indexes holding another skill now than before: as `described` noted them when
 * it patched `before`, else found by comparing every one; undefined when their count changed.
 */
function placesReplaced(before: Described, now: Described): readonly number[] | undefined {
  const n = now.descriptions.length;
  if (n !== before.descriptions.length) return undefined;
  if (now.replacedAt && now.of === before.of) return now.replacedAt;
  const out: number[] = [];
  for (let j = 0; j < n; j++) if (viewAt(before, j) !== viewAt(now, j)) out.push(j);
  return out;
}

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
