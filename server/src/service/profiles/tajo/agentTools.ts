import { isMap, isScalar, isSeq } from 'yaml';
import type { ParsedSkill } from '../../parse/parsedSkill';
import type { SkillView } from '../profile';
import { asMap, spanOf, valueOf } from './yamlNodes';

/** A scalar of a header with its document offsets (the text between quotes, if quoted). */
export interface NamedSpan {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** Where agent tools of Tajo skills start: `tajo/<skill>` (seed 002); `brevo_*` are Brevo's own modules. */
export const TAJO_TOOL_PREFIX = 'tajo/';

/**
 * The `tools:` items of an agent spec (seed 002: a header with `name` and `tools:`, and no
 * `triggers`, which only skills have) that name a Tajo skill (`tajo/…`). Empty for any
 * other file.
 */
export function agentToolItems(parsed: ParsedSkill): NamedSpan[] {
  if (!isAgentSpec(parsed)) return [];
  const node = parsed.entry('tools')?.node;
  if (!isSeq(node)) return [];
  const out: NamedSpan[] = [];
  for (const item of node.items) {
    if (!isScalar(item) || typeof item.value !== 'string' || !item.value.startsWith(TAJO_TOOL_PREFIX)) continue;
    out.push(innerSpan(parsed, item.value, spanOf(parsed, item)));
  }
  return out;
}

/**
 * True for an agent spec (seed 002's "Agent spec": a header with a `tools:` list and no
 * `triggers`, which only skills have), wherever it is kept: in the skills folder it is
 * still not a skill, and gets no skill rule nor catalog line.
 */
export function isAgentSpec(parsed: ParsedSkill): boolean {
  const data = parsed.frontMatter?.data;
  return !!data && Array.isArray(data['tools']) && !('triggers' in data) && !('actions' in data);
}

/** The `mcp.tool_name` of a skill's header, when it is text. */
export function mcpToolName(parsed: ParsedSkill): NamedSpan | undefined {
  const mcp = asMap(parsed.entry('mcp')?.node);
  const node = mcp ? valueOf(mcp, 'tool_name') : undefined;
  if (!isScalar(node) || typeof node.value !== 'string') return undefined;
  return innerSpan(parsed, node.value, spanOf(parsed, node));
}

/** True when the skill's header has an `mcp` mapping (the skill is exposed as a tool). */
export function hasMcpBlock(parsed: ParsedSkill): boolean {
  return isMap(parsed.entry('mcp')?.node);
}

/** The skills exposed as tools, by tool name (the first one wins when two declare the same). */
export function toolDeclarations(skills: readonly SkillView[]): Map<string, { view: SkillView; span: NamedSpan }> {
  const out = new Map<string, { view: SkillView; span: NamedSpan }>();
  for (const view of skills) {
    const span = mcpToolName(view.parsed);
    if (span && !out.has(span.name)) out.set(span.name, { view, span });
  }
  return out;
}

function innerSpan(parsed: ParsedSkill, name: string, span: { start: number; end: number }): NamedSpan {
  const q = parsed.text[span.start];
  const quoted = (q === '"' || q === "'") && span.end - span.start >= 2;
  return quoted ? { name, start: span.start + 1, end: span.end - 1 } : { name, ...span };
}
