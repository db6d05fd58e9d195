import { editFix, payloadString } from './fixBuilder';

/** A value the author almost certainly meant another way (tajo: case, spelling, derived forms). */
export const replaceValue = editFix({
  fix: 'replace-value',
  safe: true,
  title: (data) => ({ en: `Change to \`${payloadString(data, 'newText') ?? ''}\``, fr: `Remplacer par \`${payloadString(data, 'newText') ?? ''}\`` }),
});
