import * as path from 'node:path';
import type { SkillRule } from '../../profile';
import { PathKinds } from '../../shared/pathKinds';
import { findBodyReferences } from '../body/findBodyReferences';
import type { CreateFileFix } from '../fixData';

/**
 * `reference-missing`: a relative link or backticked path in a SKILL.md body that does
 * not resolve. It needs the body and the file system, not other skills: the engine runs it
 * with the file's own rules on a cold index and again when files appear or vanish.
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
    for (const ref of findBodyReferences(parsed, isSkillFolder)) {
      const abs = path.resolve(dir, ref.path);
      let exists = seen.get(abs);
      if (exists === undefined) {
        exists = files.exists(abs);
        seen.set(abs, exists);
      }
      if (exists) continue;
      const inside = !path.relative(dir, abs).startsWith('..');
      const twin = files.caseTwin(abs);
      const note = twin ? { en: ` (\`${twin}\` exists, but names are case-sensitive on Linux)`, fr: ` (\`${twin}\` existe, mais la casse compte sous Linux)` } : { en: '', fr: '' };
      const data: CreateFileFix = { fix: 'create-file', path: abs, relative: ref.path };
      const what = ref.kind === 'link' ? { en: 'This link points to', fr: 'Ce lien mène à' } : { en: 'The body names', fr: 'Le corps cite' };
      report({
        code: 'reference-missing', severity: 'warning', range: parsed.lines.range(ref.start, ref.end),
        message: inside
          ? {
            en: `${what.en} \`${ref.path}\`, which does not exist in the skill's folder${note.en}: the agent will try to open it and fail.`,
            fr: `${what.fr} \`${ref.path}\`, absent du dossier du skill${note.fr} : l’agent essaiera de l’ouvrir et échouera.`,
          }
          : {
            en: `${what.en} \`${ref.path}\`, outside the skill's folder, and it does not exist: the agent will fail to open it (and files outside the folder are not installed with the skill).`,
            fr: `${what.fr} \`${ref.path}\`, hors du dossier du skill, et il n’existe pas : l’agent ne pourra pas l’ouvrir (et les fichiers hors du dossier ne s’installent pas avec le skill).`,
          },
        data,
      });
    }
  },
};
