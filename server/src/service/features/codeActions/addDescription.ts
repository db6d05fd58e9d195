import { payloadEdit, payloadString } from './fixBuilder';
import { placeholderFix } from './placeholderProposal';

/**
 * `description-missing` (mm, skill-api): writes a description (fills the empty value, adds
 * the key or a header). When the text is a placeholder and the client takes snippet
 * edits, the placeholder is selected, ready to be typed over.
 */
export const addDescription = placeholderFix({
  fix: 'add-description',
  title: () => ({ en: 'Add a description', fr: 'Ajouter une description' }),
  edit: (data) => payloadEdit(data['edit']),
  placeholder: (data) => (data['placeholder'] === true ? payloadString(data, 'value') : undefined),
});
