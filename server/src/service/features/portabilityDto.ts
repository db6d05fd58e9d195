import type { PortabilityDto } from '../dtos';
import { AGENTS } from '../agents/agents';
import type { Locale } from '../model/finding';
import type { SkillPortability } from '../model/portability';
import { localize } from './localize';

/** A skill's portability as the client shows it (labels and details in one language). */
export function portabilityDto(p: SkillPortability, locale: Locale): PortabilityDto {
  return {
    rows: p.rows.map((r) => ({
      agent: r.agent,
      label: localize(r.label, locale),
      status: r.status,
      readsFolder: r.readsFolder,
      ...(r.detail ? { detail: localize(r.detail, locale) } : {}),
      verified: r.verified,
      ...(AGENTS[r.agent].validator ? { validator: true as const } : {}),
    })),
    fixes: p.fixes.map((f) => ({ text: localize(f.text, locale), agents: f.agents.map((a) => localize(AGENTS[a].label, locale)) })),
  };
}
