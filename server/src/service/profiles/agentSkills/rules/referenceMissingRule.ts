import * as path from 'node:path';
import type { SkillRule } from '../../profile';
import { PathKinds } from '../../shared/pathKinds';
import { findBodyReferences } from '../body/findBodyReferences';
import { pluginFolder, saysPluginRelative } from '../body/pluginFolder';
import type { CreateFileFix } from '../fixData';
import { referenceMissingMessage, type MissingReference } from './referenceMissingMessage';

/**
 * `reference-missing`: a relative link or backticked path in a SKILL.md body that does
 * not resolve. It needs the body and the file system, not other skills: the engine runs it
 * with the file's own rules on a cold index and again when files appear or vanish.
 * A path the body says starts from the plugin's folder (`${CLAUDE_PLUGIN_ROOT}/x`, or "in
 * the plugin directory") is looked for there; a path that resolves only from another folder
 * is still reported, with that folder named.
 */
export const referenceMissingRule: SkillRule = {
  id: 'agent-skills/reference-missing',
  crossFile: true,
  fsOnly: true,
  check({ skill, index, report }) {
    const file = skill.record.path;
    const parsed = skill.parsed;
    if (path.basename(file) !== 'SKILL.md') return;
    const dir = path.dirname(file);
    const files = new PathKinds(index.fs, dir);
    const folders = new Map<string, boolean>();
    const isSkillFolder = (first: string) => {
      let known = folders.get(first);
      if (known === undefined) {
        known = files.kindOf(path.join(dir, first)) === 'directory';
        folders.set(first, known);
      }
      return known;
    };
    const seen = new Map<string, boolean>();
    const exists = (abs: string) => {
      let known = seen.get(abs);
      if (known === undefined) {
        known = files.exists(abs);
        seen.set(abs, known);
      }
      return known;
    };
    // Found on the first miss only: most skills name no missing file.
    let plugin: { folder: string | undefined; said: boolean } | undefined;
    const pluginOf = () => (plugin ??= { folder: pluginFolder(files, dir), said: saysPluginRelative(parsed) });
    const labelOf = (folder: string) => path.relative(skill.record.root.folder, folder).split(path.sep).join('/') || path.basename(folder);
    for (const ref of findBodyReferences(parsed, isSkillFolder)) {
      let missing: MissingReference;
      if (ref.base === 'plugin') {
        const folder = pluginOf().folder;
        // Outside a plugin the variable has no value to check against.
        if (!folder || exists(path.resolve(folder, ref.path))) continue;
        missing = { ref, where: 'plugin', pluginLabel: labelOf(folder) };
      } else {
        const abs = path.resolve(dir, ref.path);
        if (exists(abs)) continue;
        if (path.relative(dir, abs).startsWith('..')) {
          missing = { ref, where: 'outside' };
        } else {
          const { folder, said } = pluginOf();
          const inPlugin = folder !== undefined && exists(path.resolve(folder, ref.path));
          if (inPlugin && said) continue;
          const parent = path.dirname(dir);
          const elsewhere = inPlugin
            ? { kind: 'plugin' as const, label: labelOf(folder), relative: relativeFrom(dir, path.resolve(folder, ref.path)) }
            : parent !== folder && exists(path.resolve(parent, ref.path))
              ? { kind: 'parent' as const, label: labelOf(parent), relative: relativeFrom(dir, path.resolve(parent, ref.path)) }
              : undefined;
          const twin = files.caseTwin(abs);
          missing = { ref, where: 'skill', ...(twin ? { caseTwin: twin } : {}), ...(elsewhere ? { elsewhere } : {}) };
        }
      }
      const target = ref.base === 'plugin' ? path.resolve(pluginOf().folder!, ref.path) : path.resolve(dir, ref.path);
      const data: CreateFileFix = { fix: 'create-file', path: target, relative: ref.path };
      report({ code: 'reference-missing', severity: 'warning', range: parsed.lines.range(ref.start, ref.end), message: referenceMissingMessage(missing), data });
    }
  },
};

function relativeFrom(dir: string, abs: string): string {
  return path.relative(dir, abs).split(path.sep).join('/');
}
