import * as path from 'node:path';
import type { SkillRoot } from '../discovery/skillRoot';
import type { SkillIndex } from '../index/skillIndex';
import type { Catalog, CatalogExclusion } from '../model/catalog';
import type { SkillRecord } from '../model/skillRecord';
import { AGENTS } from '../agents/agents';
import type { AgentTarget } from '../config/serviceConfig';
import type { FindingEngine } from '../rules/findingEngine';
import { catalogFileSystem } from './catalogFileSystem';

/** Builds the catalog of one root with its profile (and target), listing unreadable files as excluded. */
export function renderRootCatalog(index: SkillIndex, engine: Pick<FindingEngine, 'findings'>, root: SkillRoot, target?: string): Catalog {
  const state = index.rootState(root);
  const excluded: CatalogExclusion[] = [];
  // A file that is not text and shows no header is listed only by an agent that reads its bytes as UTF-8 anyway (see `notTextRule`).
  const readsNotText = target !== undefined && target in AGENTS && AGENTS[target as AgentTarget].effects['not-text']?.kind === 'drops-header';
  const notLoaded = (r: SkillRecord) => r.notText !== undefined && !readsNotText && !r.parsed?.frontMatter;
  for (const r of index.recordsOf(root)) {
    if (!r.parsed) excluded.push({ path: r.path, name: r.dirName, reason: { en: `not readable as text (${r.unreadable})`, fr: `illisible comme texte (${r.unreadable})` } });
    else if (notLoaded(r)) excluded.push({ path: r.path, name: r.dirName, reason: { en: `not text (${r.notText})`, fr: `pas du texte (${r.notText})` } });
  }
  // Skills found deeper inside this root (their own collection roots): agents that search deeper list them.
  const inside = root.path + path.sep;
  const nested = index.roots().filter((r) => r.root.path.startsWith(inside) && r.root.folder === root.folder && r.profile.id === state.profile.id).flatMap((r) => index.skillsOf(r.root));
  return state.profile.renderCatalog({
    root,
    skills: index.skillsOf(root).filter((s) => !notLoaded(s.record)),
    ...(nested.length > 0 ? { nested } : {}),
    excluded,
    config: index.configFor(root.folder),
    findings: (p) => engine.findings(p),
    fs: catalogFileSystem(index),
    ...(target !== undefined ? { target } : {}),
  });
}
