import { agentFacts } from '../../../agents/agentFacts';
import { agentParse } from '../../../agents/agentParse';
import type { Judgement } from '../../../agents/judgement';
import type { LocalizedText } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import { countEn, countFr } from '../../../text/numbers';
import { codePoints } from './ruleSupport';

/**
 * The description's length as the agents of a verdict read it (their own YAML library, counted as
 * each counts: UTF-16 units or characters): "it has 1,073 characters", or the least of them and
 * "or more" where the readings differ (js-yaml 4.1.1 keeps the blanks that end the lines of a
 * quoted value over lines, libyaml drops them). Undefined when none of them gives one.
 */
export function lengthAsRead(v: Judgement, parsed: ParsedSkill): LocalizedText | undefined {
  const lengths = v.agents.flatMap(({ agent }) => {
    const d = agentFacts(agent, agentParse(agent, parsed)).description;
    return d === undefined ? [] : [agent.description.codeUnits ? d.length : codePoints(d)];
  });
  if (lengths.length === 0) return undefined;
  const least = Math.min(...lengths);
  const more = lengths.some((n) => n !== least);
  return {
    en: `it has ${countEn(least)} characters${more ? ' or more, as these agents read it' : ''}`,
    fr: `elle compte ${countFr(least)} caractères${more ? ' ou plus, telle que ces agents la lisent' : ''}`,
  };
}
