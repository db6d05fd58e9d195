import { editFix } from './fixBuilder';

/** `keywords-format` (mm): a YAML list of keywords becomes the one comma-separated line the catalog shows. */
export const keywordsToComma = editFix({
  fix: 'keywords-to-comma',
  safe: true,
  title: () => ({ en: 'Write the keywords as one comma-separated line', fr: 'Écrire les mots-clés sur une ligne, séparés par des virgules' }),
});
