import { editFix } from './fixBuilder';

/** `exec-marker` (agent-skills): break a `` !`cmd` `` marker so no agent runs it at load time. */
export const escapeExecMarker = editFix({
  fix: 'escape-exec-marker',
  safe: false,
  title: () => ({ en: 'Keep the command from running at load time', fr: 'Empêcher la commande de s’exécuter au chargement' }),
});
