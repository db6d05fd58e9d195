import type { SkillRule, SkillRuleContext } from '../../profile';
import { isInSpans, type TextSpan } from '../../shared/markdownCodeSpans';
import { bodyCodeSpans } from '../../shared/scannedBody';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `description-in-body`: its severity and docs and example (rule pages, hovers, SARIF). */
export const DESCRIPTION_IN_BODY: RuleCode = {
  code: 'description-in-body', severity: 'warning',
  doc: { en: 'A `description:` (or `name:`, `keywords:`) line in the body, after the header: it is not metadata, the model just reads it as text.', fr: 'Une ligne `description:` (ou `name:`, `keywords:`) dans le corps, après l’en-tête : ce n’est pas une métadonnée, le modèle la lit comme du texte.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.'], 'description: Says hello in every language.') },
};

const HEADER_LINE = /^(description|name|keywords)[ \t]*:/;

/**
 * `description-in-body`: a `description:` (or `name:`, `keywords:`) line after the
 * header's closing `---`, or in a file without a header, is plain text to the runtime,
 * not metadata. Lines in code (fences, inline code) are examples and are left alone.
 */
export const descriptionInBodyRule: SkillRule = {
  id: 'mm.description-in-body',
  kind: 'skill',
  codes: [DESCRIPTION_IN_BODY],
  reads: ['body'],
  check({ skill, report }: SkillRuleContext) {
    const parsed = skill.parsed;
    const fm = parsed.frontMatter;
    // An unclosed header has no body: frontmatter-unclosed says why.
    if (fm && !fm.closeRange) return;
    const { lines } = parsed;
    let code: readonly TextSpan[] | undefined;
    for (let l = parsed.bodyStartLine; l < lines.lineCount; l++) {
      const m = HEADER_LINE.exec(lines.lineText(l).replace(/^\uFEFF/, ''));
      if (!m) continue;
      code ??= bodyCodeSpans(parsed);
      const start = Math.max(lines.lineStart(l), parsed.bodyStart);
      if (isInSpans(code, start)) continue;
      const key = m[1]!;
      report({
        code: 'description-in-body',
        range: lines.range(start, lines.lineEnd(l)),
        message: fm
          ? { en: `Move this \`${key}:\` line into the header: after the header's closing \`---\`, the runtime does not read it as metadata and the model just sees the text.`, fr: `Déplacez cette ligne \`${key}:\` dans l’en-tête : après le \`---\` qui ferme l’en-tête, le runtime ne la lit pas comme une métadonnée et le modèle voit seulement le texte.` }
          : { en: `Put this \`${key}:\` line between \`---\` lines at the top of the file: the file has no header, so the line is body text, not metadata.`, fr: `Placez cette ligne \`${key}:\` entre deux lignes \`---\` en haut du fichier : le fichier n’a pas d’en-tête, donc la ligne est du texte, pas une métadonnée.` },
      });
    }
  },
};
