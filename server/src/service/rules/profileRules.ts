import type { Profile } from '../profiles/profile';
import { COMMON_RULES } from './commonRules';
import { codesOf, readsFileSystemOnly, readsHeaderOnly, readsOwnFileOnly, rulesOfKind, type DocumentRule, type RootRule, type RuleCode, type SkillRule } from './rule';

/**
 * A profile's rules (its own and the common ones) sorted by what they read, once per
 * profile: the engine asks for every file on every refresh.
 */
export interface ProfileRules {
  /** Every code the profile can report (common codes included), by code. */
  readonly codes: ReadonlyMap<string, RuleCode>;
  /** Skill rules that read only the file itself: run once per version of it (of its header, see `localByText`). */
  readonly local: readonly SkillRule[];
  /** `local` by whether a rule reads the body (see `ByText`). */
  readonly localByText: ByText;
  /** Skill rules that read the file system, not other skills: again when a file appears or vanishes. */
  readonly fs: readonly SkillRule[];
  /** Skill rules that read other skills' headers: again after any header edit. */
  readonly cross: readonly SkillRule[];
  readonly root: readonly RootRule[];
  readonly document: readonly DocumentRule[];
  /** `fs` by whether a rule reads the body (see `ByText`). */
  readonly fsByText: ByText;
  /** `cross` by whether a rule reads the body (see `ByText`). */
  readonly crossByText: ByText;
  /** True when a skill or document rule reads the other headers: a header edit may change any file of the folder. */
  readonly readsOtherHeaders: boolean;
}

/**
 * Rules split by what they read of the file itself: the findings of those that read only its
 * header hold while `SkillRecord.headerVersion` stays (a body edit), the others' while its version does.
 */
export interface ByText {
  readonly header: readonly SkillRule[];
  readonly body: readonly SkillRule[];
}

function byText(rules: readonly SkillRule[]): ByText {
  return { header: rules.filter(readsHeaderOnly), body: rules.filter((r) => !readsHeaderOnly(r)) };
}

const BY_PROFILE = new WeakMap<Profile, ProfileRules>();

/** What the engine runs for a profile, by the inputs each rule declares (see `RuleInput`). */
export function profileRules(profile: Profile): ProfileRules {
  let found = BY_PROFILE.get(profile);
  if (found) return found;
  const all = [...COMMON_RULES, ...profile.rules];
  const skill = rulesOfKind(all, 'skill');
  const codes = new Map<string, RuleCode>();
  // A profile's own entry wins over a common one of the same code (`description-missing` per format).
  for (const c of codesOf(COMMON_RULES)) codes.set(c.code, c);
  for (const c of codesOf(profile.rules)) if (!codes.has(c.code) || !isCommon(c)) codes.set(c.code, c);
  const fs = skill.filter((r) => !readsOwnFileOnly(r) && readsFileSystemOnly(r));
  const cross = skill.filter((r) => !readsOwnFileOnly(r) && !readsFileSystemOnly(r));
  const local = skill.filter(readsOwnFileOnly);
  found = {
    codes,
    local,
    localByText: byText(local),
    fs,
    cross,
    root: rulesOfKind(all, 'root'),
    document: rulesOfKind(all, 'document'),
    fsByText: byText(fs),
    crossByText: byText(cross),
    readsOtherHeaders: [...skill, ...rulesOfKind(all, 'document')].some((r) => r.reads.includes('other-headers')),
  };
  BY_PROFILE.set(profile, found);
  return found;
}

let common: ReadonlySet<RuleCode> | undefined;

/** True for a code object the common rules declare. */
export function isCommon(code: RuleCode): boolean {
  common ??= new Set(codesOf(COMMON_RULES));
  return common.has(code);
}

/** The codes a profile's own rules declare (not the common ones they also report), in the order of its rule table. */
export function ownCodes(profile: Profile): readonly RuleCode[] {
  return codesOf(profile.rules).filter((c) => !isCommon(c));
}

/** The codes every profile reports, in the order of the common rule table. */
export function commonCodes(): readonly RuleCode[] {
  return codesOf(COMMON_RULES);
}
