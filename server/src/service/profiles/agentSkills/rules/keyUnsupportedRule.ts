import type { AgentTarget } from '../../../config/serviceConfig';
import type { SkillRule } from '../../profile';
import { AGENT_SKILLS_KEYS, targetsOfKey } from '../agentSkillsSchema';
import { listTargets, selectedTargets, TARGET_LABELS, UNKNOWN_KEY_EFFECT } from '../agentTargets';
import type { KeyUnsupportedFix } from '../fixData';
import { agentHeader } from '../header/agentHeader';
import { deleteLinesEdit, editDistance } from './ruleSupport';

/** The closest known key, when the unknown one looks like a typo of it. */
export function keySuggestion(key: string): string | undefined {
  const norm = (k: string) => k.toLowerCase().replace(/_/g, '-');
  let best: { key: string; d: number } | undefined;
  for (const s of AGENT_SKILLS_KEYS) {
    const d = norm(key) === norm(s.key) ? 0 : editDistance(key.toLowerCase(), s.key);
    if (!best || d < best.d) best = { key: s.key, d };
  }
  if (!best) return undefined;
  return best.d <= Math.max(1, Math.min(2, Math.floor(best.key.length / 3))) ? best.key : undefined;
}

/**
 * `key-unsupported`: a key that some selected agents do not accept, named as such
 * ("not accepted by…, accepted by…"), never as plainly unknown when an agent uses it.
 * Error when no selected agent accepts it, warning when another one does; a key of the
 * standard itself that an agent only ignores (`compatibility` in Codex) is information.
 */
export const keyUnsupportedRule: SkillRule = {
  id: 'agent-skills/key-unsupported',
  check({ skill, config, report }) {
    const { parsed } = skill;
    const header = agentHeader(parsed);
    if (!header.usable) return;
    const selected = selectedTargets(config);
    for (const entry of header.entries) {
      const schema = AGENT_SKILLS_KEYS.find((k) => k.key === entry.key);
      const accepting = schema ? targetsOfKey(schema) : [];
      const rejecters = selected.filter((t) => !accepting.includes(t));
      if (rejecters.length === 0) continue;
      const acceptors = selected.filter((t) => accepting.includes(t));
      const near = schema ? undefined : keySuggestion(entry.key);
      // Renaming onto a key the header already has would make a duplicate key: no rename then.
      const taken = near !== undefined && header.entry(near) !== undefined;
      const suggestion = taken ? undefined : near;
      const effects = (lang: 'en' | 'fr') => rejecters.map((t) => `${TARGET_LABELS[t][lang]} ${UNKNOWN_KEY_EFFECT[t][lang]}`).join(lang === 'en' ? '; ' : ' ; ');
      const range = entry.keyRange;
      const data: KeyUnsupportedFix = {
        fix: 'key-unsupported', key: entry.key, rejectedBy: rejecters, acceptedBy: acceptors,
        ...(suggestion ? { suggestion, rename: { range, newText: suggestion } } : {}),
        remove: deleteLinesEdit(parsed, entry.keyRange.start.line, Math.max(entry.keyRange.start.line, lastLine(entry.valueRange))),
      };
      let message;
      if (schema && acceptors.length > 0) {
        const by = listTargets(acceptors);
        message = {
          en: `\`${entry.key}\` is not accepted everywhere: ${effects('en')}. Accepted by: ${by.en}.`,
          fr: `\`${entry.key}\` n’est pas acceptée partout : ${effects('fr')}. Acceptée par : ${by.fr}.`,
        };
      } else if (schema) {
        const by = listTargets(accepting.filter((t) => !selected.includes(t)) as AgentTarget[]);
        message = {
          en: `\`${entry.key}\` is not accepted by your targets: ${effects('en')}. Only these read it, none of them among your targets: ${by.en}.`,
          fr: `\`${entry.key}\` n’est acceptée par aucune de vos cibles : ${effects('fr')}. Seuls ceux-ci la lisent, aucun parmi vos cibles : ${by.fr}.`,
        };
      } else {
        const hint = !near
          ? { en: '', fr: '' }
          : taken
            ? { en: ` A typo of \`${near}\`? The header already has \`${near}\`.`, fr: ` Une faute de frappe pour \`${near}\` ? L’en-tête a déjà \`${near}\`.` }
            : { en: ` Did you mean \`${near}\`?`, fr: ` Vouliez-vous dire \`${near}\` ?` };
        message = {
          en: `\`${entry.key}\` is not a key of any agent: ${effects('en')}.${hint.en}`,
          fr: `\`${entry.key}\` n’est une clé d’aucun agent : ${effects('fr')}.${hint.fr}`,
        };
      }
      // A key of the standard that an agent merely does not act on costs nothing: information only.
      const standard = schema !== undefined && accepting.includes('spec');
      const severity = standard && !rejecters.includes('spec') ? 'information' : acceptors.length === 0 ? 'error' : 'warning';
      report({ code: 'key-unsupported', severity, range, message, data });
    }
  },
};

function lastLine(range: { end: { line: number; character: number } }): number {
  // A block value ends at column 0 of the next line: that line is not part of the pair.
  return range.end.character === 0 && range.end.line > 0 ? range.end.line - 1 : range.end.line;
}
