import { AGENT_SKILL_DIRS } from '../config/serviceConfig';
import type { ProfileId } from '../config/serviceConfig';
import type { SkillRoot } from '../discovery/skillRoot';
import type { LocalizedText } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';

/** The profile chosen for a root and why (shown in the status bar, tree and preview). */
export interface ProfileChoice {
  readonly profile: ProfileId;
  readonly reason: LocalizedText;
  /** True when the user set the profile rather than auto-detection choosing it. */
  readonly explicit: boolean;
}

const AGENT_KEYS = ['license', 'allowed-tools', 'metadata', 'compatibility'];
const APP_CATEGORIES = new Set(['system', 'code', 'workflow', 'analysis', 'custom', 'système', 'systeme', 'flux de travail', 'analyse', 'personnalisée', 'personnalisee']);

/** Running tally of what a root's headers use; `choose` applies the rules of SPEC §1. */
export class ProfileVotes {
  private readonly votes: Record<ProfileId, number> = { mm: 0, 'agent-skills': 0, 'agent-app': 0, tajo: 0, 'skill-api': 0 };
  private headers = 0;
  private withData = 0;

  /** Counts one skill's header. */
  add(parsed: ParsedSkill | undefined): void {
    this.count(parsed, 1);
  }

  /** Takes back a header counted by `add` (the file changed or vanished), so a root's tally stays incremental. */
  remove(parsed: ParsedSkill | undefined): void {
    this.count(parsed, -1);
  }

  private count(parsed: ParsedSkill | undefined, by: 1 | -1): void {
    this.headers += by;
    const data = parsed?.frontMatter?.data;
    if (!data || Object.keys(data).length === 0) return;
    this.withData += by;
    const vote = voteOf(data);
    if (vote) this.votes[vote] += by;
  }

  /**
   * Picks the profile: `tajo` for `triggers` with `actions`; `agent-app` for one of the five
   * app categories; `agent-skills` for the agent folders, collections of SKILL.md folders, or
   * the standard's own keys; `mm` for `keywords`, and by default.
   */
  choose(root: SkillRoot): ProfileChoice {
    const [best, count] = (Object.entries(this.votes) as [ProfileId, number][]).reduce((a, b) => (b[1] > a[1] ? b : a));
    const n = this.headers;
    if (count > 0 && count * 2 >= this.withData) {
      return choice(best, `${count} of ${n} headers use ${KEYS_OF[best]}`, `${count} en-têtes sur ${n} utilisent ${KEYS_OF[best]}`);
    }
    if (root.source === 'agent' || AGENT_SKILL_DIRS.some((d) => root.label.startsWith(`${d}/`))) {
      return choice('agent-skills', `${root.label} is an agent skills folder`, `${root.label} est un dossier de skills d'agent`);
    }
    if (root.source === 'collection' && this.votes.mm === 0) {
      return choice('agent-skills', 'a collection of <name>/SKILL.md folders without keywords', 'une collection de dossiers <nom>/SKILL.md sans keywords');
    }
    if (count > 0) return choice(best, `most headers use ${KEYS_OF[best]}`, `la plupart des en-têtes utilisent ${KEYS_OF[best]}`);
    return choice('mm', 'default format (no header uses another format’s keys)', 'format par défaut (aucun en-tête n’utilise les clés d’un autre format)');
  }
}

/** Same profile for the same reason: what was derived from the first still holds for the second. */
export function sameChoice(a: ProfileChoice, b: ProfileChoice): boolean {
  return a.profile === b.profile && a.explicit === b.explicit && a.reason.en === b.reason.en && a.reason.fr === b.reason.fr;
}

/** Which profile one non-empty header votes for, if any. */
function voteOf(data: Readonly<Record<string, unknown>>): ProfileId | undefined {
  if ('triggers' in data && 'actions' in data) return 'tajo';
  if (typeof data['category'] === 'string' && APP_CATEGORIES.has(data['category'].toLowerCase())) return 'agent-app';
  if (AGENT_KEYS.some((k) => k in data)) return 'agent-skills';
  if ('keywords' in data) return 'mm';
  return undefined;
}

/** Picks the profile of a root from what most of its headers use (SPEC §1). */
export function detectProfile(root: SkillRoot, headers: readonly (ParsedSkill | undefined)[]): ProfileChoice {
  const votes = new ProfileVotes();
  for (const h of headers) votes.add(h);
  return votes.choose(root);
}

const KEYS_OF: Record<ProfileId, string> = {
  tajo: '`triggers` and `actions`',
  'agent-app': 'an app `category`',
  'agent-skills': '`license`/`allowed-tools`/`metadata`/`compatibility`',
  mm: '`keywords`',
  'skill-api': 'reference files',
};

function choice(profile: ProfileId, en: string, fr: string): ProfileChoice {
  return { profile, reason: { en, fr }, explicit: false };
}
