import { isMap, isSeq, visit, type Node } from 'yaml';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import { AGENTS } from '../../../agents/agents';
import { judge } from '../../../agents/judgement';
import type { LocalizedText } from '../../../model/finding';
import { listTargets } from '../agentTargets';
import { skillFacts } from '../../../agents/skillFacts';
import type { SkillRule } from '../../profile';
import { agentHeader } from '../header/agentHeader';
import type { RuleCode } from '../../../rules/rule';

/** `flow-style`: its severity and docs (rule pages, hovers, SARIF). */
export const FLOW_STYLE: RuleCode = {
  code: 'flow-style', severity: 'error',
  doc: { en: 'Flow-style YAML (`{a: b}`, `[a, b]`) in the header: a strict YAML parser (strictyaml) rejects the skill; the agents read it.', fr: 'Du YAML en style flux (`{a: b}`, `[a, b]`) dans l’en-tête : un analyseur YAML strict (strictyaml) rejette le skill ; les agents le lisent.' },
};

/** Validators that refuse flow style: the advice must be a form they accept. */
const STRICT: readonly AgentDeclaration[] = Object.values(AGENTS).filter((a) => a.effects['flow-style'] !== undefined);

/**
 * What to write instead, in a form the agents refusing flow style accept: `allowed-tools` as
 * the standard's space-separated string; a key they do not read at all is refused as a block
 * too, so no block is advised for it.
 */
function flowFix(key: string, node: Node | null): LocalizedText & { whole?: true } {
  if (key === 'allowed-tools' && isSeq(node)) return { en: 'Write `allowed-tools` as one space-separated string (`Read Grep`)', fr: 'Écrivez `allowed-tools` en un texte séparé par des espaces (`Read Grep`)' };
  if (STRICT.every((a) => a.keys.includes(key))) return { en: `Write \`${key}\` as an indented block`, fr: `Écrivez \`${key}\` comme un bloc indenté` };
  // The whole message: naming the validator again for the flow style would say it twice.
  const who = listTargets(STRICT.filter((a) => !a.keys.includes(key)).map((a) => a.id));
  return {
    en: `Remove \`${key}\` if the skill must pass ${who.en}: it refuses the key written in flow style (\`{…}\` or \`[…]\`) as it refuses it in any other form.`,
    fr: `Retirez \`${key}\` si le skill doit passer ${who.fr} : il refuse la clé écrite en style flux (\`{…}\` ou \`[…]\`) comme sous toute autre forme.`,
    whole: true,
  };
}

/** `flow-style`: `{a: b}` or `[a, b]` in the header, which the reference validator's strictyaml refuses. */
export const flowStyleRule: SkillRule = {
  id: 'agent-skills/flow-style',
  kind: 'skill',
  codes: [FLOW_STYLE],
  reads: ['header'],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    if (!skillFacts(parsed).flowStyle) return;
    const v = judge('flow-style', record, parsed, config);
    if (!v) return;
    for (const e of agentHeader(parsed).entries) {
      let flow: Node | undefined;
      if (e.node) visit(e.node, (_k, n) => ((isMap(n) || isSeq(n)) && n.flow ? ((flow = n), visit.BREAK) : undefined));
      if (!flow?.range) continue;
      const fix = flowFix(e.key, e.node);
      report({
        code: 'flow-style', severity: v.severity, range: parsed.lines.range(e.docOffset(flow.range[0]), e.docOffset(flow.range[1])),
        message: fix.whole ? { en: fix.en, fr: fix.fr } : {
          en: `${fix.en}: it is written in flow style (\`{…}\` or \`[…]\`) — ${v.effect.en}.`,
          fr: `${fix.fr} : elle est écrite en style flux (\`{…}\` ou \`[…]\`) — ${v.effect.fr}.`,
        },
      });
    }
  },
};
