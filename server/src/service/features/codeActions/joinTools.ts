import { editFix } from './fixBuilder';

/** `allowed-tools-type` (agent-skills): a YAML list of tools becomes the standard's space-separated string. */
export const joinTools = editFix({
  fix: 'join-tools',
  safe: true,
  title: () => ({ en: 'Write the tools as one space-separated string', fr: 'Écrire les outils en une chaîne séparée par des espaces' }),
});
