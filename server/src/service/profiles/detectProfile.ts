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
  /** Headers using each of the standard's keys, so the reason names the ones really used. */
  private readonly agentKeys = new Map<string, number>(AGENT_KEYS.map((k) => [k, 0]));
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
    if (vote === 'agent-skills') for (const k of AGENT_KEYS) if (k in data) this.agentKeys.set(k, this.agentKeys.get(k)! + by);
  }

  /**
   * Picks the profile: `tajo` for `triggers` with `actions`; `agent-app` for one of the five
   * app categories; `agent-skills` for the agent folders, collections of SKILL.md folders, or
   * the standard's own keys; `mm` for `keywords`, and by default.
   */
  choose(root: SkillRoot): ProfileChoice {
    const [best, count] = (Object.entries(this.votes) as [ProfileId, number][]).reduce((a, b) => (b[1] > a[1] ? b : a));
    const n = this.headers;
    const keys = this.keysOf(best);
    if (count > 0 && count * 2 >= this.withData) {
      return choice(best, `${count} of ${n} headers use ${keys.en}`, `${count} en-têtes sur ${n} utilisent ${keys.fr}`);
    }
    if (root.source === 'agent' || AGENT_SKILL_DIRS.some((d) => root.label.startsWith(`${d}/`))) {
      return choice('agent-skills', `${root.label} is an agent skills folder`, `${root.label} est un dossier de skills d'agent`);
    }
    if (root.source === 'collection' && this.votes.mm === 0) {
      return choice('agent-skills', 'a collection of <name>/SKILL.md folders without keywords', 'une collection de dossiers <nom>/SKILL.md sans keywords');
    }
    if (count > 0) {
      // A plurality, not a majority: say how few, and against what.
      const others = (Object.entries(this.votes) as [ProfileId, number][]).filter(([id, c]) => id !== best && c > 0);
      const rest = others.length === 0
        ? { en: `; the other ${n - count} use no key that belongs to one format only`, fr: ` ; les ${n - count} autres n’utilisent aucune clé propre à un seul format` }
        : {
          en: `, more than use another format’s keys (${others.map(([id, c]) => `${c} ${c === 1 ? 'uses' : 'use'} ${KEYS_OF[id].en}`).join(', ')})`,
          fr: `, plus que ceux qui utilisent les clés d’un autre format (${others.map(([id, c]) => `${c} ${c === 1 ? 'utilise' : 'utilisent'} ${KEYS_OF[id].fr}`).join(', ')})`,
        };
      return choice(best, `${count} of ${n} headers use ${keys.en}${rest.en}`, `${count} en-têtes sur ${n} utilisent ${keys.fr}${rest.fr}`);
    }
    return choice('mm', 'default format (no header uses another format’s keys)', 'format par défaut (aucun en-tête n’utilise les clés d’un autre format)');
  }

  /** The keys that made headers vote for `profile`: for the standard, only those really used. */
  private keysOf(profile: ProfileId): LocalizedText {
    if (profile !== 'agent-skills') return KEYS_OF[profile];
    const used = AGENT_KEYS.filter((k) => this.agentKeys.get(k)! > 0).map((k) => `\`${k}\``);
    if (used.length === 0) return KEYS_OF[profile];
    const last = used.pop()!;
    return used.length === 0 ? { en: last, fr: last } : { en: `${used.join(', ')} or ${last}`, fr: `${used.join(', ')} ou ${last}` };
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

const KEYS_OF: Record<ProfileId, LocalizedText> = {
  tajo: { en: '`triggers` and `actions`', fr: '`triggers` et `actions`' },
  'agent-app': { en: 'an app `category`', fr: 'une `category` d’application' },
  'agent-skills': { en: '`license`, `allowed-tools`, `metadata` or `compatibility`', fr: '`license`, `allowed-tools`, `metadata` ou `compatibility`' },
  mm: { en: '`keywords`', fr: '`keywords`' },
  'skill-api': { en: 'reference files', fr: 'des fichiers de référence' },
};

function choice(profile: ProfileId, en: string, fr: string): ProfileChoice {
  return { profile, reason: { en, fr }, explicit: false };
}
