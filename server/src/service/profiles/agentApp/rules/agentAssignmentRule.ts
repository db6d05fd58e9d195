import * as path from 'node:path';
import { isSeq, isScalar } from 'yaml';
import type { DocumentRule } from '../../profile';
import { agentAppSkillNames } from '../agentAppSkillNames';
import { AGENTS_FOLDER, isAgentFileIn } from '../agentAssignments';
import { nearestKey } from '../../shared/nearestKey';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `agent-skill-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const AGENT_SKILL_UNKNOWN: RuleCode = { code: 'agent-skill-unknown', severity: 'warning', doc: { en: 'An agent’s `skills:` list (`agents/<agent>.md`) names no enabled skill the app saves: the agent is assigned nothing under that name.', fr: 'La liste `skills:` d’un agent (`agents/<agent>.md`) nomme un skill activé qui n’existe pas : l’agent ne reçoit rien sous ce nom.' },
  example: { file: 'skills/agents/reviewer.md', text: mm(['name: reviewer', 'skills: [code-review, changelog]'], 'Review the change.'), others: { 'skills/code-review.md': mm(['name: code-review', 'description: Review code.', 'category: code']) } },
};

/**
 * `agent-skill-unknown`: an agent's `skills:` (in `agents/<agent>.md`) names no enabled skill
 * the app saves: the agent is assigned nothing under that name.
 */
export const agentAssignmentRule: DocumentRule = {
  id: 'agent-app-assignment',
  kind: 'document',
  codes: [AGENT_SKILL_UNKNOWN],
  reads: ['document', 'other-headers'],
  // Cheap pre-filter: only files of an `agents/` folder can be agent settings.
  appliesTo: (file) => path.basename(path.dirname(file)) === AGENTS_FOLDER,
  check({ path: file, parsed, folder, index, report }) {
    if (!isAgentFileIn(file, folder, index)) return;
    const entry = parsed.entry('skills');
    if (!entry) return;
    const { served } = agentAppSkillNames(index, folder);
    const items = isSeq(entry.node)
      ? entry.node.items.map((n) => ({ name: isScalar(n) ? String(n.value).trim() : '', range: parsed.nodeRange(n as never) }))
      : typeof entry.value === 'string' ? entry.value.split(',').map((n) => ({ name: n.trim(), range: entry.valueRange })) : [];
    const candidates = [...served.keys()];
    for (const item of items) {
      if (item.name === '' || served.has(item.name)) continue;
      const near = nearestKey(item.name, candidates, Math.max(2, Math.floor(item.name.length / 4)));
      report({
        code: 'agent-skill-unknown',
        range: item.range,
        message: {
          en: `This agent is assigned nothing under "${item.name}": no enabled skill has that name.${near ? ` Did you mean "${near}"?` : ''}`,
          fr: `Cet agent ne reçoit rien sous « ${item.name} » : aucun skill activé ne porte ce nom.${near ? ` Vouliez-vous dire « ${near} » ?` : ''}`,
        },
      });
    }
  },
};
