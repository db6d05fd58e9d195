import * as path from 'node:path';
import type { CodeAction, TextEdit } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageService';
import { isTopSkillFile } from '../../agents/topSkillFile';
import { suggestName } from '../../profiles/agentSkills/rules/nameRules';
import { extractLocalLinks } from '../../profiles/shared/markdownLinks';
import type { DocumentContext } from '../documentContext';
import { localize } from '../localize';
import { toWorkspaceEdit, type EditCapabilities, type FileChange } from '../workspaceEdit';

/** Kind of the layout refactors. */
export const CONVERT_LAYOUT_KIND = 'refactor.rewrite.skillkiln.convertLayout';

/**
 * Converts a flat skill (`<root>/<name>.md`) to a folder skill (`<root>/<name>/SKILL.md`)
 * and back, when the profile loads the other layout and the target does not exist. Body
 * links to files are rewritten so they still resolve from the new place. A folder skill
 * with other files (references, scripts) is not flattened: they would be left behind.
 */
export function convertLayoutActions(service: LanguageService, doc: DocumentContext, caps: EditCapabilities): CodeAction[] {
  const view = doc.view;
  const profile = doc.rootState?.profile;
  if (!view || !profile) return [];
  const fs = service.index.fs;
  const { record } = view;
  const out: CodeAction[] = [];
  const push = (title: { en: string; fr: string }, changes: FileChange[]) => {
    const edit = toWorkspaceEdit(changes, caps);
    if (edit) out.push({ title: localize(title, doc.locale), kind: CONVERT_LAYOUT_KIND, edit });
  };
  if (record.layout === 'flat' && profile.layouts.folder) {
    // A SKILL.md directly in the skills folder goes into a folder named after the skill.
    const top = isTopSkillFile(record);
    const name = top ? suggestName(view.info.name) || 'skill' : record.dirName;
    const dir = path.join(record.root.path, name);
    const target = path.join(dir, 'SKILL.md');
    if (!fs.stat(target)) {
      push(top
        ? { en: `Move into a folder of its own (${name}/SKILL.md)`, fr: `Placer dans un dossier à lui (${name}/SKILL.md)` }
        : { en: `Convert to a folder skill (${name}/SKILL.md)`, fr: `Convertir en skill dossier (${name}/SKILL.md)` }, [
        ...relinkChanges(doc, path.dirname(record.path), dir),
        { kind: 'rename', from: record.path, to: target },
      ]);
    }
  } else if (record.layout === 'folder' && profile.layouts.flat) {
    const target = path.join(record.root.path, `${record.dirName}.md`);
    const others = (fs.readDirectory(record.skillDir) ?? []).filter((e) => e.name !== path.basename(record.path));
    if (!fs.stat(target) && others.length === 0) {
      push({ en: `Convert to a flat skill (${record.dirName}.md)`, fr: `Convertir en skill à plat (${record.dirName}.md)` }, [
        ...relinkChanges(doc, record.skillDir, record.root.path),
        { kind: 'rename', from: record.path, to: target },
        { kind: 'delete', path: record.skillDir },
      ]);
    }
  }
  return out;
}

/** Rewrites the body's relative links so they resolve from `toDir` as they did from `fromDir`. */
function relinkChanges(doc: DocumentContext, fromDir: string, toDir: string): FileChange[] {
  const { parsed } = doc;
  const edits: TextEdit[] = [];
  for (const link of extractLocalLinks(parsed.text, parsed.bodyStart)) {
    if (link.targetKind !== 'relative') continue;
    const absolute = path.resolve(fromDir, link.path);
    let rel = path.relative(toDir, absolute).split(path.sep).join('/');
    if (rel === '') continue;
    if (/%[0-9A-Fa-f]{2}/.test(link.target)) rel = encodeURI(rel);
    const suffix = link.target.slice(Math.min(...['?', '#'].map((c) => (link.target.includes(c) ? link.target.indexOf(c) : link.target.length))));
    const newTarget = rel + suffix;
    if (newTarget !== link.target) edits.push({ range: parsed.lines.range(link.targetStart, link.targetEnd), newText: newTarget });
  }
  return edits.length ? [{ kind: 'edit', path: doc.path, edits }] : [];
}
