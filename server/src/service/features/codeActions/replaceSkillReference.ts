import { editFix, payloadString } from './fixBuilder';

/** `skill-reference-unknown` (agent-app): point the reference at the nearest existing skill. */
export const replaceSkillReference = editFix({
  fix: 'replace-skill-reference',
  safe: false,
  title: (data) => ({ en: `Change to \`${payloadString(data, 'replacement') ?? ''}\``, fr: `Remplacer par \`${payloadString(data, 'replacement') ?? ''}\`` }),
});
