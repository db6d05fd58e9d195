import { judge } from '../../../agents/judgement';
import type { Cause } from '../../../agents/agentDeclaration';
import { trimmedOpener } from '../../../agents/agentParse';
import type { ServiceConfig } from '../../../config/serviceConfig';
import type { SkillRecord } from '../../../model/skillRecord';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import type { AddFrontmatterFix } from '../fixData';
import { nameForFolder } from './nameRules';
import { unseenHeader } from './unseenHeader';
import { DESCRIPTION_PLACEHOLDER, headerLineBreak } from './ruleSupport';
import { addFrontmatter } from '../../../features/codeActions/addFrontmatter';
import type { RuleCode } from '../../../rules/rule';
import { lines, PDF } from '../../../rules/exampleText';

/** `frontmatter-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const FRONTMATTER_MISSING: RuleCode = {
  code: 'frontmatter-missing', severity: 'error',
  doc: { en: 'SKILL.md has no `---` header, or one some agents do not find (`---` followed by spaces, an empty header): some agents reject or skip the skill, others load it with the folder\'s name and a description taken from the body. The severity follows what your selected agents do.', fr: 'SKILL.md n’a pas d’en-tête `---`, ou un en-tête que certains agents ne trouvent pas (`---` suivi d’espaces, un en-tête vide) : certains agents rejettent ou écartent le skill, d’autres le chargent avec le nom du dossier et une description prise dans le corps. La sévérité suit ce que font vos agents sélectionnés.' },
  fix: { en: 'Add a header with `name` (the folder\'s name) and `description`.', fr: 'Ajouter un en-tête avec `name` (le nom du dossier) et `description`.' },
  example: { file: PDF, text: lines('# PDF tables', '', 'Extract the tables of a PDF into CSV files.') },
};

/** `frontmatter-missing`: a SKILL.md must start with a `---` header. */
export const frontmatterRule: SkillRule = {
  id: 'agent-skills/frontmatter',
  kind: 'skill',
  codes: [FRONTMATTER_MISSING],
  reads: ['header', 'body'],
  fixes: [addFrontmatter],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    if (parsed.frontMatter) {
      unseenHeader(record, parsed, config, report);
      return;
    }
    const v = judge('no-header', record, parsed, config);
    if (!v) {
      trimmedOpening(skill.record, parsed, config, report);
      return;
    }
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

/** What keeps a header that was read from loading (the causes header rules report, on a header they see). */
const HEADER_REFUSALS: readonly Cause[] = ['yaml-error', 'duplicate-key', 'tab-indent', 'not-mapping', 'name-missing', 'name-too-long', 'name-format', 'description-missing', 'description-not-text', 'description-too-long', 'metadata-invalid', 'key-type'];

/**
 * A first line that trims to `---` (`\t---`): no header to Skillkiln's rules, a header to the
 * agents that trim it (`parser.openerTrimmed`). When those refuse what it holds, the error is
 * said here, on the line that hides the header from the other checks.
 */
function trimmedOpening(record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig, report: Parameters<SkillRule['check']>[0]['report']): void {
  const first = trimmedOpener(parsed);
  if (first === undefined) return;
  const v = judge(HEADER_REFUSALS, record, parsed, config);
  if (!v || v.severity !== 'error') return;
  report({
    code: 'frontmatter-missing', severity: 'error',
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: first.length } },
    message: {
      en: `Write the first line as \`---\` alone, then fix the header: the header it opens is read all the same by some agents, and ${v.effect.en}.`,
      fr: `Écrivez la première ligne comme \`---\` seul, puis corrigez l’en-tête : l’en-tête qu’elle ouvre est lu malgré tout par certains agents, et ${v.effect.fr}.`,
    },
  });
}
