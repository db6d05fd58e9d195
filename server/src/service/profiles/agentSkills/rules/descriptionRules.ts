import type { SkillRule } from '../../profile';
import type { AddKeyFix } from '../fixData';
import { agentHeader, scalarText } from '../header/agentHeader';
import { REJECTED_BY } from './agentSkillsRuleMeta';
import { addKeyEdit, codePoints, DESCRIPTION_PLACEHOLDER, verdict } from './ruleSupport';

/** Longest description the reference validator and Codex accept, in code points. */
export const MAX_DESCRIPTION_LENGTH = 1024;
/** Claude Code cuts description + when_to_use at this length in its listing. */
export const CLAUDE_DESCRIPTION_CAP = 1536;

/** `description-missing`, `description-length`. */
export const descriptionRule: SkillRule = {
  id: 'agent-skills/description',
  check({ skill, config, report }) {
    const { parsed } = skill;
    const header = agentHeader(parsed);
    if (!parsed.frontMatter || !header.usable) return;
    const entry = header.entry('description');
    const text = scalarText(entry);
    if (!entry || text === undefined || text.trim() === '') {
      const v = verdict(REJECTED_BY['description-missing'], config);
      const why = !entry
        ? { en: 'No `description`', fr: 'Pas de `description`' }
        : text === undefined ? { en: '`description` is not text (a list or a mapping)', fr: '`description` n’est pas du texte (une liste ou une table)' } : { en: '`description` is empty', fr: '`description` est vide' };
      const data: AddKeyFix = { fix: 'add-key', key: 'description', value: DESCRIPTION_PLACEHOLDER, edit: addKeyEdit(parsed, 'description', entry, DESCRIPTION_PLACEHOLDER) };
      report({
        code: 'description-missing', severity: v.severity,
        range: entry ? entry.valueRange : parsed.frontMatter.openRange,
        message: {
          en: `${why.en}: ${v.effect.en}. The description is the only text an agent sees before opening the skill; without it nothing leads the agent here.`,
          fr: `${why.fr} : ${v.effect.fr}. La description est le seul texte qu’un agent voit avant d’ouvrir le skill ; sans elle, rien ne l’y mène.`,
        },
        data,
      });
      return;
    }
    const length = codePoints(text);
    if (length > MAX_DESCRIPTION_LENGTH) {
      const v = verdict(REJECTED_BY['description-length'], config);
      report({
        code: 'description-length', severity: v.severity, range: entry.valueRange,
        message: {
          en: `\`description\` has ${length} characters, more than ${MAX_DESCRIPTION_LENGTH}: ${v.effect.en}. Claude Code lists only its first ${CLAUDE_DESCRIPTION_CAP}. Move details to the body.`,
          fr: `\`description\` compte ${length} caractères, plus de ${MAX_DESCRIPTION_LENGTH} : ${v.effect.fr}. Claude Code n’en liste que les ${CLAUDE_DESCRIPTION_CAP} premiers. Déplacez les détails dans le corps.`,
        },
      });
    }
  },
};
