import type { SkillRule } from '../../profile';
import { nearestKey } from '../../shared/nearestKey';
import { CATEGORY_INFO, categorySpellings, parseCategory } from '../agentAppCategories';
import type { ReplaceCategoryFix } from '../fixData';
import { replaceCategory } from '../../../features/codeActions/replaceCategory';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `category-invalid`: its severity and docs and example (rule pages, hovers, SARIF). */
export const CATEGORY_INVALID: RuleCode = { code: 'category-invalid', severity: 'error', doc: { en: 'The category is not one of system, code, workflow, analysis, custom (or their French labels Système, Code, Flux de travail, Analyse, Personnalisée).', fr: 'La catégorie n’est pas l’une de system, code, workflow, analysis, custom (ou leurs libellés Système, Code, Flux de travail, Analyse, Personnalisée).' }, fix: { en: 'Replace it with the nearest category.', fr: 'La remplacer par la catégorie la plus proche.' },
  example: { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code-review', 'description: Review a pull request.', 'category: coding']) },
};

const LIST_EN = CATEGORY_INFO.map((c) => `\`${c.value}\``).join(', ');
const LABELS = CATEGORY_INFO.map((c) => c.label).join(', ');

/** `category-invalid`: a category that is none of the five values nor their French labels. */
export const agentAppCategoryRule: SkillRule = {
  id: 'agent-app-category',
  kind: 'skill',
  codes: [CATEGORY_INVALID],
  reads: ['header'],
  fixes: [replaceCategory],
  check({ skill, report }) {
    const entry = skill.parsed.entry('category');
    if (!entry) return;
    const raw = typeof entry.value === 'string' ? entry.value : entry.value === null || entry.value === undefined ? '' : undefined;
    if (raw !== undefined && parseCategory(raw)) return;
    const shown = raw === undefined ? `the category ${JSON.stringify(entry.value)}` : raw.trim() === '' ? 'an empty category' : `the category "${raw.trim()}"`;
    const shownFr = raw === undefined ? `la catégorie ${JSON.stringify(entry.value)}` : raw.trim() === '' ? 'une catégorie vide' : `la catégorie « ${raw.trim()} »`;
    let data: ReplaceCategoryFix | undefined;
    if (raw?.trim()) {
      const spellings = categorySpellings();
      const plain = deaccent(raw.trim().toLowerCase());
      const keys = [...spellings.keys()].map(deaccent);
      const near = keys.includes(plain) ? plain : nearestKey(plain, keys, 3);
      const value = near === undefined ? undefined : [...spellings].find(([k]) => deaccent(k) === near)?.[1];
      if (value) data = { fix: 'replace-category', replacement: value, edit: { range: entry.valueRange, newText: value } };
    }
    const hint = data ? ` Did you mean \`${data.replacement}\`?` : '';
    const hintFr = data ? ` Vouliez-vous dire \`${data.replacement}\` ?` : '';
    report({
      code: 'category-invalid',
      range: entry.node || entry.valueSpan.end > entry.valueSpan.start ? entry.valueRange : entry.keyRange,
      message: {
        en: `Use one of the app’s five categories, ${LIST_EN} (or ${LABELS}): the app will not accept this skill with ${shown}.${hint}`,
        fr: `Utilisez l’une des cinq catégories de l’application, ${LIST_EN} (ou ${LABELS}) : l’application n’acceptera pas ce skill avec ${shownFr}.${hintFr}`,
      },
      ...(data ? { data } : {}),
    });
  },
};

/** Drops accents so `systeme` is one edit from nothing but `système`. */
function deaccent(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
