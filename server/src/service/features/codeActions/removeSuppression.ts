import { editFix, payloadString } from './fixBuilder';

/** `suppression-unused`: deletes the comment that hides nothing (its line too when alone on it), or the one code of it. */
export const removeSuppression = editFix({
  fix: 'remove-suppression',
  safe: false,
  title: (data) => {
    const code = payloadString(data, 'code');
    return code ? { en: `Remove \`${code}\` from the comment`, fr: `Retirer \`${code}\` du commentaire` } : { en: 'Remove the comment', fr: 'Supprimer le commentaire' };
  },
});
