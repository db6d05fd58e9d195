import { editFix, payloadString } from './fixBuilder';

/** `enabled-invalid` (agent-app): write the boolean the text most likely means. */
export const enabledBoolean = editFix({
  fix: 'enabled-boolean',
  safe: true,
  title: (data) => ({ en: `Write \`enabled: ${payloadString(data, 'replacement') ?? ''}\``, fr: `Écrire \`enabled: ${payloadString(data, 'replacement') ?? ''}\`` }),
});
