import type { CatalogDto, CatalogEntryDto, CatalogResult, ProfileIdDto, RootDto } from '../dtos';
import type { RootState } from '../index/skillIndex';
import type { LanguageService } from '../languageService';
import type { Catalog, CatalogEntry } from '../model/catalog';
import type { Locale } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { SkillPortability } from '../model/portability';
import { cachedCatalog } from './catalogCache';
import { localize } from './localize';
import { pathToUri } from './uris';
import { rootSafety } from '../safety/safetyDto';
import { folderReaders } from '../agents/folderReaders';
import { portabilityDto } from './portabilityDto';

const safetyPart = (safety: ReturnType<typeof rootSafety>) => (safety ? { safety } : {});

/** Which catalog `skillkiln/catalog` asks for, by path. */
export interface CatalogQuery {
  readonly folder?: string;
  readonly root?: string;
  readonly target?: string;
}

/** A root as the client sees it. */
export function rootDto(state: RootState, locale: Locale): RootDto {
  const { root, choice, profile } = state;
  return {
    uri: pathToUri(root.path),
    label: root.label,
    source: root.source,
    folderUri: pathToUri(root.folder),
    choice: { profile: choice.profile as ProfileIdDto, reason: localize(choice.reason, locale), explicit: choice.explicit },
    targets: profile.catalogTargets.map((t) => ({ id: t.id, label: localize(t.label, locale) })),
    profileLabel: localize(profile.label, locale),
    layouts: { flat: profile.layouts.flat, folder: profile.layouts.folder },
    ...readersPart(state, locale),
  };
}

/** Which agents look in an agent skills folder (absent for other formats). */
function readersPart(state: RootState, locale: Locale): { readers?: readonly string[] } {
  if (state.profile.id !== 'agent-skills') return {};
  return { readers: folderReaders(state.root.label).map((a) => localize(a.label, locale)) };
}

/**
 * `skillkiln/catalog`: the roots of a folder and the catalog of one of them (the given
 * root, else the first root of the folder, else of the first folder) for a target.
 */
export function catalogResult(service: LanguageService, query: CatalogQuery, locale: Locale): CatalogResult {
  const states = service.roots();
  const folder = query.folder ?? (query.root ? states.find((s) => s.root.path === query.root)?.root.folder : undefined) ?? service.index.workspaceFolders[0];
  const inFolder = states.filter((s) => s.root.folder === folder);
  const state = (query.root ? states.find((s) => s.root.path === query.root) : undefined) ?? inFolder[0];
  return { roots: inFolder.map((s) => rootDto(s, locale)), catalog: state ? catalogDto(service, state, query.target, locale) : null };
}

/** The last answers per catalog: the status bar and the preview ask for the same one after each change. */
const dtos = new WeakMap<Catalog, { readonly state: RootState; readonly locale: Locale; readonly dto: CatalogDto }>();

/** The catalog of a root as the client shows it (paths as URIs, messages in one language). */
export function catalogDto(service: LanguageService, state: RootState, target: string | undefined, locale: Locale): CatalogDto {
  const known = target !== undefined && state.profile.catalogTargets.some((t) => t.id === target) ? target : undefined;
  const c = cachedCatalog(service, state.root, known);
  const hit = dtos.get(c);
  // The catalog object is new whenever the index changed, so the same one means the same answer.
  if (hit && hit.state === state && hit.locale === locale) return hit.dto;
  const portabilityOf = new Map((c.portability ?? []).map((p) => [p.path, p]));
  const dto: CatalogDto = {
    root: rootDto(state, locale),
    target: c.target,
    title: localize(c.title, locale),
    text: c.text,
    chars: c.chars,
    tokens: c.tokens,
    entries: c.entries.map((e) => entryDto(e, service.index.parsedAt(e.path), locale, portabilityOf.get(e.path))),
    excluded: c.excluded.map((x) => ({ uri: pathToUri(x.path), name: x.name, reason: localize(x.reason, locale) })),
    warnings: c.warnings.map((w) => localize(w, locale)),
    ...(c.budget ? { budget: c.budget } : {}),
    ...safetyPart(rootSafety(service, state.root, locale)),
  };
  dtos.set(c, { state, locale, dto });
  return dto;
}

/** Entries' client copies: renderers keep an unchanged skill's entry object, so its copy is kept too. */
const entryDtos = new WeakMap<CatalogEntry, { readonly parsed: ParsedSkill | undefined; readonly locale: Locale; readonly portability: SkillPortability | undefined; readonly dto: CatalogEntryDto }>();

function entryDto(e: CatalogEntry, parsed: ParsedSkill | undefined, locale: Locale, portability: SkillPortability | undefined): CatalogEntryDto {
  const hit = entryDtos.get(e);
  // A skill's portability is kept per parse too: the same parse means the same rows.
  if (hit && hit.parsed === parsed && hit.locale === locale && hit.portability === portability) return hit.dto;
  const dto: CatalogEntryDto = {
    name: e.name,
    uri: pathToUri(e.path),
    status: e.status,
    ...(e.reason ? { reason: localize(e.reason, locale) } : {}),
    line: e.line,
    description: e.description,
    keywords: e.keywords,
    droppedKeywords: e.droppedKeywords,
    problems: e.problems,
    headerLine: parsed?.frontMatter?.openRange.start.line ?? 0,
    ...(portability ? { portability: portabilityDto(portability, locale) } : {}),
  };
  entryDtos.set(e, { parsed, locale, portability, dto });
  return dto;
}
