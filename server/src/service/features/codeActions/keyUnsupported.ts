import { editProposal, payloadEdit, payloadString, type FixBuilder } from './fixBuilder';

/** `key-unsupported` (agent-skills): rename a typo'd key to the accepted one, or remove the key. */
export const keyUnsupported: FixBuilder = {
  fix: 'key-unsupported',
  safe: false,
  build(ctx) {
    const key = payloadString(ctx.data, 'key') ?? '';
    const suggestion = payloadString(ctx.data, 'suggestion');
    const rename = payloadEdit(ctx.data['rename']);
    const remove = payloadEdit(ctx.data['remove']);
    return [
      ...(suggestion ? editProposal(ctx, { en: `Rename the key to \`${suggestion}\``, fr: `Renommer la clé en \`${suggestion}\`` }, rename && [rename], true) : []),
      ...editProposal(ctx, { en: `Remove \`${key}\``, fr: `Supprimer \`${key}\`` }, remove && [remove], false),
    ];
  },
};
