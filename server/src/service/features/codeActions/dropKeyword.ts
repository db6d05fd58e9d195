import { editFix, payloadString } from './fixBuilder';

/** `keywords-duplicate`, `keywords-in-description` (mm): deletes one keyword and its separator. */
export const dropKeyword = editFix({
  fix: 'drop-keyword',
  safe: true,
  title: (data) => ({ en: `Drop the keyword “${payloadString(data, 'keyword') ?? ''}”`, fr: `Supprimer le mot-clé « ${payloadString(data, 'keyword') ?? ''} »` }),
});
