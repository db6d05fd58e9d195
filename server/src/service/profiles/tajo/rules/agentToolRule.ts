import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { DocumentRule, IndexView, SkillView } from '../../profile';
import { nearestKey } from '../../shared/nearestKey';
import { agentToolItems, hasMcpBlock, TAJO_TOOL_PREFIX, toolDeclarations } from '../agentTools';
import type { ReplaceValueFix } from '../fixData';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `agent-tool-unknown`: its severity and docs (rule pages, hovers, SARIF). */
export const AGENT_TOOL_UNKNOWN: RuleCode = { code: 'agent-tool-unknown', severity: 'error', doc: { en: 'An agent spec lists a `tajo/…` tool that no skill of the folder exposes (`mcp.tool_name`): the agent is given a tool that does not exist.', fr: 'Une spécification d’agent liste un outil `tajo/…` qu’aucun skill du dossier n’expose (`mcp.tool_name`) : l’agent reçoit un outil qui n’existe pas.' }, fix: { en: 'Use the tool name with the closest spelling.', fr: 'Utiliser le nom d’outil d’orthographe la plus proche.' },
  example: { file: 'tajo/retention-agent.md', profile: 'tajo', text: lines('---', 'name: retention-agent', 'tools:', '  - tajo/cart-remindr', '---', 'Win back customers who left their cart.'), others: { 'tajo/cart-reminder.md': tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.').trimEnd() }) } },
};

/** `agent-tool-no-mcp`: its severity and docs (rule pages, hovers, SARIF). */
export const AGENT_TOOL_NO_MCP: RuleCode = { code: 'agent-tool-no-mcp', severity: 'error', doc: { en: 'An agent spec lists `tajo/<skill>` for a skill that has no `mcp` block: the skill is not exposed as a tool, so the agent cannot call it.', fr: 'Une spécification d’agent liste `tajo/<skill>` pour un skill sans bloc `mcp` : le skill n’est pas exposé comme outil, l’agent ne peut pas l’appeler.' },
  example: { file: 'tajo/retention-agent.md', profile: 'tajo', text: lines('---', 'name: retention-agent', 'tools:', '  - tajo/cart-reminder', '---', 'Win back customers who left their cart.'), others: { 'tajo/cart-reminder.md': tajo({}) } },
};

/**
 * `agent-tool-unknown` and `agent-tool-no-mcp`: each `tajo/…` tool of an agent spec must be
 * the `mcp.tool_name` of a skill of the workspace folder. Tool discovery finds skills by that
 * name only, so any other name gives the agent a tool that does not exist; a skill named like
 * the tool but without an `mcp` block is not exposed at all.
 */
export const agentToolRule: DocumentRule = {
  id: 'tajo-agent-tools',
  kind: 'document',
  codes: [AGENT_TOOL_UNKNOWN, AGENT_TOOL_NO_MCP],
  reads: ['document', 'other-headers'],
  fixes: [replaceValue],
  // An agent spec's tools do not depend on other files: found once per version of it.
  gather: (parsed) => gatherTools(parsed),
  check({ parsed, folder, index, report, facts }) {
    const tools = (facts as readonly GatheredTool[] | undefined) ?? gatherTools(parsed);
    if (tools.length === 0) return;
    const skills = tajoSkills(index, folder);
    const declared = toolDeclarations(skills);
    let names: string[] | undefined;
    for (const t of tools) {
      if (declared.has(t.name)) continue;
      const skillName = t.name.slice(TAJO_TOOL_PREFIX.length);
      const bare = skills.find((v) => v.info.name === skillName && !hasMcpBlock(v.parsed));
      if (bare) {
        report({
          code: 'agent-tool-no-mcp',
          range: t.range,
          message: {
            en: `Add \`mcp:\` with \`tool_name: ${t.name}\` to the skill ${skillName}: without it, the skill is not exposed as a tool, so the agent cannot call \`${t.name}\`.`,
            fr: `Ajoutez \`mcp:\` avec \`tool_name: ${t.name}\` au skill ${skillName} : sans lui, le skill n’est pas exposé comme outil, l’agent ne peut donc pas appeler \`${t.name}\`.`,
          },
          related: [{ path: bare.record.path, range: bare.info.nameRange ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, message: { en: 'the skill, without `mcp`', fr: 'le skill, sans `mcp`' } }],
        });
        continue;
      }
      names ??= [...declared.keys()];
      const meant = nearestKey(t.name, names, Math.max(2, Math.floor(t.name.length / 4)));
      const data: ReplaceValueFix | undefined = meant ? { fix: 'replace-value', range: t.range, newText: meant } : undefined;
      report({
        code: 'agent-tool-unknown',
        range: t.range,
        ...(data ? { data } : {}),
        message: {
          en: `The agent is given a tool that does not exist: no skill of this folder exposes \`${t.name}\` (\`mcp.tool_name\`).${meant ? ` Did you mean \`${meant}\`?` : ''}`,
          fr: `L’agent reçoit un outil qui n’existe pas : aucun skill de ce dossier n’expose \`${t.name}\` (\`mcp.tool_name\`).${meant ? ` Vouliez-vous dire \`${meant}\` ?` : ''}`,
        },
      });
    }
  },
};

/** The Tajo skills of a workspace folder (those an agent spec's tools can name). */
export function tajoSkills(index: IndexView, folder: string): SkillView[] {
  return index.skillsInFolder(folder).filter((s) => s.profileId === 'tajo');
}

/** A `tajo/…` tool of an agent spec: what the rule keeps of a file between edits. */
interface GatheredTool {
  readonly name: string;
  readonly range: Range;
}

function gatherTools(parsed: ParsedSkill): GatheredTool[] {
  return agentToolItems(parsed).map((t) => ({ name: t.name, range: parsed.lines.range(t.start, t.end) }));
}
