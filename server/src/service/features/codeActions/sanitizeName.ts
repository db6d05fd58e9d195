import { editFix, payloadString } from './fixBuilder';

/** `name-chars` (agent-app): the name with only the characters the runtime accepts. */
export const sanitizeName = editFix({
  fix: 'sanitize-name',
  safe: false,
  title: (data) => ({ en: `Rename to \`${payloadString(data, 'replacement') ?? ''}\``, fr: `Renommer en \`${payloadString(data, 'replacement') ?? ''}\`` }),
});
