import { isScalar, isSeq } from 'yaml';
import type { SkillRule } from '../../profile';
import { closestMatch } from '../closestMatch';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { rangeOf, valueOf } from '../yamlNodes';

/**
 * `related-skill-unknown`: each `relatedSkills` entry names a skill of the workspace
 * folder (any root, by the name its profile serves it under).
 */
export const relatedSkillRule: SkillRule = {
  id: 'tajo-related-skills',
  crossFile: true,
  headerOnly: true,
  check({ skill, index, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const list = valueOf(header.top, 'relatedSkills');
    if (!isSeq(list) || list.items.length === 0) return;
    const names = new Set(index.skillsInFolder(skill.record.root.folder).map((s) => s.view.info.name));
    for (const item of list.items) {
      if (!isScalar(item) || item.value === null) continue;
      const name = String(item.value);
      if (names.has(name)) continue;
      const range = rangeOf(header.parsed, item);
      const meant = closestMatch(name, [...names]);
      const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range, newText: meant } : undefined;
      report({ code: 'related-skill-unknown', range, ...(data ? { data } : {}), message: { en: `The catalog’s link to \`${name}\` leads nowhere: no skill of this workspace has that name${meant ? ` (did you mean \`${meant}\`?)` : ''}.`, fr: `Le lien du catalogue vers \`${name}\` ne mène nulle part : aucun skill de cet espace de travail ne porte ce nom${meant ? ` (vouliez-vous dire \`${meant}\` ?)` : ''}.` } });
    }
  },
};
