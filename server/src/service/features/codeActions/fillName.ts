import { editFix, payloadString } from './fixBuilder';

/** `name-empty` (mm): writes the name the runtime already serves the skill under. */
export const fillName = editFix({
  fix: 'fill-name',
  safe: true,
  title: (data) => ({ en: `Write the name \`${payloadString(data, 'name') ?? ''}\``, fr: `Écrire le nom \`${payloadString(data, 'name') ?? ''}\`` }),
});
