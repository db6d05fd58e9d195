import { NOT_LOADED, type AgentDeclaration, type Cause, type EffectKind } from '../../../agents/agentDeclaration';
import { judgedAgentsAt, skillOutcomes } from '../../../agents/agentOutcome';
import { CAUSE_TEXT } from '../../../agents/causeText';
import { joinNames, judgementOf } from '../../../agents/judgement';
import type { ServiceConfig } from '../../../config/serviceConfig';
import type { Report } from '../../../model/finding';
import { FILE_START } from '../../../model/fileStart';
import { leadSentence } from '../../../text/leadSentence';
import { isOwnLimit } from '../../../parse/parseSkill';
import type { SkillView } from '../../profile';

/**
 * The code each cause an agent drops a skill for is told under (the code of the rule that tells
 * it when it sees it): what a finding of this module is filed and configured as. Causes of where
 * the file lies (a folder an agent does not search, a nested skill, a shared name) are the
 * cross-file rules' and are not here.
 */
const CODE_OF: Readonly<Partial<Record<Cause, string>>> = {
  'not-text': 'encoding-invalid', 'invalid-utf8': 'encoding-invalid', bom: 'header-bom', 'no-header': 'frontmatter-missing', unclosed: 'frontmatter-unclosed',
  'yaml-error': 'yaml-syntax', 'duplicate-key': 'yaml-syntax', 'tab-indent': 'yaml-syntax', 'not-mapping': 'yaml-syntax',
  'colon-top-level': 'yaml-syntax', 'colon-nested': 'yaml-syntax', 'colon-key-symbol': 'yaml-syntax', 'colon-continued': 'yaml-syntax',
  'dashes-inside': 'header-dashes', 'flow-style': 'flow-style',
  'name-missing': 'name-missing', 'name-too-long': 'name-length', 'name-format': 'name-format', 'name-mismatch': 'name-dir-mismatch',
  'description-missing': 'description-missing', 'description-not-text': 'description-type', 'description-too-long': 'description-length', 'description-characters': 'description-characters',
  'compatibility-invalid': 'compatibility-length', 'allowed-tools-invalid': 'allowed-tools-type', 'allowed-tools-list': 'allowed-tools-type', 'metadata-invalid': 'metadata-type',
  'key-type': 'key-type', 'body-empty': 'body-empty',
};

/**
 * The last word on a skill (`Profile.lastWord`, shown where none of the rules reported an error):
 * each judged agent that does not load the skill for something in the file, said as that agent
 * reads it (“as Factory Droid reads it, the skill has a `metadata` that is not a mapping”). The rules place and word each cause where Skillkiln's own reading shows it;
 * an agent whose own library reads the header otherwise (a tag js-yaml refuses, a value gray-matter
 * types) may drop a skill for a cause no rule can point at. Nothing an agent drops goes unsaid.
 */
export function unexplainedDrops(skill: SkillView, config: ServiceConfig): Report[] {
  const { record, parsed } = skill;
  // A header Skillkiln did not parse (a limit of its own): what the agents make of it is not known.
  if (parsed.frontMatter?.problems.some(isOwnLimit)) return [];
  const outcomes = skillOutcomes(record, parsed);
  const judged = judgedAgentsAt(outcomes.placeOf(record), config);
  const all = outcomes.allOf(judged, record, parsed);
  const byCause = new Map<Cause, { agent: AgentDeclaration; kind: EffectKind; name: string }[]>();
  for (let i = 0; i < judged.length; i++) {
    const outcome = all[i]!;
    if (outcome.loaded) continue;
    const drop = outcome.effects.find((e) => NOT_LOADED.has(e.effect.kind));
    if (!drop || CODE_OF[drop.cause] === undefined) continue;
    const hits = byCause.get(drop.cause) ?? [];
    hits.push({ agent: judged[i]!, kind: drop.effect.kind, name: outcome.name });
    byCause.set(drop.cause, hits);
  }
  const range = parsed.frontMatter?.openRange ?? FILE_START;
  return [...byCause].map(([cause, hits]) => {
    const v = judgementOf(hits, record);
    const as = { en: joinNames(hits.map((h) => h.agent.label.en), 'and'), fr: joinNames(hits.map((h) => h.agent.label.fr), 'et') };
    const plural = hits.length > 1;
    const fr = CAUSE_TEXT[cause].fr;
    // `pas de description`, `rien sous l’en-tête`: a negation in French.
    const has = /^(?:pas|rien) /.test(fr) ? `n’a ${fr}` : `a ${fr}`;
    return {
      code: CODE_OF[cause]!, severity: v.severity, range,
      message: leadSentence(
        { en: 'Make the header read alike to every agent', fr: 'Faites que l’en-tête se lise de même pour chaque agent' },
        { en: `as ${as.en} ${plural ? 'read' : 'reads'} it, the skill has ${CAUSE_TEXT[cause].en}`, fr: `tel que ${as.fr} le ${plural ? 'lisent' : 'lit'}, le skill ${has}` },
        v.effect,
      ),
    };
  });
}
