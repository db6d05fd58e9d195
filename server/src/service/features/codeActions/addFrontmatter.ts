import { payloadEdit, payloadString } from './fixBuilder';
import { placeholderFix } from './placeholderProposal';

/** `frontmatter-missing` (agent-skills): add a header with the folder's name and a description to write (selected, with snippets). */
export const addFrontmatter = placeholderFix({
  fix: 'add-frontmatter',
  title: () => ({ en: 'Add a header (name and description)', fr: 'Ajouter un en-tête (nom et description)' }),
  edit: (data) => payloadEdit(data['edit']),
  placeholder: (data) => payloadString(data, 'value'),
});
