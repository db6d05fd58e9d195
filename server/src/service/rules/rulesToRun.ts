import type { ServiceConfig } from '../config/serviceConfig';

type WithCodes = { readonly codes: readonly { readonly code: string }[] };

// Asked for every file on every run with the same lists and settings objects: each answer worked out once.
const KEPT = new WeakMap<readonly WithCodes[], WeakMap<ServiceConfig, readonly WithCodes[]>>();

/**
 * The rules worth running under `config`: those whose declared codes are not all turned off
 * in the settings (a rule that declares none always runs). Turning a check off then saves its
 * cost, not only its report. The same array when every rule runs (the usual case), and the
 * same answer for the same list and settings.
 */
export function rulesToRun<R extends WithCodes>(rules: readonly R[], config: ServiceConfig): readonly R[] {
  let byConfig = KEPT.get(rules);
  if (!byConfig) KEPT.set(rules, (byConfig = new WeakMap()));
  let kept = byConfig.get(config) as readonly R[] | undefined;
  if (!kept) {
    const off = config.rules;
    const runs = (r: R) => r.codes.length === 0 || r.codes.some((c) => off[c.code] !== 'off');
    byConfig.set(config, (kept = rules.every(runs) ? rules : rules.filter(runs)));
  }
  return kept;
}
