import { editFix } from './fixBuilder';

/** `keywords-cap` (mm): deletes the keywords that never reach the model. */
export const dropKeywordsPastCap = editFix({
  fix: 'drop-keywords-past-cap',
  safe: false,
  title: (data) => {
    const dropped = Array.isArray(data['dropped']) ? data['dropped'].map(String).join(', ') : '';
    return { en: `Drop the keywords that never reach the model${dropped ? `: ${dropped}` : ''}`, fr: `Supprimer les mots-clés qui n’atteignent jamais le modèle${dropped ? ` : ${dropped}` : ''}` };
  },
});
