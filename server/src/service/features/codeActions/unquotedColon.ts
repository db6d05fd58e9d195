import { editProposal, payloadEdit, type FixBuilder } from './fixBuilder';

/**
 * `unquoted-colon` (agent-skills): a plain value containing `: ` that strict loaders reject.
 * Quote it (preferred, part of "fix all"), or fold it as a `>-` block.
 */
export const unquotedColon: FixBuilder = {
  fix: 'unquoted-colon',
  safe: true,
  build(ctx) {
    const quote = payloadEdit(ctx.data['quote']);
    const fold = payloadEdit(ctx.data['fold']);
    return [
      ...editProposal(ctx, { en: 'Quote the value', fr: 'Mettre la valeur entre guillemets' }, quote && [quote], true),
      ...editProposal(ctx, { en: 'Fold the value (`>-`)', fr: 'Replier la valeur (`>-`)' }, fold && [fold], false),
    ];
  },
};
