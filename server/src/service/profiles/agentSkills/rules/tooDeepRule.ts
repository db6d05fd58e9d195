import { FILE_START } from '../../../model/fileStart';
import { leadSentence } from '../../../text/leadSentence';
import { judge } from '../../../agents/judgement';
import { placeOf } from '../../../agents/agentOutcome';
import type { SkillRule } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { agent } from '../../../rules/exampleText';

/** `skill-not-found`: its severity and docs (rule pages, hovers, SARIF). */
export const SKILL_NOT_FOUND: RuleCode = {
  code: 'skill-not-found', severity: 'error',
  doc: { en: 'The SKILL.md is deeper under its skills folder than some agents search, or past the number of folders some agents search there (every folder counts, a skill’s own folders too), or directly in the skills folder (some ignore it; some take the whole folder for that one skill and hide every other skill in it), or it is a symbolic link to a file, which some agents skip.', fr: 'Le SKILL.md est plus profond sous son dossier de skills que certains agents ne cherchent, ou au-delà du nombre de dossiers que certains y parcourent (chaque dossier compte, ceux d’un skill aussi), ou directement dans le dossier de skills (certains l’ignorent ; certains prennent tout le dossier pour ce seul skill et cachent tous les autres), ou c’est un lien symbolique vers un fichier, que certains agents ignorent.' },
  example: { file: '.claude/skills/documents/pdf/pdf-tables/SKILL.md', text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
};

/** `skill-not-found`: a SKILL.md in a folder some judged agents do not search (deeper than they look). */
export const tooDeepRule: SkillRule = {
  id: 'agent-skills/too-deep',
  kind: 'skill',
  codes: [SKILL_NOT_FOUND],
  reads: ['header'],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const dot = judge('dot-folder', record, parsed, config);
    if (dot) {
      report({
        code: 'skill-not-found', severity: dot.severity, range: FILE_START,
        message: { en: `Rename the folder without its leading \`.\`: this SKILL.md is in a folder whose name starts with \`.\`, and ${dot.effect.en}.`, fr: `Renommez le dossier sans son \`.\` initial : ce SKILL.md est dans un dossier dont le nom commence par \`.\`, et ${dot.effect.fr}.` },
      });
    }
    const link = judge('linked-file', record, parsed, config);
    if (link) {
      report({
        code: 'skill-not-found', severity: link.severity, range: FILE_START,
        message: { en: `Put the file itself here instead of a link to it (or link the whole folder): this SKILL.md is a symbolic link to a file, and ${link.effect.en}.`, fr: `Placez ici le fichier lui-même au lieu d’un lien vers lui (ou liez tout le dossier) : ce SKILL.md est un lien symbolique vers un fichier, et ${link.effect.fr}.` },
      });
    }
    const cap = judge('folder-cap', record, parsed, config);
    if (cap && record.pastFolders !== undefined) {
      // The agent counts the skills folder itself among its folders: one fewer is left for what is under it.
      const under = record.pastFolders - 1;
      const en = under.toLocaleString('en-US');
      const fr = under.toLocaleString('fr-FR');
      report({
        code: 'skill-not-found', severity: cap.severity, range: FILE_START,
        message: leadSentence(
          { en: `Keep at most ${en} folders under \`${placeOf(record).agentFolder ?? record.root.label}\` (a skill's \`scripts/\` or \`references/\` counts as one), or move this skill elsewhere`, fr: `Gardez au plus ${fr} dossiers sous \`${placeOf(record).agentFolder ?? record.root.label}\` (le \`scripts/\` ou le \`references/\` d’un skill compte pour un), ou déplacez ce skill` },
          { en: `taking folders level by level in name order, this skill's folder comes after the first ${en}`, fr: `en prenant les dossiers niveau par niveau par ordre de nom, le dossier de ce skill vient après les ${fr} premiers` },
          cap.effect,
        ),
      });
    }
    const v = judge('too-deep', record, parsed, config);
    if (!v) return;
    const place = placeOf(record);
    const where = place.agentFolder ?? record.root.label;
    // Not deep at all: the judged agents (the selected ones, none reading this folder) never look here.
    const message = place.depth <= 1
      ? leadSentence({ en: `Your selected agents do not read \`${where}\``, fr: `Vos agents sélectionnés ne lisent pas \`${where}\`` }, undefined, v.effect)
      : leadSentence(
        { en: `Move the skill's folder to \`${where}/<name>/\``, fr: `Placez le dossier du skill dans \`${where}/<nom>/\`` },
        { en: `this SKILL.md is ${place.depth} folders down, where most agents do not look`, fr: `ce SKILL.md est ${place.depth} dossiers plus bas, là où la plupart des agents ne regardent pas` },
        v.effect,
      );
    report({ code: 'skill-not-found', severity: v.severity, range: FILE_START, message });
  },
};
