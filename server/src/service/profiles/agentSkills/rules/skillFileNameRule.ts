import * as path from 'node:path';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import type { FileSystem } from '../../../fs/fileSystem';
import { agentOutcome, judgedAgentsAt, placeOfFile } from '../../../agents/agentOutcome';
import { outcomeReason } from '../../../agents/effectReason';
import type { LocalizedText } from '../../../model/finding';
import type { SkillRecord } from '../../../model/skillRecord';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import { AGENTS } from '../../../agents/agents';
import { joinNames } from '../../../agents/judgement';
import type { DocumentRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent } from '../../../rules/exampleText';

/** `skill-file-name`: its severity and docs (rule pages, hovers, SARIF). */
export const SKILL_FILE_NAME: RuleCode = {
  code: 'skill-file-name', severity: 'error',
  doc: { en: 'A `skill.md` in another case than `SKILL.md`: most agents look only for `SKILL.md`, in capitals, and do not load it; an agent that loads it anyway checks its header like any other, and what it refuses there is said too.', fr: 'Un `skill.md` dans une autre casse que `SKILL.md` : la plupart des agents ne cherchent que `SKILL.md`, en majuscules, et ne le chargent pas ; un agent qui le charge quand même vérifie son en-tête comme tout autre, et ce qu’il y refuse est dit aussi.' },
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
 * case and reads the file as the skill: an error when a selected agent that reads the folder
 * does not load it, or Amp refuses its header; a note when only agents that load it are selected.
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
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    // Inside another skill's folder, a `skill.md` with no header is one of that skill's documents, not a skill.
    if (parsed.frontMatter === undefined && insideSkill(index.fs, file, folder)) return;
    const place = placeOfFile(folder, file);
    // The reference validator names no agent: with it alone, every agent is asked.
    const chosen = judgedAgentsAt(place, config).filter((a) => !a.validator);
    const judged = chosen.length > 0 ? chosen : Object.values(AGENTS).filter((a) => !a.validator);
    const finders = judged.filter((a) => finds(a, base, place.depth));
    const missers = judged.filter((a) => !finders.includes(a));
    // An agent that finds the file reads it as the skill: what it refuses in it is said here, the index holding only `SKILL.md`.
    const record = finders.length > 0 ? fileRecord(file, folder, place.agentFolder, parsed) : undefined;
    const outcomes = finders.map((a) => agentOutcome(a, record!, parsed));
    const refusals = outcomes.map(outcomeReason).filter((r): r is LocalizedText => r !== undefined);
    const loaders = outcomes.filter((o) => o.loaded).map((o) => o.agent);
    const names = (agents: readonly AgentDeclaration[], locale: 'en' | 'fr') => joinNames(agents.map((a) => a.label[locale]), locale === 'en' ? 'and' : 'et');
    const notFound = missers.length > 0
      ? {
        en: `${names(missers, 'en')} ${missers.length > 1 ? 'do' : 'does'} not load \`${base}\`, ${missers.length > 1 ? 'they look' : 'it looks'} only for \`SKILL.md\` in capitals`,
        fr: `${names(missers, 'fr')} ne ${missers.length > 1 ? 'chargent' : 'charge'} pas \`${base}\`, ${missers.length > 1 ? 'ils ne cherchent' : 'il ne cherche'} que \`SKILL.md\` en majuscules`,
      }
      : undefined;
    if (refusals.length > 0) {
      const why = { en: [notFound?.en, ...refusals.map((r) => r.en)].filter(Boolean).join('; '), fr: [notFound?.fr, ...refusals.map((r) => r.fr)].filter(Boolean).join(' ; ') };
      report({
        code: 'skill-file-name', severity: 'error', range,
        message: notFound
          ? { en: `Rename the file \`SKILL.md\` and fix its header: ${why.en}.`, fr: `Renommez le fichier \`SKILL.md\` et corrigez son en-tête : ${why.fr}.` }
          : { en: `Fix the header of \`${base}\`: ${why.en}.`, fr: `Corrigez l’en-tête de \`${base}\` : ${why.fr}.` },
      });
      return;
    }
    if (!notFound) {
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
      message: { en: `Rename the file \`SKILL.md\`: ${notFound.en}${also.en}.`, fr: `Renommez le fichier \`SKILL.md\` : ${notFound.fr}${also.fr}.` },
    });
  },
};

/**
 * The file as a skill record of its folder, for an agent that takes it for the skill (the index
 * holds only `SKILL.md`): its root is the agent skills folder it is under, else its folder's parent.
 */
function fileRecord(file: string, folder: string, agentFolder: string | undefined, parsed: ParsedSkill): SkillRecord {
  const rootPath = agentFolder !== undefined ? path.join(folder, agentFolder) : path.dirname(path.dirname(file));
  const label = path.relative(folder, rootPath).split(path.sep).join('/') || '.';
  return {
    path: file, root: { folder, path: rootPath, label, source: 'agent' }, layout: 'folder',
    dirName: path.basename(path.dirname(file)), skillDir: path.dirname(file), parsed, source: 'disk', version: 0, headerVersion: 0,
  };
}
