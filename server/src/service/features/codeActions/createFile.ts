import * as path from 'node:path';
import { payloadString, type FixBuilder } from './fixBuilder';

/**
 * `reference-missing` (agent-skills `create-file`, skill-api `create-reference-file`):
 * create the file a body link points at, empty. Never overwrites: an existing file is kept.
 */
function createFileBuilder(fix: string, relKey: string): FixBuilder {
  return {
    fix,
    safe: false,
    build(ctx) {
      const target = payloadString(ctx.data, 'path');
      if (!target || !path.isAbsolute(target) || ctx.service.index.fs.stat(target)) return [];
      const rel = payloadString(ctx.data, relKey) ?? path.basename(target);
      return [{ title: { en: `Create ${rel}`, fr: `Créer ${rel}` }, changes: [{ kind: 'create', path: target }], preferred: true }];
    },
  };
}

export const createFile = createFileBuilder('create-file', 'relative');
export const createReferenceFile = createFileBuilder('create-reference-file', 'relPath');
