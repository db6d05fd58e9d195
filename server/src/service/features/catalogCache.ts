import type { SkillRoot } from '../discovery/skillRoot';
import type { LanguageService } from '../languageService';
import type { Catalog, CatalogEntry } from '../model/catalog';
import type { Finding } from '../model/finding';
import { renderRootCatalog } from '../catalog/renderRootCatalog';

interface EpochCache {
  readonly epoch: number;
  readonly byKey: Map<string, Catalog>;
  /** Catalogs rendered without findings (their problem counts are all zero), by root. */
  readonly shapes: Map<string, Catalog>;
}

const caches = new WeakMap<LanguageService, EpochCache>();
const NO_FINDINGS: readonly Finding[] = [];

function epochCache(service: LanguageService): EpochCache {
  let cache = caches.get(service);
  if (!cache || cache.epoch !== service.index.epoch) {
    cache = { epoch: service.index.epoch, byKey: new Map(), shapes: new Map() };
    caches.set(service, cache);
  }
  return cache;
}

/**
 * The catalog of a root for a target, rendered once per index change: hover, the tree
 * and the preview ask for it on every move, and nothing changes between edits.
 */
export function cachedCatalog(service: LanguageService, root: SkillRoot, target?: string): Catalog {
  const cache = epochCache(service);
  const key = `${root.path}\u0000${target ?? ''}`;
  let catalog = cache.byKey.get(key);
  if (!catalog) {
    catalog = service.catalog(root, target);
    cache.byKey.set(key, catalog);
  }
  return catalog;
}

/**
 * The root's default catalog for what does not depend on findings (texts, order, statuses,
 * exclusions): the cached one when there is one, else one rendered without asking any
 * skill's findings, whose problem counts are zero. Hover shows no counts, and after an
 * edit the findings of a root's skills are most of a render (the edited one runs its rules).
 */
export function catalogShape(service: LanguageService, root: SkillRoot): Catalog {
  const cache = epochCache(service);
  const full = cache.byKey.get(`${root.path}\u0000`);
  if (full) return full;
  let shape = cache.shapes.get(root.path);
  if (!shape) {
    shape = renderRootCatalog(service.index, { findings: () => NO_FINDINGS }, root);
    cache.shapes.set(root.path, shape);
  }
  return shape;
}

/** A skill's entry in its root's default catalog, with its 1-based rank (problem counts may be zero: see {@link catalogShape}). */
export function catalogPlace(service: LanguageService, root: SkillRoot, skillPath: string): { entry: CatalogEntry; rank: number; total: number; catalog: Catalog } | undefined {
  const catalog = catalogShape(service, root);
  const i = catalog.entries.findIndex((e) => e.path === skillPath);
  return i < 0 ? undefined : { entry: catalog.entries[i]!, rank: i + 1, total: catalog.entries.length, catalog };
}
