import { isMap, isScalar, isSeq, type Node, type Pair } from 'yaml';
import type { SkillRule } from '../../profile';
import { checkJsonSchema, dialectOf } from '../jsonSchemaCheck';
import { readTajoHeader } from '../tajoHeader';
import { asMap, keyRangeOf, pairOf, rangeOf, stringOf, valueOf } from '../yamlNodes';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `mcp-input-schema`: its severity and docs (rule pages, hovers, SARIF). */
export const MCP_INPUT_SCHEMA: RuleCode = { code: 'mcp-input-schema', severity: 'error', doc: { en: '`mcp.inputSchema` is not a valid JSON Schema for an MCP tool (checked against the 2020-12 meta-schema, or draft-07 when `$schema` says so; the root must be `type: object`).', fr: '`mcp.inputSchema` n’est pas un JSON Schema valide pour un outil MCP (vérifié par le méta-schéma 2020-12, ou draft-07 si `$schema` le dit ; la racine doit être `type: object`).' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  inputSchema:', '    type: strng').trimEnd() }) },
};

/** Aliases a schema may expand before it is not checked (alias bombs). */
const MAX_ALIAS_COUNT = 64;

/**
 * `mcp-input-schema`: `mcp.inputSchema` must be a JSON Schema (validated by ajv against
 * the 2020-12 meta-schema, or draft-07 when `$schema` names it, then compiled so `$ref`s
 * resolve) whose root is `type: object`, as MCP requires of a tool's input.
 */
export const mcpInputSchemaRule: SkillRule = {
  id: 'tajo-mcp-input-schema',
  kind: 'skill',
  codes: [MCP_INPUT_SCHEMA],
  reads: ['header'],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    const doc = skill.parsed.frontMatter?.yaml;
    if (!header || !doc) return;
    const { parsed } = header;
    const mcpPair = pairOf(header.top, 'mcp');
    const mcp = asMap(mcpPair?.value);
    if (!mcpPair || !mcp) return;
    const schemaPair = pairOf(mcp, 'inputSchema');
    const schema = asMap(schemaPair?.value);
    if (!schemaPair) {
      report({ code: 'mcp-input-schema', severity: 'warning', range: keyRangeOf(parsed, mcpPair), message: { en: 'Add an `inputSchema` under `mcp`: MCP tools must declare one, and without it agents are told the tool takes no arguments.', fr: 'Ajoutez un `inputSchema` sous `mcp` : un outil MCP doit en déclarer un, et sans lui les agents pensent que l’outil ne prend aucun argument.' } });
      return;
    }
    if (!schema) return; // not a mapping: type-mismatch
    const where = (path: readonly string[]) => `inputSchema${path.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('')}`;
    const consequence = { en: 'MCP clients cannot validate the agent’s arguments with it and may refuse the tool', fr: 'les clients MCP ne peuvent pas valider les arguments de l’agent avec lui et peuvent refuser l’outil' };

    const schemaUri = valueOf(schema, '$schema');
    const dialect = dialectOf(schemaUri ? (isScalar(schemaUri) ? schemaUri.value : null) : undefined);
    if (!dialect && schemaUri) {
      report({ code: 'mcp-input-schema', severity: 'warning', range: rangeOf(parsed, schemaUri), message: { en: 'Use JSON Schema 2020-12 (the MCP default) or draft-07 in `$schema`: this one is neither, so it is checked as 2020-12, the only version MCP clients are required to support.', fr: 'Utilisez JSON Schema 2020-12 (le défaut de MCP) ou draft-07 dans `$schema` : celui-ci n’est ni l’un ni l’autre, il est donc vérifié comme 2020-12, la seule version que les clients MCP sont tenus de gérer.' } });
    }
    let value: unknown;
    try {
      value = schema.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT });
    } catch {
      return; // alias bomb: reported as YAML problem
    }
    const problems = checkJsonSchema(value as object, dialect ?? '2020-12');
    for (const p of problems) {
      const node = p.ref !== undefined ? findRef(schema, p.ref) : nodeAt(schema, p.path);
      const range = node ? rangeOf(parsed, node) : keyRangeOf(parsed, schemaPair);
      report({ code: 'mcp-input-schema', range, message: { en: `\`${where(p.path)}\` ${p.message.en}: ${consequence.en}.`, fr: `\`${where(p.path)}\` ${p.message.fr} : ${consequence.fr}.` } });
    }
    if (problems.some((p) => p.path.length === 1 && p.path[0] === 'type')) return;
    const type = valueOf(schema, 'type');
    if (stringOf(type) === 'object') return;
    const range = type ? rangeOf(parsed, type) : keyRangeOf(parsed, schemaPair);
    report({ code: 'mcp-input-schema', range, message: { en: `Give \`inputSchema\` \`type: object\`${type ? '' : ' (it has no type)'}: agents pass arguments as an object of named values, and MCP clients reject other schemas.`, fr: `Donnez \`type: object\` à l’\`inputSchema\`${type ? '' : ' (il n’a pas de type)'} : les agents passent les arguments comme un objet de valeurs nommées, et les clients MCP refusent les autres schémas.` } });
  },
};

/** The node at a JSON pointer path, or the deepest one found on the way. */
function nodeAt(root: Node, path: readonly string[]): Node | undefined {
  let node: Node = root;
  for (const seg of path) {
    let next: unknown;
    if (isMap(node)) next = (node.items as Pair[]).find((p) => isScalar(p.key) && String(p.key.value) === seg)?.value;
    else if (isSeq(node)) next = node.items[Number(seg)];
    if (!next) break;
    node = next as Node;
  }
  return node === root ? undefined : node;
}

/** The first `$ref` value equal to `ref`, anywhere in the schema. */
function findRef(node: unknown, ref: string): Node | undefined {
  if (isMap(node)) {
    for (const p of node.items) {
      if (isScalar(p.key) && p.key.value === '$ref' && isScalar(p.value) && p.value.value === ref) return p.value;
      const found = findRef(p.value, ref);
      if (found) return found;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      const found = findRef(item, ref);
      if (found) return found;
    }
  }
  return undefined;
}
