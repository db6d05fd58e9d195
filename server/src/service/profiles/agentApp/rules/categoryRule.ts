import type { SkillRule } from '../../profile';
import { nearestKey } from '../../shared/nearestKey';
import { CATEGORY_INFO, categorySpellings, parseCategory } from '../agentAppCategories';
import type { ReplaceCategoryFix } from '../fixData';

const LIST_EN = CATEGORY_INFO.map((c) => `\`${c.value}\``).join(', ');
const LABELS = CATEGORY_INFO.map((c) => c.label).join(', ');

/** `category-invalid`: a category that is none of the five values nor their French labels. */
export const agentAppCategoryRule: SkillRule = {
  id: 'agent-app-category',
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
        fr: `Utilisez l’une des cinq catégories de l’application, ${LIST_EN} (ou ${LABELS}) : l’application n’acceptera pas cette compétence avec ${shownFr}.${hintFr}`,
      },
      ...(data ? { data } : {}),
    });
  },
};

/** Drops accents so `systeme` is one edit from nothing but `système`. */
function deaccent(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
