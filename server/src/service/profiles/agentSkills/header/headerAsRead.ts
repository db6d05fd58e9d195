import type { ServiceConfig } from '../../../config/serviceConfig';
import type { SkillRecord } from '../../../model/skillRecord';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import { agentParse, flowLinesParse } from '../../../agents/agentParse';
import { judgedAgentsAt, placeOf } from '../../../agents/agentOutcome';
import { agentHeader, type AgentHeader } from './agentHeader';

/**
 * The header a rule about `key` reads: Skillkiln's own reading where it is usable; where it is
 * not, the reading of the first judged agent that reads the header its own way (Codex: keys it
 * never reads written twice are named apart; plain values its YAML refuses are quoted; libyaml
 * agents: lines inside quotes at the margin are read; Factory
 * Droid, Gemini CLI, pi: a line starting with `---` closes it), when
 * the lines of `key`'s entry are the same in both texts, so the finding's range and fix stay
 * exact. Otherwise the own, unusable one.
 */
export function headerAsRead(record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig, key: string): AgentHeader {
  const own = agentHeader(parsed);
  // A header Skillkiln reads as never closed may be closed to an agent's own cut (`---# Title`: `parser.split`).
  if (own.usable || !parsed.frontMatter) return own;
  for (const agent of judgedAgentsAt(placeOf(record), config)) {
    // libyaml takes lines inside quotes at any indentation: its reading, where Skillkiln's `yaml` refuses them.
    const read = flowLinesParse(agent, parsed) ?? agentParse(agent, parsed);
    if (read === parsed) continue;
    const header = agentHeader(read);
    if (!header.usable) continue;
    const entry = header.entry(key);
    // A header Skillkiln reads as never closed, that the agent's cut closes without `key`: missing to it.
    if (entry ? sameLines(parsed, read, entry.keyRange.start.line, entry.valueRange.end.line) : !parsed.frontMatter.closeRange) return header;
  }
  return own;
}

/** True when lines `from..to` read the same in both parses. */
function sameLines(a: ParsedSkill, b: ParsedSkill, from: number, to: number): boolean {
  if (to >= a.lines.lineCount || to >= b.lines.lineCount) return false;
  for (let line = from; line <= to; line++) if (a.lines.lineText(line) !== b.lines.lineText(line)) return false;
  return true;
}
