import { judge } from '../../../agents/judgement';
import type { ServiceConfig } from '../../../config/serviceConfig';
import type { LocalizedText } from '../../../model/finding';
import type { SkillRecord } from '../../../model/skillRecord';
import type { FrontMatter, ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import { leadSentence } from '../../../text/leadSentence';

/** The blanks after `---` on a delimiter line, in an author's words. */
function blanksWord(tail: string): LocalizedText {
  if (/^ +$/.test(tail)) return tail.length === 1 ? { en: 'space', fr: 'l’espace' } : { en: 'spaces', fr: 'les espaces' };
  return /^\t+$/.test(tail) ? { en: 'tab', fr: 'la tabulation' } : { en: 'spaces and tabs', fr: 'les espaces et tabulations' };
}

/** What to do so that every cut finds the header, and why some do not. */
function advice(parsed: ParsedSkill, fm: FrontMatter): { lead: LocalizedText; why: LocalizedText } {
  const tailOf = (at: { start: number; end: number } | undefined) => (at ? parsed.text.slice(at.start + 3, at.end) : '');
  const open = tailOf(fm.split.open);
  const close = tailOf(fm.split.close);
  const bounds = { en: 'some agents take only a line of `---` alone for the header’s bounds, and find no header here', fr: 'certains agents ne prennent qu’une ligne `---` seule pour borne de l’en-tête, et n’en trouvent aucun ici' };
  if (open !== '' && close !== '') return { lead: { en: 'Remove the blanks after `---` on the opening and closing lines', fr: 'Retirez les blancs après `---` sur les lignes d’ouverture et de fermeture' }, why: bounds };
  if (open !== '' || close !== '') {
    const words = blanksWord(open || close);
    const which = open !== '' ? { en: 'opening', fr: 'd’ouverture' } : { en: 'closing', fr: 'de fermeture' };
    return { lead: { en: `Remove the ${words.en} after the ${which.en} \`---\``, fr: `Retirez ${words.fr} après le \`---\` ${which.fr}` }, why: bounds };
  }
  if (parsed.text.charCodeAt(fm.split.open.end) === 13 && parsed.text.charCodeAt(fm.split.open.end + 1) !== 10) {
    return {
      lead: { en: 'Save the file with LF or CRLF line breaks', fr: 'Enregistrez le fichier avec des fins de ligne LF ou CRLF' },
      why: { en: 'its lines end in a lone CR, which some agents do not take for a line break, and they find no header', fr: 'ses lignes finissent par un CR seul, que certains agents ne prennent pas pour une fin de ligne, et ils ne trouvent aucun en-tête' },
    };
  }
  return {
    lead: { en: 'Write `name` and `description` between the two `---` lines', fr: 'Écrivez `name` et `description` entre les deux lignes `---`' },
    why: { en: 'some agents see no header in an empty one', fr: 'certains agents ne voient aucun en-tête dans un en-tête vide' },
  };
}

/**
 * A header Skillkiln reads that some agents' own cut does not find (`parser.split`): a `---` line
 * followed by blanks (editors leave them; Factory Droid and Gemini CLI want the first line `---`
 * alone, Qwen Code both), an empty header (`---` right after `---`), lone CR line breaks. When one
 * of them does something about it (`no-header` as it reads the file), said on the opening line.
 */
export function unseenHeader(record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig, report: Parameters<SkillRule['check']>[0]['report']): void {
  const fm = parsed.frontMatter;
  if (!fm) return;
  const v = judge('no-header', record, parsed, config);
  if (!v) return;
  const { lead, why } = advice(parsed, fm);
  const closing = fm.split.open.end - fm.split.open.start === 3 && fm.closeRange !== undefined && fm.split.close!.end - fm.split.close!.start > 3;
  report({ code: 'frontmatter-missing', severity: v.severity, range: closing ? fm.closeRange! : fm.openRange, message: leadSentence(lead, why, v.effect) });
}
