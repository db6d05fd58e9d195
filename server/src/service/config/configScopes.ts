import * as path from 'node:path';
import { compileGlob, type GlobMatcher } from './globMatcher';
import type { AgentTarget, RuleSetting, ServiceConfig } from './serviceConfig';

/** One `overrides` entry of `.skillkiln.json`: severities and targets for the files its globs match. */
export interface ConfigOverride {
  /** Globs relative to the config file's folder (`legacy/**`, `**\/drafts/*.md`). */
  readonly files: readonly string[];
  readonly rules: Readonly<Record<string, RuleSetting>>;
  readonly targets?: readonly AgentTarget[];
}

/** What `.skillkiln.json` says about some files only: globs relative to the file's folder (`base`). */
export interface ConfigScopes {
  /** Absolute folder of the config file. */
  readonly base: string;
  /** Files the linter reports nothing for (they still count as skills: the agents still load them). */
  readonly ignore: readonly string[];
  /** Later entries win over earlier ones. */
  readonly overrides: readonly ConfigOverride[];
}

const NOTHING: GlobMatcher = { match: () => false };
const matchers = new Map<string, GlobMatcher>();
function matcher(glob: string): GlobMatcher {
  let m = matchers.get(glob);
  if (!m) {
    // `drafts/` means the folder: a trailing slash is the folder and everything under it.
    // A glob too long or too branchy matches nothing (the config file's check says so).
    m = compileGlob(glob.endsWith('/') ? `${glob}**` : glob) ?? NOTHING;
    matchers.set(glob, m);
  }
  return m;
}

/** True when a glob matches the path (relative, `/`-separated) or one of its parent folders. */
function matches(globs: readonly string[], rel: string): boolean {
  if (rel === '' || rel.startsWith('../') || path.isAbsolute(rel)) return false;
  const parts = rel.split('/');
  return globs.some((g) => {
    const m = matcher(g);
    for (let i = parts.length; i > 0; i--) if (m.match(parts.slice(0, i).join('/'))) return true;
    return false;
  });
}

function relativeTo(scopes: ConfigScopes, p: string): string {
  return path.relative(scopes.base, p).split(path.sep).join('/');
}

/** True when `.skillkiln.json`'s `ignore` covers the file: nothing is reported for it. */
export function isIgnored(config: ServiceConfig, p: string): boolean {
  return config.scopes !== undefined && config.scopes.ignore.length > 0 && matches(config.scopes.ignore, relativeTo(config.scopes, p));
}

/** Per folder config: the answer per file, and one object per set of matching overrides (so caches keyed by config hold). */
const scoped = new WeakMap<ServiceConfig, { byPath: Map<string, ServiceConfig>; byHits: Map<string, ServiceConfig> }>();

/**
 * The settings for one file: the folder's, with the `overrides` whose globs match the file
 * applied in order (rule severities merged per code, targets replaced). The folder's own
 * object when none matches.
 */
export function configForFile(config: ServiceConfig, p: string): ServiceConfig {
  const scopes = config.scopes;
  if (!scopes || scopes.overrides.length === 0) return config;
  let cache = scoped.get(config);
  if (!cache) scoped.set(config, (cache = { byPath: new Map(), byHits: new Map() }));
  const known = cache.byPath.get(p);
  if (known) return known;
  const rel = relativeTo(scopes, p);
  const hits = scopes.overrides.map((o, i) => (matches(o.files, rel) ? i : -1)).filter((i) => i >= 0);
  const key = hits.join(',');
  let result = hits.length === 0 ? config : cache.byHits.get(key);
  if (!result) {
    let rules = config.rules;
    let targets = config.agentSkills.targets;
    for (const i of hits) {
      const o = scopes.overrides[i]!;
      rules = { ...rules, ...o.rules };
      if (o.targets) targets = o.targets;
    }
    result = Object.freeze({ ...config, rules: Object.freeze(rules), agentSkills: Object.freeze({ ...config.agentSkills, targets }) });
    cache.byHits.set(key, result);
  }
  cache.byPath.set(p, result);
  return result;
}
