import { payloadEdit, payloadString, type FixBuilder } from './fixBuilder';
import { placeholderProposal } from './placeholderProposal';

/** `frontmatter-missing` (agent-skills): add a header with the folder's name and a description to write (selected, with snippets). */
export const addFrontmatter: FixBuilder = {
  fix: 'add-frontmatter',
  safe: false,
  build(ctx) {
    const edit = payloadEdit(ctx.data['edit']);
    if (!edit) return [];
    return placeholderProposal(ctx, { en: 'Add a header (name and description)', fr: 'Ajouter un en-tête (nom et description)' }, edit, payloadString(ctx.data, 'value'));
  },
};
