import type { SafetyItemDto, SkillSafetyDto } from '../dtos';
import type { SkillRoot } from '../discovery/skillRoot';
import type { LanguageService } from '../languageService';
import type { Finding, Locale } from '../model/finding';
import { pathToUri } from '../features/uris';
import { isSafetyCode } from './safetyRuleMeta';

const RANK = { error: 0, warning: 1, information: 2, hint: 3 } as const;

/** The safety findings of one skill as the client shows them, most severe first; undefined when none. */
export function safetyItems(findings: readonly Finding[], locale: Locale): SafetyItemDto[] | undefined {
  const items = findings.filter((f) => isSafetyCode(f.code)).map((f) => ({ code: f.code, severity: f.severity, message: f.message[locale], line: f.range.start.line }));
  return items.length > 0 ? items.sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.line - b.line) : undefined;
}

/** Every skill of a root with safety findings, sorted by name; undefined when none has any. */
export function rootSafety(service: LanguageService, root: SkillRoot, locale: Locale): SkillSafetyDto[] | undefined {
  const out: SkillSafetyDto[] = [];
  for (const view of service.index.skillsOf(root)) {
    const items = safetyItems(service.findings(view.record.path), locale);
    if (items) out.push({ name: view.info.name, uri: pathToUri(view.record.path), items });
  }
  return out.length > 0 ? out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) : undefined;
}
