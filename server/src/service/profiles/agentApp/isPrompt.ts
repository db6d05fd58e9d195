import * as path from 'node:path';
import type { IndexView } from '../profile';

/**
 * True for the files the app reads as prompts, where `{{skill:name}}` is replaced at run
 * time: the app's skills and any markdown file under an agent-app skills folder, and files
 * in a `prompts/` folder. Everything else (READMEs, docs) is documentation that shows the
 * syntax; its references are not the app's.
 */
export function isPrompt(file: string, folder: string, index: IndexView): boolean {
  if (path.basename(file).toLowerCase() === 'readme.md') return false;
  const relative = path.relative(folder, file);
  if (relative.split(path.sep).slice(0, -1).includes('prompts')) return true;
  return index.skillsInFolder(folder).some((view) => view.profileId === 'agent-app' && file.startsWith(view.record.root.path + path.sep));
}
