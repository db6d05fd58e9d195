import type { SkillInfo } from '../model/skillRecord';
import { flatCopy } from '../parse/parseSkill';

/**
 * A skill's info that can outlive the complete parse it was read from: strings equal to a
 * header value are the header data's own (which the compact parse keeps anyway); any other
 * string may be a slice of the whole file's text, so it is copied flat.
 */
export function detachedInfo(info: SkillInfo, data: Readonly<Record<string, unknown>> | undefined): SkillInfo {
  const values = Object.values(data ?? {}).filter((v): v is string => typeof v === 'string');
  const own = (s: string): string => values.find((v) => v === s) ?? flatCopy(s);
  return {
    ...info,
    name: own(info.name),
    description: own(info.description),
    keywords: info.keywords.map(own),
    ...(info.category !== undefined ? { category: own(info.category) } : {}),
  };
}
