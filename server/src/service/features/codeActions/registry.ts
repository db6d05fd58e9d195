import { allProfiles } from '../../profiles/registry';
import { COMMON_RULES } from '../../rules/commonRules';
import type { Rule } from '../../rules/rule';
import type { FixBuilder } from './fixBuilder';

/** Builders by code, then by `data.fix`: read from the rule modules' `fixes`, once. */
let byCode: Map<string, Map<string, FixBuilder>> | undefined;

function builders(): Map<string, Map<string, FixBuilder>> {
  if (byCode) return byCode;
  byCode = new Map();
  const rules: readonly Rule[] = [...COMMON_RULES, ...allProfiles().flatMap((p) => p.rules)];
  for (const rule of rules) {
    for (const c of rule.codes) {
      let of = byCode.get(c.code);
      if (!of) byCode.set(c.code, (of = new Map()));
      for (const b of rule.fixes ?? []) if (!b.codes || b.codes.includes(c.code)) of.set(b.fix, b);
    }
  }
  return byCode;
}

/** Every quick-fix builder a rule declares, each once. */
export function allFixBuilders(): readonly FixBuilder[] {
  return [...new Set([...builders().values()].flatMap((m) => [...m.values()]))];
}

/** The builder for a finding's code and payload: one the rule reporting that code declares (`Rule.fixes`). */
export function fixBuilderFor(code: string, fix: string): FixBuilder | undefined {
  return builders().get(code)?.get(fix);
}
