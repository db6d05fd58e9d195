import * as path from 'node:path';
import type { DocumentRule } from '../../profile';

/**
 * `skill-file-name`: a `skill.md` (any case but `SKILL.md`) in a skill folder that has no
 * `SKILL.md`: every agent measured looks for the exact name, so none loads it.
 */
export const skillFileNameRule: DocumentRule = {
  id: 'agent-skills/skill-file-name',
  appliesTo: (p, index) => {
    const base = path.basename(p);
    return base !== 'SKILL.md' && base.toLowerCase() === 'skill.md' && index.fs.stat(path.join(path.dirname(p), 'SKILL.md'))?.kind !== 'file';
  },
  check({ path: file, report }) {
    const base = path.basename(file);
    report({
      code: 'skill-file-name', severity: 'error', range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      message: {
        en: `No agent loads \`${base}\`: Claude Code, Codex, Copilot CLI and Gemini CLI look only for \`SKILL.md\`, in capitals. Rename the file \`SKILL.md\`.`,
        fr: `Aucun agent ne charge \`${base}\` : Claude Code, Codex, Copilot CLI et Gemini CLI ne cherchent que \`SKILL.md\`, en majuscules. Renommez le fichier \`SKILL.md\`.`,
      },
    });
  },
};
