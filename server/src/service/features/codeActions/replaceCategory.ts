import { editFix, payloadString } from './fixBuilder';

/** `category-invalid` (agent-app): the category the text most likely means. */
export const replaceCategory = editFix({
  fix: 'replace-category',
  safe: true,
  title: (data) => ({ en: `Change the category to \`${payloadString(data, 'replacement') ?? ''}\``, fr: `Changer la catégorie en \`${payloadString(data, 'replacement') ?? ''}\`` }),
});
