import type { Difference, SkillkilnView } from '../compareRun';
import type { OracleRun } from '../oracle';

/** Skills that share a name, as the agent or Skillkiln gives it: their files, and the names. */
export interface SharedNames {
  readonly files: ReadonlySet<string>;
  readonly names: ReadonlySet<string>;
}

/**
 * The files (project-relative) and names of skills another skill shares a name with, in the
 * agent's loaded list or Skillkiln's catalog. `extra` adds files under a name of the caller's
 * (a generated `name: ''`). An agent that keys skills by the name trimmed and lower-cased
 * (Cline: `foldsCase`) meets `Foo` and `foo` as one.
 */
export function sharedNames(run: OracleRun, ours: SkillkilnView, foldsCase: boolean, extra: readonly { readonly name: string; readonly file: string }[] = []): SharedNames {
  const groups = new Map<string, Set<string>>();
  const keyOf = (name: string) => (foldsCase ? name.trim().toLowerCase() : name);
  const add = (name: string, file: string) => groups.set(keyOf(name), (groups.get(keyOf(name)) ?? new Set()).add(file));
  for (const s of run.loaded) add(s.name, s.file);
  for (const e of ours.catalog.entries) add(e.name, e.file);
  for (const x of extra) add(x.name, x.file);
  const files = new Set<string>();
  const names = new Set<string>();
  for (const [name, group] of groups) if (group.size > 1) { names.add(name); for (const f of group) files.add(f); }
  return { files, names };
}

/** The differences that are not about a skill of a shared name (by its file, or by the listing entry's name). */
export function withoutShared(diffs: readonly Difference[], shared: SharedNames, foldsCase: boolean): Difference[] {
  const keyOf = (name: string) => (foldsCase ? name.trim().toLowerCase() : name);
  return diffs.filter((d) => !shared.files.has(d.file) && !(d.file.startsWith('listing entry ') && shared.names.has(keyOf(d.file.slice('listing entry '.length)))));
}
