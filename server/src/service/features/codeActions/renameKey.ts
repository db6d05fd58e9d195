import { editFix, payloadString } from './fixBuilder';

/** `unknown-key` (mm): the key is a typo of a key the format reads; rename it. */
export const renameKey = editFix({
  fix: 'rename-key',
  safe: true,
  title: (data) => ({ en: `Rename the key to \`${payloadString(data, 'replacement') ?? ''}\``, fr: `Renommer la clé en \`${payloadString(data, 'replacement') ?? ''}\`` }),
});
