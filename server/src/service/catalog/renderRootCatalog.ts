import type { SkillRoot } from '../discovery/skillRoot';
import type { SkillIndex } from '../index/skillIndex';
import type { Catalog, CatalogExclusion } from '../model/catalog';
import type { FindingEngine } from '../rules/findingEngine';

/** Builds the catalog of one root with its profile (and target), listing unreadable files as excluded. */
export function renderRootCatalog(index: SkillIndex, engine: FindingEngine, root: SkillRoot, target?: string): Catalog {
  const state = index.rootState(root);
  const excluded: CatalogExclusion[] = [];
  for (const r of index.recordsOf(root)) {
    if (!r.parsed) excluded.push({ path: r.path, name: r.dirName, reason: { en: `not readable as text (${r.unreadable})`, fr: `illisible comme texte (${r.unreadable})` } });
  }
  return state.profile.renderCatalog({
    root,
    skills: index.skillsOf(root),
    excluded,
    config: index.configFor(root.folder),
    findings: (p) => engine.findings(p),
    fs: index.fs,
    ...(target !== undefined ? { target } : {}),
  });
}
