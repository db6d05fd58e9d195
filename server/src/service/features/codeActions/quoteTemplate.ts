import { editFix } from './fixBuilder';

/** `template-unquoted` (tajo): `{{ env.X }}` is a YAML map, not text; quote it. */
export const quoteTemplate = editFix({
  fix: 'quote-template',
  safe: true,
  title: () => ({ en: 'Quote the template', fr: 'Mettre le modèle entre guillemets' }),
});
