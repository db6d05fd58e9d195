import { estimateTokens, type Catalog, type CatalogEntry, type CatalogExclusion } from '../../model/catalog';
import type { LocalizedText } from '../../model/finding';
import { referenceSizeText, sizeText } from './readSkillFilePages';
import { SKILL_API_LIMITS } from './skillApiLimits';
import type { CatalogRequest, SkillView } from '../profile';
import { cachedSkillFolderListing } from './skillFolderListing';
import { slugify } from './slugify';
import { fullEntry } from '../../catalog/catalogEntry';
import { prettyJsonArray } from '../../catalog/joinLines';
import { keptOrder } from '../../catalog/keptOrder';
import { perView } from '../../catalog/perView';
import type { FolderListing } from '../shared/listFolderFiles';

/** One skill in `list_skills`' answer (seed 003), keys in the order the seed names them. */
export interface ListedSkill {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** Reference files, relative to the skill folder, sorted (SKILL.md is the body, not a file). */
  readonly files: readonly string[];
}

/**
 * Renders `list_skills`' answer for a root: each served skill's slug, name, description
 * and reference files, as pretty-printed JSON sorted by slug (then path, so the output is
 * stable). Skills in another layout are left out. This is what an agent sees when it asks
 * which skills exist; the description is its only clue to which one to open.
 */
export function renderSkillApiCatalog(request: CatalogRequest): Catalog {
  const served = keptOrder(request.root, bySlugThenPath, request.skills.filter((s) => s.status === 'served'), bySlugThenPath).map((s) => ({ view: s, ...listed(s, request) }));
  const items = served.map((s) => s.item);
  // `JSON.stringify(items, null, 2)`, from each item's own pretty print.
  const text = prettyJsonArray(served.map((s) => s.pretty), { owner: request.root, key: listedByView });
  const entries: CatalogEntry[] = served.map(({ view, item, line }) => fullEntry(request.findings, view, item.name, line, item.description));
  const warnings: LocalizedText[] = [{ en: `skills: ${items.length}`, fr: `skills : ${items.length}` }];
  if (!request.fs) warnings.push({ en: 'reference files not listed: no file system was given', fr: 'fichiers de référence non listés : aucun système de fichiers fourni' });
  const bySlug = new Map<string, string[]>();
  for (const i of items) bySlug.set(i.slug, [...(bySlug.get(i.slug) ?? []), i.name]);
  for (const [slug, names] of bySlug) {
    if (names.length > 1) warnings.push({ en: `${names.join(', ')} share the slug "${slug}": only one of them can be stored`, fr: `${names.join(', ')} partagent le slug « ${slug} » : une seule d’entre elles peut être stockée` });
  }
  for (const { view, listing, item } of served) if (listing && item.files.length > 0) warnings.push(sizeLine(view, listing, item));
  for (const i of items) {
    if (!i.description) warnings.push({ en: `${i.name} has no description: the agent sees only its name`, fr: `${i.name} n’a pas de description : l’agent ne voit que son nom` });
  }
  const excluded: CatalogExclusion[] = [
    ...request.excluded,
    ...request.skills.filter((s) => s.status !== 'served').map((s) => ({
      path: s.record.path,
      name: s.info.name,
      reason: s.status === 'layout'
        ? { en: 'a flat file: skill-api skills are folders <slug>/SKILL.md', fr: 'un fichier à plat : les skills skill-api sont des dossiers <slug>/SKILL.md' }
        : { en: 'not served by this format', fr: 'non servie par ce format' },
    })),
  ];
  return {
    profile: 'skill-api',
    target: 'list_skills',
    title: { en: 'list_skills response', fr: 'réponse de list_skills' },
    text,
    chars: text.length,
    tokens: estimateTokens(text),
    entries,
    excluded,
    warnings,
  };
}

/** A skill's item with its one-line and indented JSON. */
interface Listed {
  readonly listing: FolderListing | undefined;
  readonly item: ListedSkill;
  readonly line: string;
  readonly pretty: string;
}

/** Items made per view and folder listing (the budget rule walks the folder again when files change). */
const listedByView = new WeakMap<SkillView, Listed>();

function listed(s: SkillView, request: CatalogRequest): Listed {
  const listing = request.fs ? cachedSkillFolderListing(request.fs, s.record) : undefined;
  const hit = listedByView.get(s);
  if (hit && hit.listing === listing) return hit;
  const files = listing ? listing.files.filter((f) => f.path !== s.record.path).map((f) => f.relPath) : [];
  const item: ListedSkill = { slug: slugOf(s), name: s.info.name, description: s.info.description, files };
  const made = { listing, item, line: JSON.stringify(item), pretty: JSON.stringify(item, null, 2).split('\n').join('\n  ') };
  listedByView.set(s, made);
  return made;
}

/** A skill's slug, made once per view. */
const slugOf = perView((s) => slugify(s.info.name));

/** By slug, then path (so the output is stable). */
function bySlugThenPath(a: SkillView, b: SkillView): number {
  return compare(slugOf(a), slugOf(b)) || compare(a.record.path, b.record.path);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A skill's weight against the API's limits, for the banner: its reference files' count,
 * the whole skill's size (SKILL.md included, limit 50 MB) and its largest file (limit 10 MB).
 * Sizes come from the folder listing (`stat`), never from reading the files.
 */
function sizeLine(view: SkillView, listing: FolderListing, item: ListedSkill): LocalizedText {
  const total = listing.files.reduce((sum, f) => sum + f.size, 0);
  const largest = listing.files.filter((f) => f.path !== view.record.path).reduce((a, b) => (b.size > a.size ? b : a));
  const whole = sizeText(total);
  const limit = sizeText(SKILL_API_LIMITS.skillBytes);
  const big = referenceSizeText(largest.size);
  const over = total > SKILL_API_LIMITS.skillBytes;
  return {
    en: `${item.slug}: ${item.files.length} reference file${item.files.length === 1 ? '' : 's'}, ${whole.en} with SKILL.md (${over ? 'over the' : 'limit'} ${limit.en}${over ? ' limit: the API refuses the skill' : ''}); largest ${largest.relPath}, ${big.en}`,
    fr: `${item.slug} : ${item.files.length} fichier${item.files.length === 1 ? '' : 's'} de référence, ${whole.fr} avec SKILL.md (${over ? 'au-delà de la limite de' : 'limite'} ${limit.fr}${over ? ' : l’API refuse le skill' : ''}) ; le plus gros, ${largest.relPath}, ${big.fr}`,
  };
}
