/**
 * Words that say nothing about what a skill is for: English function words and the phrasing
 * every description shares ("use this skill when the user asks…"). Without them two skills
 * that only share "Use when the user wants to" would look alike.
 */
const STOP = new Set((
  'a an the and or but if then else of to in on at by for with from into onto over under about as is are was were be been being ' +
  'it its this that these those there here what which who whom whose when where why how all any both each few more most other some such ' +
  'no nor not only own same so than too very can will just should would could may might must do does did doing done have has had having ' +
  'i me my we our you your he she they them their his her us via per also etc e.g i.e eg ie using use used uses user users ' +
  'request requests asks ask asked wants want need needs needed mention mentions mentioned ' +
  'help helps trigger triggers triggered whenever including include includes like such task tasks work working provide provides based ' +
  'new make makes get gets one two any anything something things thing way ways e g'
).split(/\s+/));

/** Lower-cased words of `text` (letters and digits, inner `-`/`'` kept), stop words and one-letter words left out. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  return words.map(stem).filter((w) => w.length > 1 && !STOP.has(w));
}

/** A light English stem: plural and common verb endings off, so "reviews", "reviewing" and "review" meet. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
