import type { Severity } from '../model/finding';
import type { RuleMeta } from '../profiles/profile';
import { allProfiles } from '../profiles/registry';
import { COMMON_RULES } from '../rules/commonRules';

/** Where a rule runs: every profile (`common`) or one of them. */
export type RuleScope = 'common' | string;

/** One diagnostic code with what each profile that reports it says about it. */
export interface RuleDoc {
  readonly code: string;
  /** One entry per profile reporting the code (a code such as `description-missing` means something per format). */
  readonly uses: readonly { readonly scope: RuleScope; readonly meta: RuleMeta }[];
}

/** The repository's rule pages; the rule pages, SARIF `helpUri` and LSP `codeDescription.href` all use it. */
export const RULE_DOCS_BASE = 'https://github.com/skillkiln/skillkiln/blob/main/docs/rules/';

/** The address of a code's rule page. */
export function ruleDocUrl(code: string): string {
  return `${RULE_DOCS_BASE}${encodeURIComponent(code)}.md`;
}

/** Every diagnostic code, sorted, from the rules' own metadata (common rules first within a code). */
export function ruleCatalog(): readonly RuleDoc[] {
  const byCode = new Map<string, { scope: RuleScope; meta: RuleMeta }[]>();
  const add = (scope: RuleScope, rules: readonly RuleMeta[]) => {
    for (const meta of rules) {
      const uses = byCode.get(meta.code) ?? [];
      uses.push({ scope, meta });
      byCode.set(meta.code, uses);
    }
  };
  add('common', COMMON_RULES);
  for (const p of allProfiles()) add(p.id, p.rules);
  return [...byCode.keys()].sort().map((code) => ({ code, uses: byCode.get(code)! }));
}

/** The most severe default severity among a code's uses (what SARIF's `defaultConfiguration` shows). */
export function strongestSeverity(doc: RuleDoc): Severity {
  const order: readonly Severity[] = ['error', 'warning', 'information', 'hint'];
  return order.find((s) => doc.uses.some((u) => u.meta.severity === s)) ?? 'warning';
}

/** The text up to the first `: ` or sentence end: a one-line summary of a rule's doc. */
export function firstSentence(doc: string): string {
  const m = /^(.+?[.:])(\s|$)/.exec(doc);
  return (m ? m[1]! : doc).replace(/:$/, '.');
}
