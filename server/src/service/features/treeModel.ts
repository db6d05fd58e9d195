import * as path from 'node:path';
import type { TreeResult, TreeRootDto, TreeSkillDto } from '../dtos';
import type { IgnoreReason } from '../discovery/skillRoot';
import type { FileSystem } from '../fs/fileSystem';
import type { RootState } from '../index/skillIndex';
import type { LanguageService } from '../languageService';
import { problemCounts } from '../model/catalog';
import type { Locale, LocalizedText } from '../model/finding';
import type { SkillStatus } from '../profiles/profile';
import { cachedCatalog } from './catalogCache';
import { rootDto } from './catalogDto';
import { localize } from './localize';
import { pathToUri } from './uris';
import { safetyItems } from '../safety/safetyDto';

const safetyOf = (items: ReturnType<typeof safetyItems>) => (items ? { safety: items } : {});

/** Files of a folder skill listed in the tree, at most. */
const MAX_FILES = 200;
const MAX_DEPTH = 4;

const IGNORED: Record<IgnoreReason, LocalizedText> = {
  readme: { en: 'README.md at the root is documentation, not a skill', fr: 'README.md à la racine est de la documentation, pas un skill' },
  'no-skill-file': { en: 'folder without SKILL.md: not a skill', fr: 'dossier sans SKILL.md : pas un skill' },
  'walk-limit': { en: 'not indexed: too deep or too many files', fr: 'non indexé : trop profond ou trop de fichiers' },
  'unreadable-dir': { en: 'folder could not be read', fr: 'dossier illisible' },
  'symlink-loop': { en: 'symbolic link loop: not followed', fr: 'boucle de liens symboliques : non suivie' },
};

/** `skillkiln/tree`: every folder, its roots, their skills, and the files discovery left out. */
export function treeResult(service: LanguageService, locale: Locale): TreeResult {
  const states = service.roots();
  return {
    folders: service.index.workspaceFolders.map((folder) => ({
      uri: pathToUri(folder),
      name: path.basename(folder),
      roots: states.filter((s) => s.root.folder === folder).map((s) => treeRoot(service, s, locale)),
    })),
  };
}

function treeRoot(service: LanguageService, state: RootState, locale: Locale): TreeRootDto {
  const { index } = service;
  const entries = new Map(cachedCatalog(service, state.root).entries.map((e) => [e.path, e]));
  const problems = (p: string) => problemCounts(service.findings(p));
  const skills: TreeSkillDto[] = [];
  for (const view of index.skillsOf(state.root)) {
    const { record, info, parsed } = view;
    const entry = entries.get(record.path);
    const reason = view.status !== 'served' ? statusReason(view.status, record.dirName) : entry && entry.status !== 'full' ? entry.reason : undefined;
    skills.push({
      name: info.name,
      uri: pathToUri(record.path),
      layout: record.layout,
      description: info.description,
      status: view.status,
      ...(reason ? { statusReason: localize(reason, locale) } : {}),
      catalogLine: entry?.line ?? '',
      // The catalog entry counted them already, from the same findings.
      problems: entry?.problems ?? problems(record.path),
      files: record.layout === 'folder' ? skillFiles(index.fs, record.skillDir, record.path) : [],
      ...(info.nameRange ? { namePosition: info.nameRange.start } : {}),
      headerLine: parsed.frontMatter?.openRange.start.line ?? 0,
      ...safetyOf(safetyItems(service.findings(record.path), locale)),
    });
  }
  for (const record of index.recordsOf(state.root)) {
    if (record.parsed) continue;
    skills.push({
      name: record.dirName,
      uri: pathToUri(record.path),
      layout: record.layout,
      description: '',
      status: 'unreadable',
      statusReason: localize({ en: `not readable as text (${record.unreadable})`, fr: `illisible comme texte (${record.unreadable})` }, locale),
      catalogLine: '',
      problems: problems(record.path),
      files: [],
    });
  }
  skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const ignored = index.ignored().filter((e) => e.root.path === state.root.path).map((e) => ({ uri: pathToUri(e.path), reason: localize(IGNORED[e.reason], locale) }));
  return { ...rootDto(state, locale), skills, ignored };
}

function statusReason(status: SkillStatus, dirName: string): LocalizedText | undefined {
  switch (status) {
    case 'shadowed':
      return { en: `shadowed: the flat file ${dirName}.md is served instead`, fr: `masqué : le fichier à plat ${dirName}.md est servi à sa place` };
    case 'layout':
      return { en: 'this format does not load this layout', fr: 'ce format ne charge pas cette disposition' };
    case 'disabled':
      return { en: 'disabled: the runtime treats it as nonexistent', fr: 'désactivé : le runtime le traite comme inexistant' };
    default:
      return undefined;
  }
}

/** Other files of a folder skill (references, scripts, assets), relative and sorted. */
function skillFiles(fs: FileSystem, dir: string, skillFile: string): { uri: string; name: string; size?: number }[] {
  const out: { uri: string; name: string; size?: number }[] = [];
  const visit = (d: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const entries = [...(fs.readDirectory(d) ?? [])].sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      if (out.length >= MAX_FILES) return;
      const p = path.join(d, e.name);
      if (e.kind === 'directory') visit(p, depth + 1);
      else if (e.kind === 'file' && p !== skillFile) {
        // The size against skill-api's 10 MB / 50 MB limits, from `stat` only.
        const size = fs.stat(p)?.size;
        out.push({ uri: pathToUri(p), name: path.relative(dir, p).split(path.sep).join('/'), ...(size !== undefined ? { size } : {}) });
      }
    }
  };
  visit(dir, 0);
  return out;
}
