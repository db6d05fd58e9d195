import type { ServiceConfig } from '../config/serviceConfig';

/**
 * The rules worth running under `config`: those whose declared codes are not all turned off
 * in the settings (a rule that declares none always runs). Turning a check off then saves its
 * cost, not only its report. The same array when every rule runs (the usual case).
 */
export function rulesToRun<R extends { readonly codes: readonly { readonly code: string }[] }>(rules: readonly R[], config: ServiceConfig): readonly R[] {
  const off = config.rules;
  const runs = (r: R) => r.codes.length === 0 || r.codes.some((c) => off[c.code] !== 'off');
  return rules.every(runs) ? rules : rules.filter(runs);
}
