import { payloadEdit, payloadString, type FixBuilder } from './fixBuilder';
import { placeholderProposal } from './placeholderProposal';

/**
 * A required key is missing or empty (tajo `required-field`, agent-skills `name-missing`/
 * `description-missing`): add it with a value. A payload that names its `value` (agent-skills)
 * gets it as a selected tab stop in clients that take snippets.
 */
export const addKey: FixBuilder = {
  fix: 'add-key',
  safe: false,
  build(ctx) {
    const edit = payloadEdit(ctx.data['edit']) ?? payloadEdit(ctx.data);
    if (!edit) return [];
    const key = payloadString(ctx.data, 'key') ?? '';
    return placeholderProposal(ctx, { en: `Add \`${key}\``, fr: `Ajouter \`${key}\`` }, edit, payloadString(ctx.data, 'value'));
  },
};
