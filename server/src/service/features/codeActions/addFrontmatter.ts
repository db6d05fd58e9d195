import { editFix } from './fixBuilder';

/** `frontmatter-missing` (agent-skills): add a header with the folder's name and a description to write. */
export const addFrontmatter = editFix({
  fix: 'add-frontmatter',
  safe: false,
  title: () => ({ en: 'Add a header (name and description)', fr: 'Ajouter un en-tête (nom et description)' }),
});
