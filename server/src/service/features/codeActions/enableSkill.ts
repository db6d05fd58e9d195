import { payloadEdit, payloadString, type FixBuilder } from './fixBuilder';

/** `skill-reference-disabled` (agent-app): turn the referenced skill back on, in that skill's own file. */
export const enableSkill: FixBuilder = {
  fix: 'enable-skill',
  safe: false,
  build(ctx) {
    const edit = payloadEdit(ctx.data['edit']);
    const path = payloadString(ctx.data, 'path');
    const name = payloadString(ctx.data, 'name') ?? '';
    if (!edit || !path) return [];
    return [{ title: { en: `Enable the skill \`${name}\``, fr: `Activer le skill \`${name}\`` }, changes: [{ kind: 'edit', path, edits: [edit] }] }];
  },
};
