import { editFix, payloadString } from './fixBuilder';

/** `reference-missing` when only the case differs (skill-api): point the link at the real file. */
export const replaceLinkTarget = editFix({
  fix: 'replace-link-target',
  safe: true,
  title: (data) => ({ en: `Link to \`${payloadString(data, 'replacement') ?? ''}\``, fr: `Lier à \`${payloadString(data, 'replacement') ?? ''}\`` }),
});
