import { editFix } from './fixBuilder';

/** `metadata-type` (agent-skills): quote a number or boolean exactly as written, so it stays a string. */
export const quoteValue = editFix({
  fix: 'quote-value',
  safe: true,
  title: () => ({ en: 'Quote the value as written', fr: 'Mettre la valeur entre guillemets telle qu’écrite' }),
});
