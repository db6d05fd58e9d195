import { isScalar, isSeq } from 'yaml';
import type { SkillRule } from '../../profile';
import { closestMatch } from '../closestMatch';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { rangeOf, valueOf } from '../yamlNodes';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `related-skill-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const RELATED_SKILL_UNKNOWN: RuleCode = { code: 'related-skill-unknown', severity: 'warning', doc: { en: '`relatedSkills` names no skill of the workspace: the catalog links to nothing.', fr: '`relatedSkills` désigne un skill absent de l’espace de travail : le catalogue ne renvoie vers rien.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ related: lines('relatedSkills:', '  - customer-sync').trimEnd() }) },
};

/**
 * `related-skill-unknown`: each `relatedSkills` entry names a skill of the workspace
 * folder (any root, by the name its profile serves it under).
 */
export const relatedSkillRule: SkillRule = {
  id: 'tajo-related-skills',
  kind: 'skill',
  codes: [RELATED_SKILL_UNKNOWN],
  reads: ['header', 'other-names'],
  fixes: [replaceValue],
  check({ skill, index, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const list = valueOf(header.top, 'relatedSkills');
    if (!isSeq(list) || list.items.length === 0) return;
    const names = new Set(index.namesInFolder(skill.record.root.folder).map((s) => s.name));
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
