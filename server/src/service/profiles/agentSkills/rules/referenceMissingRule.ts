import * as path from 'node:path';
import type { SkillRule } from '../../profile';
import { PathKinds } from '../../shared/pathKinds';
import { findBodyReferences } from '../body/findBodyReferences';
import { pluginFolder, saysPluginRelative } from '../body/pluginFolder';
import type { CreateFileFix } from '../fixData';
import { referenceMissingMessage, type MissingReference } from './referenceMissingMessage';
import { createFile } from '../../../features/codeActions/createFile';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';

/** `reference-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const REFERENCE_MISSING: RuleCode = {
  code: 'reference-missing', severity: 'warning',
  doc: { en: 'A relative link or backticked path in the body (`scripts/x.py`, `references/a.md`) names a file that does not exist in the skill\'s folder: the agent will fail to open it. Paths given as examples, files the text tells the agent to create, and files it places in the user\'s project are not reported; a path written from the plugin\'s folder is looked for there.', fr: 'Un lien relatif ou un chemin entre accents graves dans le corps (`scripts/x.py`, `references/a.md`) désigne un fichier absent du dossier du skill : l’agent ne pourra pas l’ouvrir. Les chemins donnés en exemple, les fichiers que le texte demande de créer et ceux qu’il place dans le projet de l’utilisateur ne sont pas signalés ; un chemin écrit depuis le dossier du plugin y est cherché.' },
  fix: { en: 'Create the missing file.', fr: 'Créer le fichier manquant.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.'], 'Run [the extractor](scripts/extract.py) on the PDF.') },
};

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
  kind: 'skill',
  codes: [REFERENCE_MISSING],
  reads: ['header', 'body', 'file-system'],
  fixes: [createFile],
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
