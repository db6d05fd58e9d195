import type { FileSystem } from '../../fs/fileSystem';
import type { SkillRecord } from '../../model/skillRecord';
import { listFolderFiles, type FolderListing } from '../shared/listFolderFiles';

/** The last walk of each skill's folder, per version of its SKILL.md. */
const listings = new WeakMap<SkillRecord, FolderListing>();

/**
 * Walks a skill's folder now (rules: findings must be fresh) and remembers the result
 * for {@link cachedSkillFolderListing}.
 */
export function skillFolderListing(fs: FileSystem, record: SkillRecord): FolderListing {
  const listing = listFolderFiles(fs, record.skillDir);
  listings.set(record, listing);
  return listing;
}

/**
 * The last listing of a skill's folder, walking only when there is none: the catalog
 * re-renders on every keystroke and must not walk a thousand folders each time. The
 * budget rule refreshes the listing whenever it runs, so an open skill stays current.
 */
export function cachedSkillFolderListing(fs: FileSystem, record: SkillRecord): FolderListing {
  return listings.get(record) ?? skillFolderListing(fs, record);
}
