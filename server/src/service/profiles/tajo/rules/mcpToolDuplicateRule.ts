import type { LineIndex } from '../../../text/lineIndex';
import type { RootRule } from '../../profile';
import { isAgentSpec, mcpToolName } from '../agentTools';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `mcp-tool-duplicate`: its severity and docs and example (rule pages, hovers, SARIF). */
export const MCP_TOOL_DUPLICATE: RuleCode = { code: 'mcp-tool-duplicate', severity: 'error', doc: { en: 'Two skills of the folder expose the same `mcp.tool_name`: agents discover one tool under that name, so one of them can never be called.', fr: 'Deux skills du dossier exposent le même `mcp.tool_name` : les agents découvrent un seul outil sous ce nom, l’un d’eux ne peut donc jamais être appelé.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  brevo_servers:', '    - brevo_contacts').trimEnd() }), others: { 'tajo/cart-followup.md': tajo({ name: 'name: cart-followup', mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  brevo_servers:', '    - brevo_contacts').trimEnd() }) } },
};

/**
 * `mcp-tool-duplicate`: two skills of a folder expose the same `mcp.tool_name`: agents
 * discover one tool under that name, so one of the skills can never be called. Reported on
 * every skill of the name, each pointing at the others.
 */
export const mcpToolDuplicateRule: RootRule = {
  id: 'tajo-mcp-tool-duplicate',
  kind: 'root',
  codes: [MCP_TOOL_DUPLICATE],
  reads: ['root'],
  groupKey: (view) => (isAgentSpec(view.parsed) ? undefined : mcpToolName(view.parsed)?.name),
  check({ skills, report }) {
    const byTool = new Map<string, { path: string; start: number; end: number; lines: LineIndex }[]>();
    for (const view of skills) {
      if (view.status !== 'served' || isAgentSpec(view.parsed)) continue;
      const span = mcpToolName(view.parsed);
      if (!span) continue;
      const list = byTool.get(span.name) ?? [];
      list.push({ path: view.record.path, start: span.start, end: span.end, lines: view.parsed.lines });
      byTool.set(span.name, list);
    }
    for (const [tool, owners] of byTool) {
      if (owners.length < 2) continue;
      for (const owner of owners) {
        const others = owners.filter((o) => o !== owner);
        report(owner.path, {
          code: 'mcp-tool-duplicate',
          range: owner.lines.range(owner.start, owner.end),
          message: { en: `Give each skill its own \`tool_name\`: another skill also exposes \`${tool}\`, and agents discover one tool under that name, so one of the two can never be called.`, fr: `Donnez à chaque skill son propre \`tool_name\` : un autre skill expose aussi \`${tool}\`, et les agents découvrent un seul outil sous ce nom, l’un des deux ne peut donc jamais être appelé.` },
          related: others.map((o) => ({ path: o.path, range: o.lines.range(o.start, o.end), message: { en: 'also exposed here', fr: 'aussi exposé ici' } })),
        });
      }
    }
  },
};
