import type { LocalizedText } from '../../model/finding';

/** The five categories of seed 001, in the order the seed lists them. */
export const AGENT_APP_CATEGORIES = ['system', 'code', 'workflow', 'analysis', 'custom'] as const;
export type AgentAppCategory = (typeof AGENT_APP_CATEGORIES)[number];

/** One category: its value, the French label the app shows, and what belongs in it (seed 001). */
export interface CategoryInfo {
  readonly value: AgentAppCategory;
  readonly label: string;
  readonly doc: LocalizedText;
}

export const CATEGORY_INFO: readonly CategoryInfo[] = [
  { value: 'system', label: 'Système', doc: { en: 'Internal rules and procedures of the application.', fr: 'Règles et procédures internes de l’application.' } },
  { value: 'code', label: 'Code', doc: { en: 'Development conventions, patterns and good practices.', fr: 'Conventions de développement, patterns et bonnes pratiques.' } },
  { value: 'workflow', label: 'Flux de travail', doc: { en: 'Step-by-step procedures for complex tasks.', fr: 'Procédures étape par étape pour des tâches complexes.' } },
  { value: 'analysis', label: 'Analyse', doc: { en: 'Methods of analysis, diagnosis or evaluation.', fr: 'Méthodes d’analyse, de diagnostic ou d’évaluation.' } },
  { value: 'custom', label: 'Personnalisée', doc: { en: 'Any skill that fits none of the other categories.', fr: 'Tout skill ne relevant pas des catégories précédentes.' } },
];

const BY_SPELLING = new Map<string, AgentAppCategory>();
for (const c of CATEGORY_INFO) {
  BY_SPELLING.set(c.value, c.value);
  BY_SPELLING.set(c.label.toLowerCase(), c.value);
}

/**
 * The category a header value names: a value (`workflow`) or its French label
 * (`Flux de travail`), ignoring case and surrounding blanks. Undefined otherwise; accents
 * are not optional (`Systeme` is not a label the app shows).
 */
export function parseCategory(raw: string): AgentAppCategory | undefined {
  return BY_SPELLING.get(raw.trim().toLowerCase());
}

/** Every accepted spelling of every category, for "did you mean" suggestions. */
export function categorySpellings(): ReadonlyMap<string, AgentAppCategory> {
  return BY_SPELLING;
}
