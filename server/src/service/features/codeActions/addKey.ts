import { editFix, payloadString } from './fixBuilder';

/** A required key is missing (tajo `required-field`, agent-skills `name-missing`/`description-missing`): add it. */
export const addKey = editFix({
  fix: 'add-key',
  safe: false,
  title: (data) => ({ en: `Add \`${payloadString(data, 'key') ?? ''}\``, fr: `Ajouter \`${payloadString(data, 'key') ?? ''}\`` }),
});
