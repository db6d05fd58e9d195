import { editFix, payloadString } from './fixBuilder';

/** `name-format` (agent-skills): the nearest valid name (lowercase, digits, single hyphens). */
export const fixName = editFix({
  fix: 'fix-name',
  safe: false,
  title: (data) => ({ en: `Rename to \`${payloadString(data, 'suggestion') ?? ''}\``, fr: `Renommer en \`${payloadString(data, 'suggestion') ?? ''}\`` }),
});
