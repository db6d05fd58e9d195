import type { Range } from 'vscode-languageserver-types';
import type { ServiceConfig } from '../config/serviceConfig';
import type { Finding, Report, Severity } from '../model/finding';
import type { Profile, RuleMeta } from '../profiles/profile';
import { COMMON_RULES } from './commonRules';

const metaCache = new WeakMap<Profile, Map<string, RuleMeta>>();
/** Findings of one code kept per file and rule run. */
export const MAX_FINDINGS_PER_CODE = 1000;

/** Every code a profile can report (common codes included), by code. */
export function rulesOf(profile: Profile): Map<string, RuleMeta> {
  let map = metaCache.get(profile);
  if (!map) {
    map = new Map();
    for (const m of COMMON_RULES) map.set(m.code, m);
    for (const m of profile.rules) map.set(m.code, m);
    metaCache.set(profile, map);
  }
  return map;
}

/**
 * Returns a `report` function that turns a rule's report into a finding of `path`:
 * the default severity comes from the rule's metadata, the user's `skillsmith.rules`
 * setting can change it or turn it off.
 */
export function createReporter(path: string, profile: Profile, config: ServiceConfig, out: Finding[]): (report: Report) => void {
  const meta = rulesOf(profile);
  const counts = new Map<string, number>();
  return (r) => {
    const setting = config.rules[r.code];
    if (setting === 'off') return;
    // A hostile file can repeat one mistake 100,000 times; the first ones say enough and memory stays bounded.
    const n = (counts.get(r.code) ?? 0) + 1;
    counts.set(r.code, n);
    if (n > MAX_FINDINGS_PER_CODE) return;
    const severity: Severity = setting ?? r.severity ?? meta.get(r.code)?.severity ?? 'warning';
    // One copy of everything that may hold strings of the file, and optional fields set only
    // when present (no spread temporaries: ten thousand findings on a big workspace).
    const copy = detach({ message: r.message, data: r.data, related: r.related });
    const finding: { -readonly [K in keyof Finding]: Finding[K] } = { path, code: r.code, severity, message: copy.message, range: r.range };
    if (copy.data) finding.data = copy.data;
    if (copy.related) finding.related = copy.related;
    if (r.unnecessary) finding.unnecessary = true;
    out.push(finding);
  };
}

/**
 * A deep copy with fresh strings. Findings outlive the text they were computed from, and a
 * string sliced from a file (a keyword, a path in a message) would otherwise keep the whole
 * file in memory. Findings are JSON by contract (they cross LSP), so JSON copies them exactly.
 */
export function detach<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Orders findings by position, then code, so output is stable. */
export function compareFindings(a: Finding, b: Finding): number {
  return comparePos(a.range, b.range) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

function comparePos(a: Range, b: Range): number {
  return a.start.line - b.start.line || a.start.character - b.start.character;
}
