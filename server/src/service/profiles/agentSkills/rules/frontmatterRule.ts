import { judge } from '../../../agents/judgement';
import type { SkillRule } from '../../profile';
import type { AddFrontmatterFix } from '../fixData';
import { nameForFolder } from './nameRules';
import { DESCRIPTION_PLACEHOLDER, headerLineBreak } from './ruleSupport';

/** `frontmatter-missing`: a SKILL.md must start with a `---` header. */
export const frontmatterRule: SkillRule = {
  id: 'agent-skills/frontmatter',
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    if (parsed.frontMatter) return;
    const v = judge('no-header', record, parsed, config);
    if (!v) return;
    const start = { line: 0, character: 0 };
    const eol = headerLineBreak(parsed);
    const newText = `---${eol}name: ${nameForFolder(record.dirName)}${eol}description: ${DESCRIPTION_PLACEHOLDER}${eol}---${eol}`;
    // After a byte-order mark, which must stay the file's first character.
    const at = parsed.lines.positionAt(parsed.bodyStart);
    const data: AddFrontmatterFix = { fix: 'add-frontmatter', value: DESCRIPTION_PLACEHOLDER, edit: { range: { start: at, end: at }, newText } };
    report({
      code: 'frontmatter-missing',
      severity: v.severity,
      range: { start, end: { line: 0, character: parsed.lines.lineText(0).length } },
      message: {
        en: `Add a \`---\` header with \`name\` and \`description\`: this SKILL.md has none — ${v.effect.en}.`,
        fr: `Ajoutez un en-tête \`---\` avec \`name\` et \`description\` : ce SKILL.md n’en a pas — ${v.effect.fr}.`,
      },
      data,
    });
  },
};
