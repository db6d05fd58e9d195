import { estimateTokens, type Catalog, type CatalogEntry, type CatalogExclusion } from '../../model/catalog';
import { isAgentSpec } from './agentTools';
import type { LocalizedText } from '../../model/finding';
import type { CatalogRequest, SkillView } from '../profile';
import { enumValues, TAJO_CATEGORIES } from './tajoVocabulary';
import { joinLines } from '../../catalog/joinLines';
import { fullEntry } from '../../catalog/catalogEntry';
import { perView } from '../../catalog/perView';

/** The two listings of a Tajo workspace; the first (what agents discover) is the default. */
export const TAJO_CATALOG_TARGETS = [
  { id: 'mcp', label: { en: 'MCP tools an agent discovers', fr: 'Outils MCP découverts par un agent' } },
  { id: 'catalog', label: { en: 'Skills catalog by category', fr: 'Catalogue des skills par catégorie' } },
] as const;

/** One tool of an MCP `tools/list` answer. */
export interface TajoMcpTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: unknown;
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Renders a root's Tajo skills for a target: `mcp` is the tool listing an agent would
 * discover (a JSON array, one tool per line, sorted by tool name); `catalog` lists skills
 * by category (the format's order) with version, status and a summary of their triggers.
 */
export function renderTajoCatalog(request: CatalogRequest): Catalog {
  const target = request.target === 'catalog' ? 'catalog' : 'mcp';
  const excluded: CatalogExclusion[] = [...request.excluded];
  const served: SkillView[] = [];
  for (const s of request.skills) {
    if (s.status === 'served' && isAgentSpec(s.parsed)) excluded.push({ path: s.record.path, name: s.info.name, reason: { en: 'an agent spec (tools, no triggers), not a skill', fr: 'une spécification d’agent (tools, sans triggers), pas un skill' } });
    else if (s.status === 'served') served.push(s);
    else excluded.push({ path: s.record.path, name: s.info.name, reason: { en: 'not loaded by this format (only flat <name>.md files are skills)', fr: 'non chargé par ce format (seuls les fichiers à plat <nom>.md sont des skills)' } });
  }
  const rendered = target === 'mcp' ? renderMcp(served, excluded) : renderByCategory(served);
  const entries: CatalogEntry[] = rendered.entries.map((e) => fullEntry(request.findings, e.view, e.name, e.line, e.description));
  return {
    profile: 'tajo',
    target,
    title: target === 'mcp' ? { en: 'MCP tools/list: the tools an agent discovers', fr: 'MCP tools/list : les outils qu’un agent découvre' } : { en: 'Skills catalog by category', fr: 'Catalogue des skills par catégorie' },
    text: rendered.text,
    chars: rendered.text.length,
    tokens: estimateTokens(rendered.text),
    entries,
    excluded,
    warnings: rendered.warnings,
  };
}

interface Rendered {
  readonly text: string;
  readonly entries: { view: SkillView; name: string; line: string; description: string }[];
  readonly warnings: LocalizedText[];
}

function renderMcp(served: readonly SkillView[], excluded: CatalogExclusion[]): Rendered {
  const tools: { view: SkillView; tool: TajoMcpTool; line: string }[] = [];
  for (const view of served) {
    const made = mcpTool(view);
    if ('reason' in made) excluded.push({ path: view.record.path, name: view.info.name, reason: made.reason });
    else tools.push({ view, ...made });
  }
  tools.sort((a, b) => byName(a.tool, b.tool));
  const lines = tools.map((t) => t.line);
  const text = lines.length === 0 ? '[]' : `[\n${joinLines(lines.map((l) => `  ${l}`), ',\n')}\n]`;
  const warnings: LocalizedText[] = [{ en: `MCP tools: ${tools.length}`, fr: `outils MCP : ${tools.length}` }];
  const seen = new Map<string, string>();
  for (const t of tools) {
    const first = seen.get(t.tool.name);
    if (first) warnings.push({ en: `${t.tool.name} is declared by ${first} and ${t.view.info.name}: a server lists tool names once, so agents reach only one of them`, fr: `${t.tool.name} est déclaré par ${first} et ${t.view.info.name} : un serveur ne liste un nom d’outil qu’une fois, les agents n’atteignent donc que l’un d’eux` });
    else seen.set(t.tool.name, t.view.info.name);
    if (!t.tool.description) warnings.push({ en: `${t.tool.name} has no description: agents see a bare tool name`, fr: `${t.tool.name} n’a pas de description : les agents ne voient qu’un nom d’outil` });
  }
  return { text, warnings, entries: tools.map((t, i) => ({ view: t.view, name: t.tool.name, line: lines[i]!, description: t.tool.description })) };
}

/** A skill's MCP tool and its JSON line, or why it exposes none; made once per view. */
const mcpTool = perView((view): { tool: TajoMcpTool; line: string } | { reason: LocalizedText } => {
  const data = view.parsed.frontMatter?.data ?? {};
  const mcp = data['mcp'];
  const name = isObj(mcp) ? str(mcp['tool_name']) : undefined;
  if (!isObj(mcp) || !name) {
    return { reason: isObj(mcp) ? { en: '`mcp` has no tool_name: not exposed as a tool', fr: '`mcp` n’a pas de tool_name : non exposé comme outil' } : { en: 'no `mcp` block: not exposed as a tool', fr: 'pas de bloc `mcp` : non exposé comme outil' } };
  }
  // Without its own description the tool shows the skill's (the closest thing agents could read).
  const description = str(mcp['description'])?.trim() || view.info.description;
  const inputSchema = isObj(mcp['inputSchema']) ? mcp['inputSchema'] : { type: 'object' };
  const tool = { name, description, inputSchema };
  return { tool, line: JSON.stringify(tool) };
});

function renderByCategory(served: readonly SkillView[]): Rendered {
  const known = enumValues(TAJO_CATEGORIES);
  const groups = new Map<string, SkillView[]>();
  for (const view of served) {
    const c = view.info.category ?? '';
    const list = groups.get(c);
    if (list) list.push(view);
    else groups.set(c, [view]);
  }
  const others = [...groups.keys()].filter((c) => c && !known.includes(c)).sort();
  const order = [...known, ...others, ''].filter((c) => groups.has(c));
  const out: string[] = [`Tajo skills (${served.length})`];
  const entries: Rendered['entries'] = [];
  for (const category of order) {
    out.push('', category || '(no category)');
    for (const view of [...groups.get(category)!].sort((a, b) => byName(a.info, b.info))) {
      const line = skillLines(view);
      out.push(line);
      entries.push({ view, name: view.info.name, line, description: view.info.description });
    }
  }
  const warnings: LocalizedText[] = [{ en: `skills: ${served.length}`, fr: `skills : ${served.length}` }];
  if (groups.has('')) warnings.push({ en: `${groups.get('')!.length} skill(s) without a category`, fr: `${groups.get('')!.length} skill(s) sans catégorie` });
  return { text: joinLines(out), entries, warnings };
}

/** `- name 1.0.0 [stable, featured]: description`, then its triggers and MCP tool; made once per view. */
const skillLines = perView((view) => {
  const data = view.parsed.frontMatter?.data ?? {};
  const version = str(data['version']);
  const flags = [str(data['status']) ?? 'stable', ...(data['featured'] === true ? ['featured'] : [])];
  let head = `- ${view.info.name}${version ? ` ${version}` : ''} [${flags.join(', ')}]`;
  if (view.info.description) head += `: ${view.info.description}`;
  const triggers = Array.isArray(data['triggers']) ? data['triggers'].map(triggerSummary) : [];
  const lines = [head, `  triggers: ${triggers.length > 0 ? triggers.join('; ') : 'none'}`];
  const mcp = data['mcp'];
  const tool = isObj(mcp) ? str(mcp['tool_name']) : undefined;
  if (tool) lines.push(`  mcp: ${tool}`);
  return lines.join('\n');
});

/** `event cart_abandoned (3 conditions, debounce 30m)`, `schedule "0 9 * * *" (America/New_York)`, `webhook POST /path (api_key)`. */
export function triggerSummary(t: unknown): string {
  if (!isObj(t)) return str(t) ?? '?';
  const details: string[] = [];
  if ('event' in t) {
    const n = Array.isArray(t['conditions']) ? t['conditions'].length : 0;
    if (n > 0) details.push(`${n} condition${n > 1 ? 's' : ''}`);
    if (str(t['debounce'])) details.push(`debounce ${str(t['debounce'])}`);
    return `event ${str(t['event']) ?? '?'}${details.length ? ` (${details.join(', ')})` : ''}`;
  }
  if ('schedule' in t) {
    const s = str(t['schedule']) ?? '?';
    const shown = /\s/.test(s) ? `"${s}"` : s;
    return `schedule ${shown}${str(t['timezone']) ? ` (${str(t['timezone'])})` : ''}`;
  }
  if ('webhook' in t) {
    const auth = str(t['authentication']);
    return `webhook ${str(t['method']) ? `${str(t['method'])} ` : ''}${str(t['webhook']) ?? '?'}${auth ? ` (${auth})` : ''}`;
  }
  return '?';
}
