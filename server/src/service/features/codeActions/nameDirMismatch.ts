import { editProposal, payloadEdit, payloadString, type FixBuilder, type FixProposal } from './fixBuilder';

/**
 * `name-dir-mismatch` (agent-skills): the name must equal its folder's. Two ways out:
 * write the folder's name into `name`, or rename the folder to the name (a file rename
 * in the edit, offered only when the payload says the target folder is free).
 */
export const nameDirMismatch: FixBuilder = {
  fix: 'name-dir-mismatch',
  safe: false,
  build(ctx) {
    const name = payloadString(ctx.data, 'name') ?? '';
    const dirName = payloadString(ctx.data, 'dirName') ?? '';
    const setName = payloadEdit(ctx.data['setName']);
    const out: FixProposal[] = editProposal(ctx, { en: `Set \`name\` to the folder’s name \`${dirName}\``, fr: `Mettre dans \`name\` le nom du dossier \`${dirName}\`` }, setName && [setName]);
    const move = ctx.data['renameFolder'];
    if (typeof move === 'object' && move !== null) {
      const { from, to } = move as { from?: unknown; to?: unknown };
      if (typeof from === 'string' && typeof to === 'string' && from !== to && !ctx.service.index.fs.stat(to)) {
        out.push({ title: { en: `Rename the folder to \`${name}\``, fr: `Renommer le dossier en \`${name}\`` }, changes: [{ kind: 'rename', from, to }] });
      }
    }
    return out;
  },
};
