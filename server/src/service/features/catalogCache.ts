import type { SkillRoot } from '../discovery/skillRoot';
import type { LanguageService } from '../languageService';
import type { Catalog, CatalogEntry } from '../model/catalog';

const caches = new WeakMap<LanguageService, { epoch: number; byKey: Map<string, Catalog> }>();

/**
 * The catalog of a root for a target, rendered once per index change: hover, the tree
 * and the preview ask for it on every move, and nothing changes between edits.
 */
export function cachedCatalog(service: LanguageService, root: SkillRoot, target?: string): Catalog {
  let cache = caches.get(service);
  if (!cache || cache.epoch !== service.index.epoch) {
    cache = { epoch: service.index.epoch, byKey: new Map() };
    caches.set(service, cache);
  }
  const key = `${root.path}\u0000${target ?? ''}`;
  let catalog = cache.byKey.get(key);
  if (!catalog) {
    catalog = service.catalog(root, target);
    cache.byKey.set(key, catalog);
  }
  return catalog;
}

/** A skill's entry in its root's default catalog, with its 1-based rank. */
export function catalogPlace(service: LanguageService, root: SkillRoot, skillPath: string): { entry: CatalogEntry; rank: number; total: number; catalog: Catalog } | undefined {
  const catalog = cachedCatalog(service, root);
  const i = catalog.entries.findIndex((e) => e.path === skillPath);
  return i < 0 ? undefined : { entry: catalog.entries[i]!, rank: i + 1, total: catalog.entries.length, catalog };
}
