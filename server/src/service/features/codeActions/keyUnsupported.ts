import type { AgentTarget } from '../../config/serviceConfig';
import { listTargets } from '../../profiles/agentSkills/agentTargets';
import { editProposal, payloadEdit, payloadString, type FixBuilder, type FixProposal } from './fixBuilder';

/**
 * `key-unsupported` (agent-skills): rename a typo'd key to the accepted one, or remove the key.
 * A fix run never removes a key (the author's own tools may read one no agent reads), nor
 * renames away a key some agent reads: those proposals are `manual`, and their titles say
 * which agents stop reading it.
 */
export const keyUnsupported: FixBuilder = {
  fix: 'key-unsupported',
  safe: false,
  build(ctx) {
    const key = payloadString(ctx.data, 'key') ?? '';
    const suggestion = payloadString(ctx.data, 'suggestion');
    const rename = payloadEdit(ctx.data['rename']);
    const remove = payloadEdit(ctx.data['remove']);
    const readers = Array.isArray(ctx.data['acceptedBy']) ? (ctx.data['acceptedBy'] as AgentTarget[]) : [];
    const by = listTargets(readers);
    const lost = readers.length > 0 ? { en: ` (${by.en} then no longer read it)`, fr: ` (${by.fr} ne la lisent alors plus)` } : { en: ' (no agent reads it)', fr: ' (aucun agent ne la lit)' };
    const manual = (ps: FixProposal[]) => ps.map((p) => ({ ...p, manual: true }));
    const renamed = editProposal(ctx, { en: `Rename the key to \`${suggestion}\`${readers.length > 0 ? lost.en : ''}`, fr: `Renommer la clé en \`${suggestion}\`${readers.length > 0 ? lost.fr : ''}` }, rename && [rename], true);
    return [
      ...(suggestion ? (readers.length > 0 ? manual(renamed) : renamed) : []),
      ...manual(editProposal(ctx, { en: `Remove \`${key}\`${lost.en}`, fr: `Supprimer \`${key}\`${lost.fr}` }, remove && [remove], false)),
    ];
  },
};
