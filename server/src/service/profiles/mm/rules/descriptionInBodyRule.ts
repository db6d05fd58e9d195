import type { SkillRule, SkillRuleContext } from '../../profile';
import { isInSpans, type TextSpan } from '../../shared/markdownCodeSpans';
import { bodyCodeSpans } from '../../shared/scannedBody';

const HEADER_LINE = /^(description|name|keywords)[ \t]*:/;

/**
 * `description-in-body`: a `description:` (or `name:`, `keywords:`) line after the
 * header's closing `---`, or in a file without a header, is plain text to the runtime,
 * not metadata. Lines in code (fences, inline code) are examples and are left alone.
 */
export const descriptionInBodyRule: SkillRule = {
  id: 'mm.description-in-body',
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
          ? { en: `This \`${key}:\` line is in the body, after the header's closing \`---\`: the runtime does not read it as metadata, the model just sees the text. Move it into the header.`, fr: `Cette ligne \`${key}:\` est dans le corps, après le \`---\` de fermeture de l’en-tête : le runtime ne la lit pas comme une métadonnée, le modèle voit seulement le texte. Déplacez-la dans l’en-tête.` }
          : { en: `This file has no header (it does not start with a \`---\` line): this \`${key}:\` line is body text, not metadata. Put it between \`---\` lines at the top of the file.`, fr: `Ce fichier n’a pas d’en-tête (il ne commence pas par une ligne \`---\`) : cette ligne \`${key}:\` est du texte, pas une métadonnée. Placez-la entre deux lignes \`---\` en haut du fichier.` },
      });
    }
  },
};
