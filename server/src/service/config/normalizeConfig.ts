import type { Locale, LocalizedText } from '../model/finding';
import { AGENT_TARGETS, DEFAULT_CONFIG, PROFILE_IDS, type AgentTarget, type ProfileId, type RuleSetting, type ServiceConfig } from './serviceConfig';

/** What was wrong with one setting. */
export interface ConfigProblem extends LocalizedText {
  /** The setting as written, dotted after its top-level key (`profile`, `rules.keywords-cap`, `targets`). */
  readonly key: string;
}

/** A normalized configuration and what was wrong with the raw one. */
export interface NormalizedConfig {
  readonly config: ServiceConfig;
  /** One message per malformed setting (its default was used instead). */
  readonly problems: readonly ConfigProblem[];
}

const RULE_SETTINGS: readonly RuleSetting[] = ['error', 'warning', 'information', 'hint', 'off'];

/**
 * Turns the raw `skillkiln` settings section (anything a client sends) into a complete
 * configuration: every missing setting takes its default, every malformed one too, with
 * a message naming the setting and what was expected. `locale` is the default language
 * when the section does not set one.
 */
export function normalizeConfig(raw: unknown, locale: Locale = DEFAULT_CONFIG.locale, prefix = 'skillkiln.'): NormalizedConfig {
  const problems: ConfigProblem[] = [];
  // `prefix` names the settings as the author wrote them: `skillkiln.profile` in settings, `profile` in .skillkiln.json.
  const setting = (key: string) => (key ? `${prefix}${key}` : prefix.replace(/\.$/, '') || 'settings');
  const bad = (key: string, value: unknown, expected: LocalizedText) => {
    problems.push({
      key,
      en: `${setting(key)}: ${show(value)} is not valid (expected ${expected.en}); using the default.`,
      fr: `${setting(key)} : ${show(value)} n’est pas valide (attendu : ${expected.fr}) ; la valeur par défaut est utilisée.`,
    });
  };
  const section = isRecord(raw) ? raw : {};
  if (raw !== undefined && raw !== null && !isRecord(raw)) bad('', raw, { en: 'an object', fr: 'un objet' });

  let profile: ServiceConfig['profile'] = DEFAULT_CONFIG.profile;
  const p = section['profile'];
  if (p !== undefined) {
    if (p === 'auto' || (typeof p === 'string' && (PROFILE_IDS as readonly string[]).includes(p))) profile = p as ServiceConfig['profile'];
    else bad('profile', p, { en: `one of auto, ${PROFILE_IDS.join(', ')}`, fr: `l’une des valeurs auto, ${PROFILE_IDS.join(', ')}` });
  }

  let skillsDirs = DEFAULT_CONFIG.skillsDirs;
  const d = section['skillsDirs'];
  if (d !== undefined) {
    if (typeof d === 'string' && d.trim()) skillsDirs = [d.trim()];
    else if (Array.isArray(d) && d.every((x) => typeof x === 'string' && x.trim().length > 0)) skillsDirs = d.map((x: string) => x.trim());
    else bad('skillsDirs', d, { en: 'a list of folder paths', fr: 'une liste de chemins de dossiers' });
  }
  // Settings come with the repository: like symbolic links, they may not reach out of the folder (`../..`, `/etc`).
  for (const dir of skillsDirs.filter((x) => !insideFolder(x))) {
    problems.push({
      key: 'skillsDirs',
      en: `${setting('skillsDirs')}: ${show(dir)} is outside the workspace folder and is ignored; skills folders must be inside it.`,
      fr: `${setting('skillsDirs')} : ${show(dir)} est hors du dossier de travail et n’est pas pris en compte ; les dossiers de skills doivent s’y trouver.`,
    });
  }
  skillsDirs = skillsDirs.filter(insideFolder);

  let targets: readonly AgentTarget[] = DEFAULT_CONFIG.agentSkills.targets;
  const agentSkills = section['agentSkills'];
  // `targets` is how .skillkiln.json spells it.
  const targetsKey = isRecord(agentSkills) || section['agentSkills.targets'] !== undefined ? 'agentSkills.targets' : 'targets';
  const t = isRecord(agentSkills) ? agentSkills['targets'] : section['agentSkills.targets'] ?? section['targets'];
  if (agentSkills !== undefined && !isRecord(agentSkills)) bad('agentSkills', agentSkills, { en: 'an object', fr: 'un objet' });
  if (t !== undefined) {
    const known = Array.isArray(t) ? t.filter((x): x is AgentTarget => (AGENT_TARGETS as readonly unknown[]).includes(x)) : [];
    if (Array.isArray(t) && known.length === t.length && known.length > 0) targets = [...new Set(known)];
    else {
      bad(targetsKey, t, { en: `a non-empty list of ${AGENT_TARGETS.join(', ')}`, fr: `une liste non vide parmi ${AGENT_TARGETS.join(', ')}` });
      if (known.length > 0) targets = [...new Set(known)];
    }
  }

  let contextWindowTokens = DEFAULT_CONFIG.contextWindowTokens;
  const c = section['contextWindowTokens'];
  if (c !== undefined && c !== null) {
    if (typeof c === 'number' && Number.isInteger(c) && c >= 1_000 && c <= 100_000_000) contextWindowTokens = c;
    else bad('contextWindowTokens', c, { en: 'a whole number of tokens between 1000 and 100000000', fr: 'un nombre entier de tokens entre 1000 et 100000000' });
  }

  const rules: Record<string, RuleSetting> = {};
  const r = section['rules'];
  if (r !== undefined) {
    if (!isRecord(r)) bad('rules', r, { en: 'an object mapping codes to a severity or off', fr: 'un objet associant des codes à une sévérité ou off' });
    else {
      for (const [code, value] of Object.entries(r)) {
        if ((RULE_SETTINGS as readonly unknown[]).includes(value)) rules[code] = value as RuleSetting;
        else bad(`rules.${code}`, value, { en: RULE_SETTINGS.join(', '), fr: RULE_SETTINGS.join(', ') });
      }
    }
  }

  let lang: Locale = locale;
  const l = section['locale'];
  if (l !== undefined && l !== null && l !== '' && l !== 'auto') {
    if (l === 'en' || l === 'fr') lang = l;
    else bad('locale', l, { en: 'en or fr', fr: 'en ou fr' });
  }

  const rootProfiles: Record<string, ProfileId> = {};
  const rp = section['rootProfiles'];
  if (rp !== undefined) {
    if (!isRecord(rp)) bad('rootProfiles', rp, { en: 'an object mapping skills folders to a profile', fr: 'un objet associant des dossiers de skills à un profil' });
    else {
      for (const [root, value] of Object.entries(rp)) {
        if (typeof value === 'string' && (PROFILE_IDS as readonly string[]).includes(value)) rootProfiles[root] = value as ProfileId;
        else bad(`rootProfiles.${root}`, value, { en: `one of ${PROFILE_IDS.join(', ')}`, fr: `l’une des valeurs ${PROFILE_IDS.join(', ')}` });
      }
    }
  }

  const listingBudget: Partial<Record<AgentTarget, number>> = {};
  const lb = isRecord(agentSkills) ? agentSkills['listingBudget'] : section['agentSkills.listingBudget'];
  if (lb !== undefined && lb !== null) {
    if (!isRecord(lb)) bad('agentSkills.listingBudget', lb, { en: 'an object mapping agents to a number of characters', fr: 'un objet associant des agents à un nombre de caractères' });
    else {
      for (const [agent, value] of Object.entries(lb)) {
        if ((AGENT_TARGETS as readonly string[]).includes(agent) && typeof value === 'number' && Number.isInteger(value) && value >= 0) listingBudget[agent as AgentTarget] = value;
        else bad(`agentSkills.listingBudget.${agent}`, value, { en: `a whole number of characters for one of ${AGENT_TARGETS.join(', ')}`, fr: `un nombre entier de caractères pour l’un de ${AGENT_TARGETS.join(', ')}` });
      }
    }
  }

  const config: ServiceConfig = Object.freeze({
    profile,
    rootProfiles: Object.freeze(rootProfiles),
    skillsDirs: Object.freeze([...skillsDirs]),
    agentSkills: Object.freeze({ targets: Object.freeze([...targets]), ...(Object.keys(listingBudget).length > 0 ? { listingBudget: Object.freeze(listingBudget) } : {}) }),
    contextWindowTokens,
    rules: Object.freeze(rules),
    locale: lang,
  });
  return { config, problems };
}

/** The language of a client locale tag (`fr-CA` → `fr`); English otherwise. */
export function localeOf(tag: unknown): Locale {
  return typeof tag === 'string' && /^fr\b/i.test(tag) ? 'fr' : 'en';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function show(v: unknown): string {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}…` : s;
  } catch {
    return String(v);
  }
}

/** True for a relative path that stays inside the folder it is resolved against (no `..` out, not absolute, no drive). */
function insideFolder(dir: string): boolean {
  const p = dir.replace(/\\/g, '/');
  if (p.startsWith('/') || /^[a-z]:/i.test(p)) return false;
  let depth = 0;
  for (const part of p.split('/')) {
    if (part === '..') depth--;
    else if (part !== '' && part !== '.') depth++;
    if (depth < 0) return false;
  }
  return true;
}
