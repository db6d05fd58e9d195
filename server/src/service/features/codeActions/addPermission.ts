import { editFix, payloadString } from './fixBuilder';

/** `permission-missing` (tajo): adds the scope an action type implies to `permissions`. */
export const addPermission = editFix({
  fix: 'add-permission',
  safe: true,
  title: (data) => ({ en: `Add the permission \`${payloadString(data, 'scope') ?? ''}\``, fr: `Ajouter la permission \`${payloadString(data, 'scope') ?? ''}\`` }),
});
