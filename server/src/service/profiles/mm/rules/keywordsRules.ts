import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule, SkillRuleContext } from '../../profile';
import type { DropKeywordFix, DropKeywordsPastCapFix, KeywordsToCommaFix } from '../fixData';
import { MM_KEYWORD_CAP } from '../renderMmCatalog';
import { dropItemSpan, dropTailSpan, keywordList, type KeywordList } from './keywordItems';
import { yamlScalar } from '../../shared/yamlScalar';
import { textEdit, trimEnd } from './mmEdits';
import { dropKeywordsPastCap } from '../../../features/codeActions/dropKeywordsPastCap';
import { dropKeyword } from '../../../features/codeActions/dropKeyword';
import { keywordsToComma } from '../../../features/codeActions/keywordsToComma';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `keywords-cap`: its severity and docs and example (rule pages, hovers, SARIF). */
export const KEYWORDS_CAP: RuleCode = {
  code: 'keywords-cap', severity: 'warning',
  doc: { en: 'More than 8 keywords: only the first 8 reach the model (the catalog is sent with every request), the rest never do, and the startup banner warns that the list is truncated.', fr: 'Plus de 8 mots-clés : seuls les 8 premiers atteignent le modèle (le catalogue part à chaque requête), les autres jamais, et la bannière de démarrage signale la liste tronquée.' },
  fix: { en: 'Drop the keywords past the 8th.', fr: 'Supprimer les mots-clés au-delà du 8e.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords: hello, hi, bonjour, salut, hola, hallo, ciao, ola, moin']) },
};

/** `keywords-in-description`: its severity and docs and example (rule pages, hovers, SARIF). */
export const KEYWORDS_IN_DESCRIPTION: RuleCode = {
  code: 'keywords-in-description', severity: 'information',
  doc: { en: 'A keyword that is already a word of the description: the catalog shows both, so the slot is wasted. Keywords are for the words users type in other languages.', fr: 'Un mot-clé déjà présent dans la description : le catalogue affiche les deux, la place est gaspillée. Les mots-clés servent aux mots que les utilisateurs tapent dans d’autres langues.' },
  fix: { en: 'Drop this keyword.', fr: 'Supprimer ce mot-clé.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords: greet, bonjour']) },
};

/** `keywords-duplicate`: its severity and docs and example (rule pages, hovers, SARIF). */
export const KEYWORDS_DUPLICATE: RuleCode = {
  code: 'keywords-duplicate', severity: 'warning',
  doc: { en: 'The same keyword twice (ignoring case): the catalog shows it twice and it takes one of the 8 slots for nothing.', fr: 'Le même mot-clé deux fois (sans tenir compte de la casse) : le catalogue l’affiche deux fois et il occupe une des 8 places pour rien.' },
  fix: { en: 'Drop the repeated keyword.', fr: 'Supprimer le mot-clé répété.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords: hello, bonjour, Hello']) },
};

/** `keywords-format`: its severity and docs and example (rule pages, hovers, SARIF). */
export const KEYWORDS_FORMAT: RuleCode = {
  code: 'keywords-format', severity: 'warning',
  doc: { en: '`keywords` is written as a YAML list; this format defines it as one comma-separated line.', fr: '`keywords` est écrit comme une liste YAML ; ce format le définit comme une seule ligne séparée par des virgules.' },
  fix: { en: 'Convert the list to the comma-separated form.', fr: 'Convertir la liste en ligne séparée par des virgules.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords:', '  - hello', '  - bonjour']) },
};

/** `keywords-cap`: keywords past the 8th never reach the model. */
export const keywordsCapRule: SkillRule = {
  id: 'mm.keywords-cap',
  kind: 'skill',
  codes: [KEYWORDS_CAP],
  reads: ['header'],
  fixes: [dropKeywordsPastCap],
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
  kind: 'skill',
  codes: [KEYWORDS_DUPLICATE],
  reads: ['header'],
  fixes: [dropKeyword],
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
  kind: 'skill',
  codes: [KEYWORDS_IN_DESCRIPTION],
  reads: ['header'],
  fixes: [dropKeyword],
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
  kind: 'skill',
  codes: [KEYWORDS_FORMAT],
  reads: ['header'],
  fixes: [keywordsToComma],
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
