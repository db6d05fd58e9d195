import * as path from 'node:path';
import { payloadString, type FixBuilder } from './fixBuilder';
import { mayCreate } from './mayCreate';

/**
 * `reference-missing` (agent-skills `create-file`, skill-api `create-reference-file`):
 * create the file a body link points at, empty. Never overwrites: an existing file is kept.
 * Offered only where a fix may create a file (see `mayCreate`): inside the skill's own folder, never a skill.
 */
function createFileBuilder(fix: string, relKey: string): FixBuilder {
  return {
    fix,
    safe: false,
    build(ctx) {
      const target = payloadString(ctx.data, 'path');
      if (!target || !path.isAbsolute(target) || ctx.service.index.fs.stat(target) || !mayCreate(ctx.service, ctx.doc, target)) return [];
      const rel = payloadString(ctx.data, relKey) ?? path.basename(target);
      return [{ title: { en: `Create ${rel}`, fr: `Créer ${rel}` }, changes: [{ kind: 'create', path: target }], preferred: true }];
    },
  };
}

export const createFile = createFileBuilder('create-file', 'relative');
export const createReferenceFile = createFileBuilder('create-reference-file', 'relPath');
