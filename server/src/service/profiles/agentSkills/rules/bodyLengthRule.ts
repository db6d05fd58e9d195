import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent, lines, PDF, repeated } from '../../../rules/exampleText';

/** `body-length`: its severity and docs (rule pages, hovers, SARIF). */
export const BODY_LENGTH: RuleCode = {
  code: 'body-length', severity: 'warning',
  doc: { en: 'The body is longer than 500 lines: the whole of it enters the context when the skill is used. Move details to `references/`.', fr: 'Le corps dépasse 500 lignes : il entre en entier dans le contexte quand le skill sert. Déplacez les détails dans `references/`.' },
  // Built when a test or the docs ask, not when the server loads.
  example: { file: PDF, get text() { return agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.'], lines('# Steps', '', ...repeated('- Check that every row of the table has as many cells as its header.', 520)).trimEnd()); } },
};

/** Lines of body above which the standard advises splitting into `references/`. */
export const MAX_BODY_LINES = 500;

/** Lines of the markdown body (a final line break does not open a counted line). */
export function countBodyLines(parsed: ParsedSkill): number {
  const { lines } = parsed;
  // Only the start of a huge file is at hand: its size is still the whole file's.
  if (parsed.whole) return Math.max(0, parsed.whole.lineCount() - parsed.bodyStartLine);
  let n = lines.lineCount - parsed.bodyStartLine;
  if (n > 0 && lines.lineText(lines.lineCount - 1) === '' && parsed.text.length > parsed.bodyStart) n--;
  return Math.max(0, n);
}

/** `body-length`: the body should stay under 500 lines (about 5,000 tokens). */
export const bodyLengthRule: SkillRule = {
  id: 'agent-skills/body-length',
  kind: 'skill',
  codes: [BODY_LENGTH],
  reads: ['body'],
  check({ skill, report }) {
    const { parsed } = skill;
    const count = countBodyLines(parsed);
    if (count <= MAX_BODY_LINES) return;
    const line = parsed.bodyStartLine + MAX_BODY_LINES;
    report({
      code: 'body-length', severity: 'warning',
      range: { start: { line, character: 0 }, end: { line, character: parsed.lines.lineText(line).length } },
      message: {
        en: `The body has ${count} lines (advice: at most ${MAX_BODY_LINES}, about 5,000 tokens): every line enters the agent's context as soon as the skill is used. From here on, move details to \`references/\` files the agent opens only when needed.`,
        fr: `Le corps compte ${count} lignes (conseil : ${MAX_BODY_LINES} au plus, environ 5 000 jetons) : chaque ligne entre dans le contexte de l’agent dès que le skill sert. À partir d’ici, déplacez les détails dans des fichiers \`references/\` que l’agent n’ouvre qu’au besoin.`,
      },
    });
  },
};
