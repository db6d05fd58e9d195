import { isMap, isScalar, isSeq, visit, type Node } from 'yaml';
import type { AgentDeclaration, Cause } from '../../../agents/agentDeclaration';
import { AGENTS } from '../../../agents/agents';
import { judge } from '../../../agents/judgement';
import type { LocalizedText } from '../../../model/finding';
import { listTargets } from '../agentTargets';
import { skillFacts } from '../../../agents/skillFacts';
import type { SkillRule } from '../../profile';
import { agentHeader } from '../header/agentHeader';
import { AGENT_SKILLS_KEYS } from '../agentSkillsSchema';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';
import { isToolList } from './fieldTypeRules';

/** `flow-style`: its severity and docs (rule pages, hovers, SARIF). */
export const FLOW_STYLE: RuleCode = {
  code: 'flow-style', severity: 'error',
  doc: { en: 'Flow-style YAML (`{a: b}`, `[a, b]`) in the header: a strict YAML parser (strictyaml) rejects the skill; the agents read it.', fr: 'Du YAML en style flux (`{a: b}`, `[a, b]`) dans l’en-tête : un analyseur YAML strict (strictyaml) rejette le skill ; les agents le lisent.' },
  example: { file: PDF, targets: ['spec'], text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'metadata: {author: data-team, version: "1.2"}']) },
};

/** Validators that refuse flow style: the advice must be a form they accept. */
const STRICT: readonly AgentDeclaration[] = Object.values(AGENTS).filter((a) => a.effects['flow-style'] !== undefined);

/**
 * A wrong shape that a rule of the key's own reports, with advice that also cures the flow
 * style (a list of tools, flow or not, is `allowed-tools-type`'s finding, which names the validator).
 */
function ownRuleCause(key: string, node: Node | null): Cause | undefined {
  if (key === 'compatibility') return 'compatibility-invalid';
  if (key === 'metadata') return 'metadata-invalid';
  return key === 'allowed-tools' && isMap(node) ? 'allowed-tools-invalid' : undefined;
}

/** Whether a value is a list or mapping where the key takes text, or a list where it takes a mapping. */
function wrongShape(key: string, node: Node | null): boolean {
  const type = AGENT_SKILLS_KEYS.find((k) => k.key === key)?.type;
  if (type === 'map') return isSeq(node);
  return (type === 'string' || type === 'boolean') && (isMap(node) || isSeq(node));
}

/**
 * What to write instead, in a form the agents refusing flow style accept: `allowed-tools` as
 * the standard's space-separated string; text or a mapping where the key takes one (a block
 * list of a key that takes text is refused too); a key they do not read at all is refused as
 * a block too, so no block is advised for it.
 */
function flowFix(key: string, node: Node | null): LocalizedText & { whole?: true; reason?: LocalizedText } {
  if (key === 'allowed-tools' && isSeq(node)) return { en: 'Write `allowed-tools` as one space-separated string (`Read Grep`)', fr: 'Écrivez `allowed-tools` en un texte séparé par des espaces (`Read Grep`)' };
  const type = AGENT_SKILLS_KEYS.find((k) => k.key === key)?.type;
  if (STRICT.every((a) => a.keys.includes(key)) && wrongShape(key, node)) {
    const reason = { en: `it is a ${isSeq(node) ? 'list' : 'mapping'} written in flow style (\`${isSeq(node) ? '[…]' : '{…}'}\`)`, fr: `c’est une ${isSeq(node) ? 'liste' : 'table'} écrite en style flux (\`${isSeq(node) ? '[…]' : '{…}'}\`)` };
    if (type === 'map') return { en: `Write \`${key}\` as an indented mapping (\`key: value\` lines)`, fr: `Écrivez \`${key}\` comme une table indentée (lignes \`clé: valeur\`)`, reason };
    if (type === 'boolean') return { en: `Write \`${key}\` as \`true\` or \`false\``, fr: `Écrivez \`${key}\` sous la forme \`true\` ou \`false\``, reason };
    return { en: `Write \`${key}\` as text`, fr: `Écrivez \`${key}\` en texte`, reason };
  }
  if (STRICT.every((a) => a.keys.includes(key))) return { en: `Write \`${key}\` as an indented block`, fr: `Écrivez \`${key}\` comme un bloc indenté` };
  // The whole message: naming the validator again for the flow style would say it twice.
  const who = listTargets(STRICT.filter((a) => !a.keys.includes(key)).map((a) => a.id));
  return {
    en: `Remove \`${key}\` if the skill must pass ${who.en}: it refuses the key written in flow style (\`{…}\` or \`[…]\`) as it refuses it in any other form.`,
    fr: `Retirez \`${key}\` si le skill doit passer ${who.fr} : il refuse la clé écrite en style flux (\`{…}\` ou \`[…]\`) comme sous toute autre forme.`,
    whole: true,
  };
}

/** Advice for `metadata: {tags: [a, b]}`: a block list would still not be the text the standard allows. */
function metadataValueFix(path: string, node: Node): LocalizedText & { whole?: true; reason?: LocalizedText } {
  return {
    en: `Write \`${path}\` as text`, fr: `Écrivez \`${path}\` en texte`,
    reason: { en: `it is a ${isSeq(node) ? 'list' : 'mapping'} written in flow style (\`${isSeq(node) ? '[…]' : '{…}'}\`)`, fr: `c’est une ${isSeq(node) ? 'liste' : 'table'} écrite en style flux (\`${isSeq(node) ? '[…]' : '{…}'}\`)` },
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
      // One finding per cause: a list where text is expected is the key's own rule's finding,
      // and its advice (text, a mapping) cures the flow style too.
      const ownCause = ownRuleCause(e.key, e.node);
      if (flow === e.node && ownCause && wrongShape(e.key, e.node) && judge(ownCause, record, parsed, config)) continue;
      // `allowed-tools: [Read, Grep]` is always `allowed-tools-type`'s finding, which names the validator too.
      if (flow === e.node && e.key === 'allowed-tools' && isToolList(e.node)) continue;
      // A list or mapping as a value of `metadata`, whose values are text: text is the advice.
      const inMetadata = e.key === 'metadata' && isMap(e.node) ? e.node.items.find((p) => p.value === flow) : undefined;
      const fix = inMetadata ? metadataValueFix(`metadata.${isScalar(inMetadata.key) ? String(inMetadata.key.value) : '?'}`, flow) : flowFix(e.key, e.node);
      report({
        code: 'flow-style', severity: v.severity, range: parsed.lines.range(e.docOffset(flow.range[0]), e.docOffset(flow.range[1])),
        message: fix.whole ? { en: fix.en, fr: fix.fr } : {
          en: `${fix.en}: ${fix.reason?.en ?? 'it is written in flow style (`{…}` or `[…]`)'} — ${v.effect.en}.`,
          fr: `${fix.fr} : ${fix.reason?.fr ?? 'elle est écrite en style flux (`{…}` ou `[…]`)'} — ${v.effect.fr}.`,
        },
      });
    }
  },
};
