import * as path from 'node:path';
import { parseTree } from 'jsonc-parser';
import type { NameRule } from './agentDeclaration';
import type { FileSystem } from '../fs/fileSystem';

/**
 * The plugin a skill belongs to for an agent that names skills `<plugin>:<name>`
 * (`NameRule.plugin`), or undefined. Folders are searched from the skill's own up to the
 * workspace folder `top`, never above it: a manifest outside the workspace is not read, so a
 * skill whose plugin is declared there is shown under its own name. `seen` keeps each folder's
 * answer for the length of one listing (many skills share their ancestors).
 */
export function pluginNameOf(rule: NonNullable<NameRule['plugin']>, skillPath: string, top: string, fs: FileSystem, seen: Map<string, string | null>): string | undefined {
  const inside = (dir: string) => dir === top || dir.startsWith(top.endsWith(path.sep) ? top : top + path.sep);
  for (let dir = path.dirname(skillPath); inside(dir); dir = path.dirname(dir)) {
    let found = seen.get(dir);
    if (found === undefined) seen.set(dir, (found = folderPlugin(rule, dir, fs)));
    if (found !== null) return found;
    if (dir === top || path.dirname(dir) === dir) break;
  }
  return undefined;
}

/** What one folder gives: the first manifest found decides; null when none is found or it cannot be read. */
function folderPlugin(rule: NonNullable<NameRule['plugin']>, dir: string, fs: FileSystem): string | null {
  for (const manifest of rule.manifests) {
    const bytes = fs.readFile(path.join(dir, manifest));
    if (bytes) return manifestName(bytes, path.basename(dir));
  }
  return null;
}

/**
 * A manifest as Codex's loader reads it (observed on 0.171.0): strict UTF-8 JSON, no byte-order
 * mark, comment or trailing comma, read into a record whose one field is a text `name`. An object
 * without `name`, an empty `name` or `[]` gives the folder's name; `["x"]` is the field by
 * position; `name` written twice, not text (`null`, `5`) or a second item is an error.
 */
export function manifestName(bytes: Uint8Array, folderName: string): string | null {
  let text: string;
  let value: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const named = (v: unknown) => (typeof v !== 'string' ? null : v || folderName);
  if (Array.isArray(value)) return value.length === 0 ? folderName : value.length === 1 ? named(value[0]) : null;
  if (typeof value !== 'object' || value === null) return null;
  if (!('name' in value)) return folderName;
  const names = parseTree(text)?.children?.filter((p) => p.children?.[0]?.value === 'name').length ?? 0;
  return names > 1 ? null : named((value as { name: unknown }).name);
}
