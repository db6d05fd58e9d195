import { editFix } from './fixBuilder';

/** `header-bom` (agent-skills): delete the byte-order mark so every agent sees `---` first. */
export const removeBom = editFix({
  fix: 'remove-bom',
  safe: true,
  title: () => ({ en: 'Remove the byte-order mark', fr: 'Supprimer la marque d’ordre des octets' }),
});
