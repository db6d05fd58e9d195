import * as nodeFs from 'node:fs';
import * as path from 'node:path';
import type { FileSystem } from '../service/fs/fileSystem';
import type { Locale } from '../service/model/finding';
import { relativePath } from './formatFindings';

/** `writeAtomically`'s temporary name: `.<file>.<pid>.<time>.skillkiln-tmp`. */
const TEMP = /^\..+\.(\d+)\.[0-9a-z]+\.skillkiln-tmp$/;

/**
 * Temporary files an interrupted `lint --fix` left beside the files it was writing (a
 * `kill -9` between the write and the rename). Those `mayRemove` allows whose process is
 * gone are deleted; each one is said through `warn` either way, so none lingers unseen.
 */
export function leftoverTemps(fs: FileSystem, files: readonly string[], mayRemove: ((p: string) => boolean) | undefined, cwd: string, locale: Locale, warn: (line: string) => void): void {
  const dirs = new Set(files.map((f) => path.dirname(f)));
  for (const dir of [...dirs].sort()) {
    for (const e of fs.readDirectory(dir) ?? []) {
      const m = TEMP.exec(e.name);
      if (!m || e.kind !== 'file') continue;
      const p = path.join(dir, e.name);
      const rel = relativePath(cwd, p);
      if (mayRemove?.(p) && !alive(Number(m[1])) && removed(p)) {
        warn(locale === 'fr' ? `${rel} supprimé : un fichier temporaire laissé par un \`lint --fix\` interrompu.` : `removed ${rel}: a temporary file left by an interrupted \`lint --fix\`.`);
      } else {
        warn(locale === 'fr' ? `supprimez ${rel} (\`lint --fix\` le fait) : c’est un fichier temporaire laissé par un \`lint --fix\` interrompu.` : `delete ${rel} (\`lint --fix\` does): it is a temporary file left by an interrupted \`lint --fix\`.`);
      }
    }
  }
}

/** Whether a process with this id runs (a temporary file of a run still going is left alone). */
function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return pid === process.pid;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removed(p: string): boolean {
  try {
    nodeFs.unlinkSync(p);
    return true;
  } catch {
    return false;
  }
}
