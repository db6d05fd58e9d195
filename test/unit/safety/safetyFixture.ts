import type { ProfileId } from '../../../server/src/service/config/serviceConfig';
import type { Finding } from '../../../server/src/service/model/finding';
import { isSafetyCode } from '../../../server/src/service/safety/safetyRuleMeta';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';

/** ASCII text spelled in Unicode Tag characters (U+E0020–U+E007E): invisible, read by models. */
export function tags(text: string): string {
  return [...text].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
}

/** Bytes carried by variation selectors (VS1–16 for 0–15, VS17–256 for 16–255), the "emoji smuggling" trick. */
export function selectors(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16)).join('');
}

/** Path of folder skill `dir`'s SKILL.md. */
export const skillAt = (dir: string) => `${WS}/skills/${dir}/SKILL.md`;

/** A SKILL.md with a valid header for `dir` and these body lines. */
export function skillFile(dir: string, ...body: string[]): string {
  return joinLines('---', `name: ${dir}`, `description: Does ${dir} things. Use when the user asks for ${dir}.`, '---', ...body, '');
}

/** Findings of skill `dir` (its text and other files of the workspace given), with the safety codes only. */
export function safetyFindings(dir: string, text: string, extra: Record<string, string | Uint8Array> = {}, profile: ProfileId = 'agent-skills'): Finding[] {
  const s = serviceOn({ [skillAt(dir)]: text, ...extra } as Record<string, string>, { profile });
  return s.findings(skillAt(dir)).filter((f) => isSafetyCode(f.code));
}

/** Findings of one code. */
export function ofCode(findings: readonly Finding[], code: string): Finding[] {
  return findings.filter((f) => f.code === code);
}
