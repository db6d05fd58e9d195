import * as path from 'node:path';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import type { FileSystem } from '../../../fs/fileSystem';
import { judgedAgentsAt, placeOfFile } from '../../../agents/agentOutcome';
import { AGENTS } from '../../../agents/agents';
import { joinNames } from '../../../agents/judgement';
import type { DocumentRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent } from '../../../rules/exampleText';

/** `skill-file-name`: its severity and docs (rule pages, hovers, SARIF). */
export const SKILL_FILE_NAME: RuleCode = {
  code: 'skill-file-name', severity: 'error',
  doc: { en: 'A `skill.md` in another case than `SKILL.md`: no agent loads it.', fr: 'Un `skill.md` dans une autre casse que `SKILL.md` : aucun agent ne le charge.' },
  example: { file: '.claude/skills/pdf-tables/skill.md', text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
};

/** True when `agent` finds a file of this name at that depth (Amp matches `SKILL.md` in any case). */
function finds(agent: AgentDeclaration, base: string, depth: number): boolean {
  const d = agent.discovery;
  return (d.fileNameAnyCase === true ? base.toLowerCase() === d.fileName.toLowerCase() : base === d.fileName) && depth <= d.depth;
}

/** True when a folder above the file's own, up to the workspace folder, holds a `SKILL.md`. */
function insideSkill(fs: FileSystem, file: string, folder: string): boolean {
  for (let dir = path.dirname(path.dirname(file)); dir.startsWith(folder + path.sep); dir = path.dirname(dir)) {
    if (fs.stat(path.join(dir, 'SKILL.md'))?.kind === 'file') return true;
  }
  return false;
}

/**
 * `skill-file-name`: a `skill.md` (any case but `SKILL.md`) in a skill folder that has no
 * `SKILL.md` (inside another skill's folder, only one with a header: the others are its
 * documents). Every agent measured looks for the exact name but Amp, which matches it in any
 * case: an error when a selected agent that reads the folder does not load it, a note when
 * only agents that do are selected.
 */
export const skillFileNameRule: DocumentRule = {
  id: 'agent-skills/skill-file-name',
  kind: 'document',
  codes: [SKILL_FILE_NAME],
  reads: ['document', 'file-system'],
  appliesTo: (p, index) => {
    const base = path.basename(p);
    return base !== 'SKILL.md' && base.toLowerCase() === 'skill.md' && index.fs.stat(path.join(path.dirname(p), 'SKILL.md'))?.kind !== 'file';
  },
  check({ path: file, folder, config, parsed, index, report }) {
    const base = path.basename(file);
    // Inside another skill's folder, a `skill.md` with no header is one of that skill's documents, not a skill.
    if (parsed.frontMatter === undefined && insideSkill(index.fs, file, folder)) return;
    const place = placeOfFile(folder, file);
    // The reference validator names no agent: with it alone, every agent is asked.
    const chosen = judgedAgentsAt(place, config).filter((a) => !a.validator);
    const judged = chosen.length > 0 ? chosen : Object.values(AGENTS).filter((a) => !a.validator);
    const loaders = judged.filter((a) => finds(a, base, place.depth));
    const missers = judged.filter((a) => !loaders.includes(a));
    const names = (agents: readonly AgentDeclaration[], locale: 'en' | 'fr') => joinNames(agents.map((a) => a.label[locale]), locale === 'en' ? 'and' : 'et');
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    if (missers.length === 0) {
      report({
        code: 'skill-file-name', severity: 'information', range,
        message: {
          en: `Rename the file \`SKILL.md\` so that every agent finds it: ${names(loaders, 'en')} ${loaders.length > 1 ? 'load' : 'loads'} \`${base}\`, the other agents look only for \`SKILL.md\`, in capitals.`,
          fr: `Renommez le fichier \`SKILL.md\` pour que tous les agents le trouvent : ${names(loaders, 'fr')} ${loaders.length > 1 ? 'chargent' : 'charge'} \`${base}\`, les autres agents ne cherchent que \`SKILL.md\`, en majuscules.`,
        },
      });
      return;
    }
    const also = loaders.length > 0
      ? { en: ` (${names(loaders, 'en')} ${loaders.length > 1 ? 'load' : 'loads'} it)`, fr: ` (${names(loaders, 'fr')} le ${loaders.length > 1 ? 'chargent' : 'charge'})` }
      : { en: '', fr: '' };
    report({
      code: 'skill-file-name', severity: 'error', range,
      message: {
        en: `Rename the file \`SKILL.md\`: ${names(missers, 'en')} ${missers.length > 1 ? 'do' : 'does'} not load \`${base}\`, ${missers.length > 1 ? 'they look' : 'it looks'} only for \`SKILL.md\` in capitals${also.en}.`,
        fr: `Renommez le fichier \`SKILL.md\` : ${names(missers, 'fr')} ne ${missers.length > 1 ? 'chargent' : 'charge'} pas \`${base}\`, ${missers.length > 1 ? 'ils ne cherchent' : 'il ne cherche'} que \`SKILL.md\` en majuscules${also.fr}.`,
      },
    });
  },
};
