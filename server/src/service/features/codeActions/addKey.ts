import { payloadEdit, payloadString } from './fixBuilder';
import { placeholderFix } from './placeholderProposal';

/**
 * A required key is missing or empty (tajo `required-field`, agent-skills `name-missing`/
 * `description-missing`): add it with a value. A payload that names its `value` (agent-skills)
 * gets it as a selected tab stop in clients that take snippets.
 */
export const addKey = placeholderFix({
  fix: 'add-key',
  title: (data) => {
    const key = payloadString(data, 'key') ?? '';
    return { en: `Add \`${key}\``, fr: `Ajouter \`${key}\`` };
  },
  edit: (data) => payloadEdit(data['edit']) ?? payloadEdit(data),
  placeholder: (data) => payloadString(data, 'value'),
});
