import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Severity } from '../model/finding';
import type { RuleMeta } from '../profiles/profile';
import { allProfiles } from '../profiles/registry';
import { commonCodes, ownCodes } from '../rules/profileRules';

/** Where a rule runs: every profile (`common`) or one of them. */
export type RuleScope = 'common' | string;

/** One diagnostic code with what each profile that reports it says about it. */
export interface RuleDoc {
  readonly code: string;
  /** One entry per profile reporting the code (a code such as `description-missing` means something per format). */
  readonly uses: readonly { readonly scope: RuleScope; readonly meta: RuleMeta }[];
}

/** Where the rule pages are, relative to the package's root (shipped in the `.vsix` and the npm package). */
export const RULE_PAGES_FOLDER = 'docs/rules';

let pagesBase: string | null | undefined;

/**
 * The `file:` address of the rule pages shipped beside this code, or null where they are not
 * (a bundle copied elsewhere). The pages travel with the package, so a link opens the page of
 * the version that reported the finding, offline, and points at nothing the project does not own.
 */
export function rulePagesBase(): string | null {
  if (pagesBase !== undefined) return pagesBase;
  pagesBase = null;
  // The bundles run from `dist/`, the compiled tests from `out/server/src/service/docs/`.
  for (let dir = __dirname, up = 0; up < 6; up++, dir = path.dirname(dir)) {
    const folder = path.join(dir, ...RULE_PAGES_FOLDER.split('/'));
    if (existsSync(path.join(folder, 'README.md'))) {
      pagesBase = pathToFileURL(folder + path.sep).href;
      break;
    }
  }
  return pagesBase;
}

/** The address of a code's rule page, or undefined when the pages are not installed. */
export function ruleDocUrl(code: string): string | undefined {
  const base = rulePagesBase();
  return base === null ? undefined : `${base}${encodeURIComponent(code)}.md`;
}

/** Every diagnostic code, sorted, from the rule modules' declarations (common rules first within a code). */
export function ruleCatalog(): readonly RuleDoc[] {
  const byCode = new Map<string, { scope: RuleScope; meta: RuleMeta }[]>();
  const add = (scope: RuleScope, rules: readonly RuleMeta[]) => {
    for (const meta of rules) {
      const uses = byCode.get(meta.code) ?? [];
      uses.push({ scope, meta });
      byCode.set(meta.code, uses);
    }
  };
  add('common', commonCodes());
  for (const p of allProfiles()) add(p.id, ownCodes(p));
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
