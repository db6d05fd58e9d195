import { leadSentence } from '../../../text/leadSentence';
import { judge } from '../../../agents/judgement';
import type { SkillRule } from '../../profile';
import type { FixData } from '../../../model/finding';
import { removeBom } from '../../../features/codeActions/removeBom';
import type { RuleCode } from '../../../rules/rule';
import { PDF, agent } from '../../../rules/exampleText';

/** `header-bom`: its severity and docs (rule pages, hovers, SARIF). */
export const HEADER_BOM: RuleCode = {
  code: 'header-bom', severity: 'error',
  doc: { en: 'An invisible byte-order mark before `---`: some agents reject or skip the skill, some ignore the header, some read it.', fr: 'Une marque d’ordre des octets invisible avant `---` : certains agents rejettent ou écartent le skill, certains ignorent l’en-tête, certains le lisent.' },
  fix: { en: 'Remove the byte-order mark.', fr: 'Supprimer la marque d’ordre des octets.' },
  example: { file: PDF, text: `\uFEFF${agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.'])}` },
};

/** `header-bom`: an invisible byte-order mark before `---`, which some agents do not skip. */
export const bomRule: SkillRule = {
  id: 'agent-skills/bom',
  kind: 'skill',
  codes: [HEADER_BOM],
  reads: ['header'],
  fixes: [removeBom],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const inText = parsed.text.charCodeAt(0) === 0xfeff;
    if ((!inText && record.bom !== true) || !parsed.frontMatter) return;
    const v = judge('bom', record, parsed, config);
    if (!v) return;
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
    // Read from disk, the mark is not in the text (editors hide it): only saving without it removes it.
    const data: FixData | undefined = inText ? { fix: 'remove-bom', edit: { range, newText: '' } } : undefined;
    report({
      code: 'header-bom',
      severity: v.severity,
      range: { start: range.start, end: { line: 0, character: parsed.lines.lineText(0).length } },
      message: leadSentence(
        { en: 'Save the file as UTF-8 without BOM', fr: 'Enregistrez le fichier en UTF-8 sans BOM' },
        { en: 'it starts with an invisible byte-order mark before `---`', fr: 'il commence par une marque d’ordre des octets invisible avant `---`' },
        v.effect,
      ),
      ...(data ? { data } : {}),
    });
  },
};
