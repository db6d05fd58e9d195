import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { DocumentRule } from '../../profile';
import { agentAppSkillNames } from '../agentAppSkillNames';
import { nearestKey } from '../../shared/nearestKey';
import type { EnableSkillFix, ReplaceSkillReferenceFix } from '../fixData';
import { findSkillReferences } from '../findSkillReferences';
import { FILE_START } from '../../../model/fileStart';
import { isPrompt } from '../isPrompt';
import { assignedSkills, isAgentFileIn } from '../agentAssignments';
import { enableSkill } from '../../../features/codeActions/enableSkill';
import { replaceSkillReference } from '../../../features/codeActions/replaceSkillReference';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `skill-reference-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const SKILL_REFERENCE_UNKNOWN: RuleCode = { code: 'skill-reference-unknown', severity: 'error', doc: { en: '`{{skill:name}}` names no enabled skill of the workspace: the model is told to read a skill it cannot get.', fr: '`{{skill:nom}}` ne nomme aucun skill activé de l’espace de travail : le modèle reçoit l’ordre de lire un skill qu’il ne peut pas obtenir.' }, fix: { en: 'Replace it with the nearest existing name.', fr: 'La remplacer par le nom existant le plus proche.' },
  example: { file: 'prompts-app/release.md', profile: 'agent-app', text: mm(['name: release', 'description: Prepare a release.', 'category: workflow'], 'First run {{skill:changelog-writer}}.') },
};

/** `skill-reference-unassigned`: its severity and docs and example (rule pages, hovers, SARIF). */
export const SKILL_REFERENCE_UNASSIGNED: RuleCode = { code: 'skill-reference-unassigned', severity: 'error', doc: { en: '`{{skill:name}}` in an agent’s prompt (`agents/<agent>.md`) names a skill that agent is not assigned (its `skills:` list): the app refuses the read.', fr: '`{{skill:nom}}` dans le prompt d’un agent (`agents/<agent>.md`) nomme un skill qui ne lui est pas assigné (sa liste `skills:`) : l’application refuse la lecture.' },
  example: { file: 'skills/agents/reviewer.md', text: mm(['name: reviewer', 'skills: code-review'], 'Review the change. Before a release, follow {{skill:changelog}}.'), others: { 'skills/changelog.md': mm(['name: changelog', 'description: Write the changelog.', 'category: workflow']), 'skills/code-review.md': mm(['name: code-review', 'description: Review code.', 'category: code']) } },
};

/** `skill-reference-disabled`: its severity and docs and example (rule pages, hovers, SARIF). */
export const SKILL_REFERENCE_DISABLED: RuleCode = { code: 'skill-reference-disabled', severity: 'error', doc: { en: '`{{skill:name}}` names a disabled skill, which the app treats as nonexistent.', fr: '`{{skill:nom}}` nomme un skill désactivé, que l’application traite comme inexistant.' }, fix: { en: 'Enable the skill (`enabled: true`).', fr: 'Activer le skill (`enabled: true`).' },
  example: { file: 'prompts-app/release.md', profile: 'agent-app', text: mm(['name: release', 'description: Prepare a release.', 'category: workflow'], 'First run {{skill:changelog}}.'), others: { 'prompts-app/changelog.md': mm(['name: changelog', 'description: Write the changelog.', 'category: workflow', 'enabled: false']) } },
};

/**
 * `skill-reference-unknown` and `skill-reference-disabled`: a `{{skill:name}}` in a prompt
 * (see `isPrompt`: the app's skills, its folder, `prompts/`) must name an enabled skill. At run time
 * the app replaces it with an instruction to read that skill; a name that does not resolve
 * sends the model after a skill it cannot read.
 */
export const skillReferenceRule: DocumentRule = {
  id: 'agent-app-skill-reference',
  kind: 'document',
  codes: [SKILL_REFERENCE_UNKNOWN, SKILL_REFERENCE_UNASSIGNED, SKILL_REFERENCE_DISABLED],
  reads: ['document', 'other-headers'],
  fixes: [enableSkill, replaceSkillReference],
  // The references of a text do not depend on other files: found once per version of it.
  gather: (parsed) => gatherReferences(parsed),
  check({ path, parsed, folder, index, report, facts }) {
    const refs = (facts as readonly GatheredReference[] | undefined) ?? gatherReferences(parsed);
    if (refs.length === 0 || !isPrompt(path, folder, index)) return;
    const names = agentAppSkillNames(index, folder);
    // An agent's own prompt may read only the skills assigned to it (seed 001: access control).
    const assigned = isAgentFileIn(path, folder, index) ? assignedSkills(parsed) : undefined;
    let candidates: string[] | undefined;
    for (const ref of refs) {
      const range = ref.range;
      if (names.served.has(ref.name)) {
        if (assigned && !assigned.includes(ref.name)) {
          report({
            code: 'skill-reference-unassigned',
            range,
            message: {
              en: `Add "${ref.name}" to \`skills\` in this file’s header: this agent is not assigned the skill, and the app refuses to let it read it.`,
              fr: `Ajoutez « ${ref.name} » à \`skills\` dans l’en-tête de ce fichier : ce skill n’est pas assigné à cet agent, et l’application refuse qu’il le lise.`,
            },
          });
        }
        continue;
      }
      const code = ref.inCode ? ' It is inside code, but the app replaces references as plain text, so it still applies.' : '';
      const codeFr = ref.inCode ? ' Elle est dans du code, mais l’application remplace les références comme du texte brut : elle s’applique quand même.' : '';
      const disabled = names.disabled.get(ref.name);
      if (disabled) {
        const enabled = disabled.parsed.entry('enabled');
        const data: EnableSkillFix | undefined = enabled ? { fix: 'enable-skill', name: ref.name, path: disabled.record.path, edit: { range: enabled.valueRange, newText: 'true' } } : undefined;
        report({
          code: 'skill-reference-disabled',
          range,
          message: {
            en: `The model is told to read a skill it cannot get: "${ref.name}" is disabled (\`enabled: false\`), and the app treats it as nonexistent.${code}`,
            fr: `Le modèle reçoit l’ordre de lire un skill qu’il ne peut pas obtenir : « ${ref.name} » est désactivé (\`enabled: false\`), et l’application la traite comme inexistante.${codeFr}`,
          },
          ...(data ? { data } : {}),
          related: [{ path: disabled.record.path, range: enabled?.valueRange ?? disabled.info.nameRange ?? FILE_START, message: { en: 'disabled here', fr: 'désactivée ici' } }],
        });
        continue;
      }
      candidates ??= [...names.served.keys()];
      const trimmed = ref.name.trim();
      const suggestion = trimmed !== ref.name && names.served.has(trimmed) ? trimmed : nearestKey(trimmed, candidates, Math.max(2, Math.floor(trimmed.length / 4)));
      const data: ReplaceSkillReferenceFix | undefined = suggestion === undefined ? undefined : { fix: 'replace-skill-reference', name: ref.name, replacement: suggestion, edit: { range: ref.nameRange, newText: suggestion } };
      const hint = suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
      const hintFr = suggestion === undefined ? '' : ` Vouliez-vous dire « ${suggestion} » ?`;
      const what = ref.name === '' ? { en: 'this reference names no skill', fr: 'cette référence ne nomme aucun skill' } : { en: `no enabled skill is named "${ref.name}"`, fr: `aucun skill activé ne s’appelle « ${ref.name} »` };
      report({
        code: 'skill-reference-unknown',
        range,
        message: {
          en: `At run time the model is told to read this skill first, and the read fails: ${what.en}.${hint}${code}`,
          fr: `À l’exécution, le modèle reçoit l’ordre de lire d’abord ce skill, et la lecture échoue : ${what.fr}.${hintFr}${codeFr}`,
        },
        ...(data ? { data } : {}),
      });
    }
  },
};

/** A `{{skill:name}}` of a text with its ranges: what the rule keeps of a file between edits. */
interface GatheredReference {
  readonly name: string;
  readonly inCode: boolean;
  readonly range: Range;
  readonly nameRange: Range;
}

function gatherReferences(parsed: ParsedSkill): GatheredReference[] {
  return findSkillReferences(parsed.text, parsed.bodyStart).map((r) => ({ name: r.name, inCode: r.inCode, range: parsed.lines.range(r.start, r.end), nameRange: parsed.lines.range(r.nameStart, r.nameEnd) }));
}

