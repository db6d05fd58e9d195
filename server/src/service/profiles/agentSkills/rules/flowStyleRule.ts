import { isMap, isSeq, visit, type Node } from 'yaml';
import { judge } from '../../../agents/judgement';
import { skillFacts } from '../../../agents/skillFacts';
import type { SkillRule } from '../../profile';
import { agentHeader } from '../header/agentHeader';

/** `flow-style`: `{a: b}` or `[a, b]` in the header, which the reference validator's strictyaml refuses. */
export const flowStyleRule: SkillRule = {
  id: 'agent-skills/flow-style',
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    if (!skillFacts(parsed).flowStyle) return;
    const v = judge('flow-style', record, parsed, config);
    if (!v) return;
    for (const e of agentHeader(parsed).entries) {
      let flow: Node | undefined;
      if (e.node) visit(e.node, (_k, n) => ((isMap(n) || isSeq(n)) && n.flow ? ((flow = n), visit.BREAK) : undefined));
      if (!flow?.range) continue;
      report({
        code: 'flow-style', severity: v.severity, range: parsed.lines.range(e.docOffset(flow.range[0]), e.docOffset(flow.range[1])),
        message: {
          en: `\`${e.key}\` is written in flow style (\`{…}\` or \`[…]\`): ${v.effect.en}. Write it as an indented block.`,
          fr: `\`${e.key}\` est écrit en style flux (\`{…}\` ou \`[…]\`) : ${v.effect.fr}. Écrivez-le comme un bloc indenté.`,
        },
      });
    }
  },
};
