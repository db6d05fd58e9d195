import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import { lineBreakOf } from '../../shared/lineBreakOf';
import { skillAnchorRange } from '../../shared/skillAnchorRange';
import type { AddDescriptionFix } from '../fixData';
import { saysWhen } from '../saysWhen';
import { addDescription as addDescriptionFix } from '../../../features/codeActions/addDescription';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `description-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const DESCRIPTION_MISSING: RuleCode = { code: 'description-missing', severity: 'warning', doc: { en: 'No description (or one that only repeats the name): it is the only line the agent sees before opening the skill, so it must say when to use it.', fr: 'Pas de description (ou une qui répète le nom) : c’est la seule ligne que l’agent voit avant d’ouvrir le skill, elle doit dire quand l’utiliser.' }, fix: { en: 'Add a `description: Use when …` line to complete.', fr: 'Ajouter une ligne `description: Use when …` à compléter.' } };

/** `description-when`: its severity and docs and example (rule pages, hovers, SARIF). */
export const DESCRIPTION_WHEN: RuleCode = { code: 'description-when', severity: 'warning', doc: { en: 'The description is a few words that say what the skill is ("PDF tools."), not when to use it: it is the only line the agent sees before opening the skill. Descriptions of more than four words, or with a word such as when, for, to, use, if, are not reported (5 of the 460 well-kept corpus skills are).', fr: 'La description est quelques mots qui disent ce qu’est le skill (« PDF tools. »), pas quand l’utiliser : c’est la seule ligne que l’agent voit avant de l’ouvrir. Les descriptions de plus de quatre mots, ou avec un mot comme when, for, to, use, if, ne sont pas signalées (5 des 460 skills soignés du corpus le sont).' },
  example: { file: 'skill-api/pdf-tools/SKILL.md', profile: 'skill-api', text: mm(['name: pdf-tools', 'description: PDF tools.']) },
};

/** Put in place of a missing description; the author completes it. */
const PLACEHOLDER = 'Use when …';

/**
 * `description-missing`: the description is the only line the agent sees before opening
 * the skill (seed 003), so it must say when to use it. Reported when it is absent, blank,
 * not text, or merely repeats the name.
 */
export const descriptionRule: SkillRule = {
  id: 'skill-api-description',
  kind: 'skill',
  codes: [DESCRIPTION_MISSING, DESCRIPTION_WHEN],
  reads: ['header'],
  fixes: [addDescriptionFix],
  check({ skill, report }) {
    if (skill.status === 'layout') return;
    const { parsed, info } = skill;
    const entry = parsed.entry('description');
    const value = entry?.value;
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
    const isText = value === undefined || value === null || typeof value !== 'object';
    const repeatsName = text !== '' && text.toLowerCase() === info.name.trim().toLowerCase();
    if (text !== '' && isText && !repeatsName) {
      if (entry && !saysWhen(text)) {
        report({
          code: 'description-when',
          range: entry.valueRange,
          message: {
            en: `Say when to use the skill ("Use when …"): "${text}" says what it is, not when, and it is the only line the agent sees before opening it.`,
            fr: `Dites quand utiliser le skill (« Use when … ») : « ${text} » dit ce qu’est le skill, pas quand, et c’est la seule ligne que l’agent voit avant de l’ouvrir.`,
          },
        });
      }
      return;
    }
    const range = entry ? (entry.valueSpan.end > entry.valueSpan.start ? entry.valueRange : entry.keyRange) : info.nameRange ?? skillAnchorRange(parsed);
    const what = !isText
      ? { en: 'it is not text', fr: 'elle n’est pas du texte' }
      : repeatsName
        ? { en: 'it only repeats the name', fr: 'elle ne fait que répéter le nom' }
        : { en: 'the skill has none', fr: 'le skill n’en a pas' };
    const data = isText && !repeatsName ? addDescription(parsed, skill.record.dirName) : undefined;
    report({
      code: 'description-missing',
      range,
      message: {
        en: `Write a description saying when to use the skill ("Use when …"): ${what.en}, and it is the only line the agent sees before opening the skill, so the agent cannot tell when to load it.`,
        fr: `Écrivez une description qui dit quand utiliser le skill (« Use when … ») : ${what.fr}, et c’est la seule ligne que l’agent voit avant d’ouvrir le skill, il ne peut donc pas savoir quand le charger.`,
      },
      ...(data ? { data } : {}),
    });
  },
};

/** The minimal edit that gives the skill a placeholder description, if one can be made. */
function addDescription(parsed: ParsedSkill, dirName: string): AddDescriptionFix | undefined {
  const eol = lineBreakOf(parsed.text);
  const fm = parsed.frontMatter;
  const base = { fix: 'add-description', value: PLACEHOLDER, placeholder: true } as const;
  if (!fm) {
    const name = /^[A-Za-z0-9][\w .-]*$/.test(dirName) ? dirName : JSON.stringify(dirName);
    const at = parsed.lines.range(parsed.bodyStart, parsed.bodyStart);
    return { ...base, kind: 'insert-header', edit: { range: at, newText: `---${eol}name: ${name}${eol}description: ${PLACEHOLDER}${eol}---${eol}` } };
  }
  // An edit of a header YAML cannot read as a mapping would not be read either (and could
  // overwrite what the author wrote): the syntax error comes first.
  if (!fm.closeRange || !fm.isMapping || fm.problems.some((p) => p.kind === 'error')) return undefined;
  const entry = parsed.entry('description');
  if (entry) {
    // `description:` with nothing after it needs a space before the value.
    const newText = parsed.text.charCodeAt(entry.valueSpan.start - 1) === 58 /* : */ ? ` ${PLACEHOLDER}` : PLACEHOLDER;
    return { ...base, kind: 'fill-value', edit: { range: entry.valueRange, newText } };
  }
  const at = fm.closeRange.start;
  return { ...base, kind: 'insert-key', edit: { range: { start: at, end: at }, newText: `description: ${PLACEHOLDER}${eol}` } };
}
