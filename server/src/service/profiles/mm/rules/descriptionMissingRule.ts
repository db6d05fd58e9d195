import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule, SkillRuleContext } from '../../profile';
import type { AddDescriptionFix } from '../fixData';
import { lineBreakOf } from '../../shared/lineBreakOf';
import { yamlScalar } from '../../shared/yamlScalar';
import { lineRange, textEdit } from './mmEdits';
import { addDescription } from '../../../features/codeActions/addDescription';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `description-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const DESCRIPTION_MISSING: RuleCode = {
  code: 'description-missing', severity: 'warning',
  doc: { en: 'No description, or an empty one: the skill shows in the catalog as a bare name the model cannot match to any request, and the startup banner warns about it.', fr: 'Pas de description, ou une description vide : le skill apparaît dans le catalogue comme un nom nu que le modèle ne peut rattacher à aucune demande, et la bannière de démarrage le signale.' },
  fix: { en: 'Add a description.', fr: 'Ajouter une description.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'keywords: hello, bonjour']) },
};

/** Written when the body offers nothing to suggest; the author replaces it. */
export const DESCRIPTION_PLACEHOLDER = 'What this skill does, in one line.';

/**
 * `description-missing`: without a description the catalog lists a bare name the model
 * cannot match to anything (seed 000; the startup banner warns too). Not reported while
 * the header is broken: the syntax error is the cause and is reported already.
 */
export const descriptionMissingRule: SkillRule = {
  id: 'mm.description-missing',
  kind: 'skill',
  codes: [DESCRIPTION_MISSING],
  reads: ['header'],
  fixes: [addDescription],
  check({ skill, report }: SkillRuleContext) {
    const { parsed, info } = skill;
    const fm = parsed.frontMatter;
    if (info.description) return;
    if (fm && (!fm.closeRange || fm.problems.some((p) => p.kind === 'error') || !fm.isMapping)) return;
    const name = parsed.entry('name');
    const range: Range = name
      ? parsed.lines.range(name.pairSpan.start, name.pairSpan.end)
      : fm ? fm.openRange : lineRange(parsed, 0);
    const present = parsed.entry('description') !== undefined;
    report({
      code: 'description-missing',
      range,
      message: present
        ? { en: `Fill in the description of "${info.name}": it is empty, so the catalog shows a bare name the model cannot match to any request, and the startup banner warns about it.`, fr: `Remplissez la description de « ${info.name} » : elle est vide, donc le catalogue affiche un nom nu que le modèle ne peut rattacher à aucune demande, et la bannière de démarrage le signale.` }
        : { en: `Add a description to "${info.name}": without one, the catalog shows a bare name the model cannot match to any request, and the startup banner warns about it.`, fr: `Ajoutez une description à « ${info.name} » : sans elle, le catalogue affiche un nom nu que le modèle ne peut rattacher à aucune demande, et la bannière de démarrage le signale.` },
      data: addDescriptionFix(parsed),
    });
  },
};

/** The edit that writes a description: fills an empty value, adds the key, or adds a header. */
export function addDescriptionFix(parsed: ParsedSkill): AddDescriptionFix {
  const suggestion = suggestDescription(parsed);
  const value = yamlScalar(suggestion ?? DESCRIPTION_PLACEHOLDER);
  const placeholder = suggestion === undefined;
  const eol = lineBreakOf(parsed.text);
  const make = (kind: AddDescriptionFix['kind'], start: number, end: number, prefix: string, suffix: string): AddDescriptionFix =>
    ({ fix: 'add-description', kind, edit: textEdit(parsed, start, end, prefix + value + suffix), prefix, value, suffix, placeholder });
  const fm = parsed.frontMatter;
  const existing = parsed.entry('description');
  if (existing) {
    const { start, end } = existing.valueSpan;
    return make('fill-value', start, end, start === end ? ' ' : '', '');
  }
  if (fm) {
    // After the `name` line when there is one (the usual order), else first in the header.
    const name = parsed.entry('name');
    const afterLine = name ? lastLineOf(parsed, name.pairSpan.end) : fm.openRange.start.line;
    const at = parsed.lines.lineStart(afterLine + 1);
    return make('insert-key', at, at, `${keyIndent(parsed)}description: `, eol);
  }
  const at = parsed.bodyStart;
  return make('insert-header', at, at, `---${eol}description: `, `${eol}---${eol}`);
}

/** The blanks before the header's keys (YAML lets a whole mapping be indented): a new key lines up with them. */
function keyIndent(parsed: ParsedSkill): string {
  const first = parsed.frontMatter?.entries[0];
  if (!first) return '';
  const lineStart = parsed.lines.lineStart(first.keyRange.start.line);
  const before = parsed.text.slice(lineStart, parsed.lines.offsetAt(first.keyRange.start));
  return /^ *$/.test(before) ? before : '';
}

/** The body's first heading, or else its first sentence, as a one-line description. */
function suggestDescription(parsed: ParsedSkill): string | undefined {
  const lines = parsed.lines;
  let inFence = false;
  let sentence: string | undefined;
  for (let l = parsed.bodyStartLine; l < lines.lineCount; l++) {
    const t = lines.lineText(l).trim();
    if (/^(```|~~~)/.test(t)) inFence = !inFence;
    if (inFence || t === '') continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(t);
    if (heading) return heading[1];
    if (!sentence && /^[\p{L}]/u.test(t)) sentence = (/^.*?[.!?](?=\s|$)/.exec(t)?.[0] ?? t).slice(0, 200);
  }
  return sentence;
}

/** Line of the last character before `end` (a block scalar's span ends after its line break). */
function lastLineOf(parsed: ParsedSkill, end: number): number {
  const c = parsed.text[end - 1];
  return parsed.lines.positionAt(c === '\n' || c === '\r' ? end - 1 : end).line;
}
