import { payloadEdit, payloadString, type FixBuilder } from './fixBuilder';
import { placeholderProposal } from './placeholderProposal';

/**
 * `description-missing` (mm, skill-api): writes a description (fills the empty value, adds
 * the key or a header). When the text is a placeholder and the client takes snippet
 * edits, the placeholder is selected, ready to be typed over.
 */
export const addDescription: FixBuilder = {
  fix: 'add-description',
  safe: false,
  build(ctx) {
    const edit = payloadEdit(ctx.data['edit']);
    if (!edit) return [];
    const placeholder = ctx.data['placeholder'] === true ? payloadString(ctx.data, 'value') : undefined;
    return placeholderProposal(ctx, { en: 'Add a description', fr: 'Ajouter une description' }, edit, placeholder);
  },
};
