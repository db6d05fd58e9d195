import { editFix } from './fixBuilder';

/** `hidden-text` (every profile): delete the invisible characters, and only them. */
export const removeHiddenText = editFix({
  fix: 'remove-hidden-text',
  codes: ['hidden-text'],
  safe: false,
  title: () => ({ en: 'Remove the invisible characters', fr: 'Supprimer les caractères invisibles' }),
});
