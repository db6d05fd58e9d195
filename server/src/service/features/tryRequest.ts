import type { TryRequestResult } from '../dtos';
import type { LanguageService } from '../languageService';
import type { Locale } from '../model/finding';
import { cachedCatalog } from './catalogCache';
import { pathToUri } from './uris';

type Via = { readonly word: string; readonly field: 'name' | 'description' | 'keyword' | 'mention' };

/** Words too common to bridge a request to a skill (English and French). */
const STOP_WORDS = new Set(('a an and are as at be but by do for from how i if in into is it me my no not of on or so the this that to up use what when with you your ' +
  'au aux avec ce ces dans de des du elle en est et il je la le les leur ma mais me mes moi mon ne nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous').split(' '));
const SUFFIXES = ['ings', 'ing', 'ers', 'er', 'es', 'ez', 'ed', 's', 'e'];

/**
 * `skillkiln/tryRequest`: which skills of a root a request would reach through the words
 * the model sees in the catalog (seed 000's "lexical bridge": « salue Bob » reaches
 * greetings through the keyword `saluer`, never through its name). Words match
 * case- and accent-insensitively, with a light stemmer (salue/saluer, greet/greetings);
 * `$name` mentions a skill by name. Only what the catalog shows counts: a name-only entry
 * is reached by its name, an omitted one not at all, dropped keywords never. The catalog is
 * the one `target` (an agent) builds, so a skill that agent does not list is never reached.
 */
export function tryRequest(service: LanguageService, rootPath: string, text: string, _locale: Locale, target?: string): TryRequestResult {
  const state = service.roots().find((s) => s.root.path === rootPath) ?? (rootPath ? undefined : service.roots()[0]);
  if (!state) return { reached: [], missed: [] };
  const catalog = cachedCatalog(service, state.root, target);
  const requestWords = contentWords(text);
  const mentions = new Set([...text.matchAll(/(?:^|[\s(])\$([\p{L}\p{N}_.-]+)/gu)].map((m) => fold(m[1]!.replace(/[.]+$/, ''))));
  const reached: { name: string; uri: string; via: Via[] }[] = [];
  const missed: { name: string; uri: string }[] = [];
  for (const entry of catalog.entries) {
    const via: Via[] = [];
    const add = (v: Via) => {
      if (!via.some((x) => x.word === v.word && x.field === v.field)) via.push(v);
    };
    if (entry.status !== 'omitted') {
      if (mentions.has(fold(entry.name))) add({ word: `$${entry.name}`, field: 'mention' });
      for (const w of matching(requestWords, contentWords(entry.name))) add({ word: w, field: 'name' });
      if (entry.status === 'full') {
        for (const w of matching(requestWords, contentWords(entry.description))) add({ word: w, field: 'description' });
        for (const k of entry.keywords) for (const w of matching(requestWords, contentWords(k))) add({ word: w, field: 'keyword' });
      }
    }
    if (via.length > 0) reached.push({ name: entry.name, uri: pathToUri(entry.path), via });
    else missed.push({ name: entry.name, uri: pathToUri(entry.path) });
  }
  reached.sort((a, b) => b.via.length - a.via.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { reached, missed };
}

/** Lower-case, accent-free form of a word. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a text that can carry meaning (folded, no stop words, no single letters). */
export function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(fold).filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/** Crude stem: one common English/French inflection removed, keeping at least three letters. */
export function stem(word: string): string {
  for (const s of SUFFIXES) if (word.endsWith(s) && word.length - s.length >= 3) return word.slice(0, -s.length);
  return word;
}

/** The request words that meet one of `target`'s words (same word or same stem). */
function matching(request: readonly string[], target: readonly string[]): string[] {
  if (target.length === 0) return [];
  const exact = new Set(target);
  const stems = new Set(target.map(stem));
  return request.filter((w) => exact.has(w) || stems.has(stem(w)));
}
