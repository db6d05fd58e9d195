import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule, SkillRuleContext } from '../../profile';
import type { DropKeywordFix, DropKeywordsPastCapFix, KeywordsToCommaFix } from '../fixData';
import { MM_KEYWORD_CAP } from '../renderMmCatalog';
import { dropItemSpan, dropTailSpan, keywordList, type KeywordList } from './keywordItems';
import { yamlScalar } from '../../shared/yamlScalar';
import { textEdit, trimEnd } from './mmEdits';

/** `keywords-cap`: keywords past the 8th never reach the model. */
export const keywordsCapRule: SkillRule = {
  id: 'mm.keywords-cap',
  check({ skill, report }: SkillRuleContext) {
    const list = keywordList(skill.parsed);
    if (!list || list.items.length <= MM_KEYWORD_CAP) return;
    const items = list.items;
    const dropped = items.slice(MM_KEYWORD_CAP).map((k) => k.value);
    const data: DropKeywordsPastCapFix | undefined = list.located
      ? { fix: 'drop-keywords-past-cap', edit: dropEdit(skill.parsed, dropTailSpan(skill.parsed, list, MM_KEYWORD_CAP)), dropped }
      : undefined;
    report({
      code: 'keywords-cap',
      range: skill.parsed.lines.range(items[MM_KEYWORD_CAP]!.start, items[items.length - 1]!.end),
      message: {
        en: `Put the most distinctive keywords first: only the first ${MM_KEYWORD_CAP} of these ${items.length} reach the model, so ${quoteList(dropped, '"', '"')} never ${dropped.length === 1 ? 'does' : 'do'}.`,
        fr: `Mettez les mots-clés les plus distinctifs en premier : seuls les ${MM_KEYWORD_CAP} premiers de ces ${items.length} atteignent le modèle, donc ${quoteList(dropped, '« ', ' »')} n’y ${dropped.length === 1 ? 'arrive' : 'arrivent'} jamais.`,
      },
      ...(data ? { data } : {}),
    });
  },
};

/** `keywords-duplicate`: the same keyword twice (case-insensitive) spends a slot for nothing. */
export const keywordsDuplicateRule: SkillRule = {
  id: 'mm.keywords-duplicate',
  check({ skill, report }: SkillRuleContext) {
    const list = keywordList(skill.parsed);
    if (!list) return;
    const firstAt = new Map<string, number>();
    list.items.forEach((item, i) => {
      const key = item.value.toLowerCase();
      const first = firstAt.get(key);
      if (first === undefined) {
        firstAt.set(key, i);
        return;
      }
      report({
        code: 'keywords-duplicate',
        range: skill.parsed.lines.range(item.start, item.end),
        message: {
          en: `Remove this "${item.value}": it is already keyword ${first + 1}, so the catalog shows it twice and it takes a slot for nothing.`,
          fr: `Retirez ce « ${item.value} » : c’est déjà le mot-clé ${first + 1}, donc le catalogue l’affiche deux fois et il occupe une place pour rien.`,
        },
        ...dropData(skill.parsed, list, i),
      });
    });
  },
};

/**
 * `keywords-in-description`: a keyword that is already a word (or phrase) of the
 * description. The catalog shows both, so the slot is wasted; keywords are for the words
 * of other languages. Only keywords that reach the model, first occurrences only.
 */
export const keywordsInDescriptionRule: SkillRule = {
  id: 'mm.keywords-in-description',
  check({ skill, report }: SkillRuleContext) {
    const description = skill.info.description;
    const list = keywordList(skill.parsed);
    if (!list || !description) return;
    const seen = new Set<string>();
    list.items.slice(0, MM_KEYWORD_CAP).forEach((item, i) => {
      const key = item.value.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      if (!containsPhrase(description, item.value)) return;
      report({
        code: 'keywords-in-description',
        range: skill.parsed.lines.range(item.start, item.end),
        message: {
          en: `Use this slot, one of ${MM_KEYWORD_CAP}, for a word users type in another language: "${item.value}" is already in the description, which the catalog shows next to the keywords.`,
          fr: `Utilisez cette place, l’une des ${MM_KEYWORD_CAP}, pour un mot tapé dans une autre langue : « ${item.value} » figure déjà dans la description, que le catalogue affiche à côté des mots-clés.`,
        },
        ...dropData(skill.parsed, list, i),
      });
    });
  },
};

/** `keywords-format`: a YAML list where the format defines one comma-separated line. */
export const keywordsFormatRule: SkillRule = {
  id: 'mm.keywords-format',
  check({ skill, report }: SkillRuleContext) {
    const list = keywordList(skill.parsed);
    if (!list || list.form === 'comma') return;
    const value = list.items.map((k) => k.value).join(', ');
    const { entry } = list;
    // From just after `keywords:` so a block list moves up onto the key's line.
    const keyEnd = skill.parsed.lines.offsetAt(entry.keyRange.end);
    const colon = skill.parsed.text.indexOf(':', keyEnd);
    const from = colon >= 0 && colon < entry.valueSpan.start ? colon + 1 : entry.valueSpan.start;
    // A block list's span runs past its last line break: stop at the last character.
    const to = trimEnd(skill.parsed.text, from, entry.valueSpan.end);
    const written = value ? ` ${yamlScalar(value)}` : '';
    const data: KeywordsToCommaFix = { fix: 'keywords-to-comma', edit: textEdit(skill.parsed, from, to, written), value };
    report({
      code: 'keywords-format',
      range: skill.parsed.lines.range(entry.valueSpan.start, to),
      message: {
        en: `Write \`keywords: ${value}\` on one line: this format defines \`keywords\` as one comma-separated line, the form the catalog shows, not a YAML list.`,
        fr: `Écrivez \`keywords: ${value}\` sur une ligne : ce format définit \`keywords\` comme une seule ligne séparée par des virgules, la forme qu’affiche le catalogue, pas une liste YAML.`,
      },
      data,
    });
  },
};

/** True when `phrase` occurs in `text` as whole words, ignoring case and spacing. */
export function containsPhrase(text: string, phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp);
  if (words.length === 0 || words[0] === '') return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}_])${words.join('\\s+')}(?![\\p{L}\\p{N}_])`, 'iu');
  return re.test(text);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function dropData(parsed: ParsedSkill, list: KeywordList, i: number): { data?: DropKeywordFix } {
  if (!list.located) return {};
  return { data: { fix: 'drop-keyword', edit: dropEdit(parsed, dropItemSpan(parsed, list, i)), keyword: list.items[i]!.value } };
}

function dropEdit(parsed: ParsedSkill, span: { start: number; end: number }) {
  return textEdit(parsed, span.start, span.end, '');
}

function quoteList(words: readonly string[], open: string, close: string): string {
  const shown = words.slice(0, 5).map((w) => `${open}${w}${close}`).join(', ');
  return words.length > 5 ? `${shown}…` : shown;
}
