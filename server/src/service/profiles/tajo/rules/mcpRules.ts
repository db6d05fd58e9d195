import { isMap, isScalar, isSeq, type Node, type YAMLMap } from 'yaml';
import type { Report } from '../../../model/finding';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { asMap, isNullScalar, keyName, keyRangeOf, pairOf, rangeOf, sourceOf, valueOf } from '../yamlNodes';
import { toKebab } from './headerValueRules';
import { closestMatch } from '../closestMatch';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `mcp-tool-name`: its severity and docs and example (rule pages, hovers, SARIF). */
export const MCP_TOOL_NAME: RuleCode = { code: 'mcp-tool-name', severity: 'error', doc: { en: '`mcp.tool_name` is missing or not `tajo/<kebab-name>`: agents cannot discover the tool under a valid name.', fr: '`mcp.tool_name` manque ou n’est pas `tajo/<nom-kebab>` : les agents ne peuvent pas découvrir l’outil sous un nom valide.' }, fix: { en: 'Rewrite it as `tajo/<kebab-name>`.', fr: 'Le réécrire en `tajo/<nom-kebab>`.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: cart-reminder', '  description: Remind a customer of their cart.').trimEnd() }) },
};

/** `mcp-required-unknown`: its severity and docs and example (rule pages, hovers, SARIF). */
export const MCP_REQUIRED_UNKNOWN: RuleCode = { code: 'mcp-required-unknown', severity: 'error', doc: { en: '`required` names a property that `properties` does not declare: agents must send an argument they have no description of.', fr: '`required` nomme une propriété que `properties` ne déclare pas : les agents doivent envoyer un argument dont ils n’ont aucune description.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  inputSchema:', '    type: object', '    properties:', '      email:', '        type: string', '    required: [mail]').trimEnd() }) },
};

/** `mcp-description-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const MCP_DESCRIPTION_MISSING: RuleCode = { code: 'mcp-description-missing', severity: 'warning', doc: { en: '`mcp` has no `description`: agents discovering the tool get no text saying what it does or when to call it.', fr: '`mcp` n’a pas de `description` : les agents qui découvrent l’outil n’ont aucun texte qui dise ce qu’il fait ni quand l’appeler.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder').trimEnd() }) },
};

/** `mcp-brevo-server`: its severity and docs and example (rule pages, hovers, SARIF). */
export const MCP_BREVO_SERVER: RuleCode = { code: 'mcp-brevo-server', severity: 'error', doc: { en: 'An `mcp.brevo_servers` item is not a Brevo MCP module name (`brevo_<module>`; a number, a list…): the skill cannot reach it. A well-formed name the format does not list (brevo_contacts, brevo_email_campaign_management, brevo_templates, brevo_campaign_analytics, brevo_segments) is a warning.', fr: 'Un élément de `mcp.brevo_servers` n’est pas un nom de module MCP Brevo (`brevo_<module>` ; un nombre, une liste…) : le skill ne peut pas l’atteindre. Un nom bien formé que le format ne cite pas (brevo_contacts, brevo_email_campaign_management, brevo_templates, brevo_campaign_analytics, brevo_segments) est un avertissement.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  brevo_servers:', '    - 42').trimEnd() }) },
};

/** `tajo/` and a kebab-case name. */
export const TOOL_NAME = /^tajo\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Keywords whose value is one schema (recursed into for `required` checks). */
const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
/** Keywords whose value is a list of schemas. */
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to schemas. */
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/**
 * `mcp-tool-name` (missing or not `tajo/<kebab-name>`) and `mcp-required-unknown`
 * (a `required` entry of any object schema in `inputSchema` naming no property).
 */
export const mcpRules: SkillRule = {
  id: 'tajo-mcp',
  kind: 'skill',
  codes: [MCP_TOOL_NAME, MCP_REQUIRED_UNKNOWN, MCP_DESCRIPTION_MISSING, MCP_BREVO_SERVER],
  reads: ['header'],
  fixes: [replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const { parsed, top } = header;
    const mcpPair = pairOf(top, 'mcp');
    const mcp = asMap(mcpPair?.value);
    if (!mcpPair || !mcp) return;
    const toolPair = pairOf(mcp, 'tool_name');
    const tool = valueOf(mcp, 'tool_name');
    if (!toolPair || !tool || isNullScalar(tool)) {
      report({ code: 'mcp-tool-name', range: keyRangeOf(parsed, toolPair ?? mcpPair), message: { en: 'Add `tool_name: tajo/<kebab-name>` under `mcp`: without it, agents cannot discover the skill as a tool.', fr: 'Ajoutez `tool_name: tajo/<nom-kebab>` sous `mcp` : sans lui, les agents ne peuvent pas découvrir le skill comme outil.' } });
    } else if (isScalar(tool)) {
      const text = typeof tool.value === 'string' ? tool.value : sourceOf(parsed, tool);
      if (!TOOL_NAME.test(text)) {
        const range = rangeOf(parsed, tool);
        const kebab = toKebab(text.replace(/^tajo\//i, ''));
        const fixed = kebab ? `tajo/${kebab}` : undefined;
        const data: ReplaceValueFix | undefined = fixed ? { fix: 'replace-value', range, newText: fixed } : undefined;
        report({ code: 'mcp-tool-name', range, ...(data ? { data } : {}), message: { en: `Name the tool \`tajo/<kebab-name>\`${fixed ? `, here \`${fixed}\`` : ''}: under \`${text}\`, agents do not find it by the name its callers expect.`, fr: `Nommez l’outil \`tajo/<nom-kebab>\`${fixed ? `, ici \`${fixed}\`` : ''} : sous \`${text}\`, les agents ne le trouvent pas sous le nom attendu.` } });
      }
    }
    const schema = asMap(valueOf(mcp, 'inputSchema'));
    if (schema) checkRequired(parsed, schema, report);
    const description = valueOf(mcp, 'description');
    if (!description || isNullScalar(description) || (isScalar(description) && String(description.value).trim() === '')) {
      report({ code: 'mcp-description-missing', range: keyRangeOf(parsed, pairOf(mcp, 'description') ?? mcpPair), message: { en: 'Add `description:` under `mcp`: without it, agents discovering the tool get no text telling them what it does or when to call it.', fr: 'Ajoutez `description:` sous `mcp` : sans elle, les agents qui découvrent l’outil n’ont aucun texte qui dise ce qu’il fait ni quand l’appeler.' } });
    }
    const servers = valueOf(mcp, 'brevo_servers');
    if (isSeq(servers)) for (const item of servers.items) checkBrevoServer(parsed, item as Node, report);
  },
};

/** The Brevo MCP server modules seed 002 names (in `mcp.brevo_servers` and an agent spec's tools). */
export const BREVO_SERVERS = ['brevo_contacts', 'brevo_email_campaign_management', 'brevo_templates', 'brevo_campaign_analytics', 'brevo_segments'] as const;
const BREVO_SERVER_FORM = /^brevo_[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * `mcp-brevo-server`: each `brevo_servers` item is a module name, `brevo_<words>`: a number or
 * another form is an error (no module has that name); a well-formed name the seed does not
 * list is a warning, with the nearest listed one.
 */
function checkBrevoServer(parsed: ParsedSkill, item: Node, report: (r: Report) => void): void {
  const range = rangeOf(parsed, item);
  const text = isScalar(item) && typeof item.value === 'string' ? item.value : undefined;
  if (text === undefined || !BREVO_SERVER_FORM.test(text)) {
    const shown = isScalar(item) ? { en: `\`${sourceOf(parsed, item)}\``, fr: `\`${sourceOf(parsed, item)}\`` } : { en: 'a list or a mapping', fr: 'une liste ou une table' };
    report({ code: 'mcp-brevo-server', range, message: { en: `Name a Brevo MCP server module (\`brevo_<module>\`, such as ${BREVO_SERVERS.slice(0, 3).join(', ')}): the skill cannot reach ${shown.en}.`, fr: `Nommez un module de serveur MCP Brevo (\`brevo_<module>\`, comme ${BREVO_SERVERS.slice(0, 3).join(', ')}) : le skill ne peut pas atteindre ${shown.fr}.` } });
    return;
  }
  if ((BREVO_SERVERS as readonly string[]).includes(text)) return;
  const meant = closestMatch(text, BREVO_SERVERS);
  report({ code: 'mcp-brevo-server', severity: 'warning', range, message: { en: `Check that the Brevo module \`${text}\` exists${meant ? ` (did you mean \`${meant}\`?)` : ''}: the format names only ${BREVO_SERVERS.join(', ')}, and the skill’s calls to a missing module fail.`, fr: `Vérifiez que le module Brevo \`${text}\` existe${meant ? ` (vouliez-vous dire \`${meant}\` ?)` : ''} : le format ne nomme que ${BREVO_SERVERS.join(', ')}, et les appels du skill à un module absent échouent.` } });
}

/** Checks `required` against `properties` in an object schema and every schema inside it. */
function checkRequired(parsed: ParsedSkill, schema: YAMLMap, report: (r: Report) => void): void {
  const required = valueOf(schema, 'required');
  if (isSeq(required)) {
    const properties = valueOf(schema, 'properties');
    const open = pairOf(schema, 'patternProperties') !== undefined || (pairOf(schema, 'additionalProperties') !== undefined && !isFalse(valueOf(schema, 'additionalProperties')));
    if (isMap(properties) || !open) {
      const names = new Set(isMap(properties) ? properties.items.map((p) => keyName(p)).filter((n): n is string => n !== undefined) : []);
      for (const item of required.items) {
        if (!isScalar(item) || typeof item.value !== 'string' || names.has(item.value)) continue;
        report({ code: 'mcp-required-unknown', range: rangeOf(parsed, item), message: { en: `Declare \`${item.value}\` in \`properties\` or remove it from \`required\`${names.size ? ` (declared: ${[...names].join(', ')})` : ''}: agents must send an argument they know nothing about, so their calls fail validation.`, fr: `Déclarez \`${item.value}\` dans \`properties\` ou retirez-le de \`required\`${names.size ? ` (déclarés : ${[...names].join(', ')})` : ''} : les agents doivent envoyer un argument dont ils ne savent rien, leurs appels échouent donc à la validation.` } });
      }
    }
  }
  for (const key of SUBSCHEMA) {
    const sub = asMap(valueOf(schema, key));
    if (sub) checkRequired(parsed, sub, report);
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = valueOf(schema, key);
    if (isSeq(list)) for (const s of list.items) if (isMap(s)) checkRequired(parsed, s, report);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = asMap(valueOf(schema, key));
    if (map) for (const p of map.items) if (isMap(p.value)) checkRequired(parsed, p.value, report);
  }
}

function isFalse(node: Node | undefined): boolean {
  return isScalar(node) && node.value === false;
}
