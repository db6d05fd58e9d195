import { AGENTS } from '../agents/agents';
import { AGENT_TARGETS, DEFAULT_TARGETS } from '../config/serviceConfig';

/** The files of the extension's manifest that name every agent, as text. */
export interface ManifestTexts {
  readonly packageJson: string;
  /** package.nls.json and package.nls.fr.json. */
  readonly nlsEn: string;
  readonly nlsFr: string;
}

/** `config.targets.claudeCode`: the key of an agent's description in the package.nls files. */
export function agentDescriptionKey(id: string): string {
  return `config.targets.${id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}

/**
 * The manifest as the agent declarations say it should be: the settings' agent lists in
 * package.json (the targets' enum, their descriptions and default, the listing budget's keys)
 * follow the declarations, and each agent has a description in both package.nls files (one
 * made from its declaration where none was written). Only those lists change, written as the
 * file writes them: the rest of each file is left byte for byte.
 */
export function syncAgentSettings(texts: ManifestTexts): ManifestTexts {
  let packageJson = texts.packageJson;
  const targets = '"skillkiln.agentSkills.targets"';
  packageJson = replaceArray(packageJson, targets, '"enum"', AGENT_TARGETS.map((t) => t));
  packageJson = replaceArray(packageJson, targets, '"markdownEnumDescriptions"', AGENT_TARGETS.map((t) => `%${agentDescriptionKey(t)}%`));
  packageJson = replaceArray(packageJson, targets, '"default"', [...DEFAULT_TARGETS]);
  packageJson = replaceArray(packageJson, '"skillkiln.agentSkills.listingBudget"', '"enum"', AGENT_TARGETS.map((t) => t));
  return { packageJson, nlsEn: withDescriptions(texts.nlsEn, 'en'), nlsFr: withDescriptions(texts.nlsFr, 'fr') };
}

/** The first `"arrayKey": [ … ]` after `after` in `text`, its items replaced by `values` (one a line, as indented before). */
function replaceArray(text: string, after: string, arrayKey: string, values: readonly string[]): string {
  const from = text.indexOf(after);
  if (from < 0) throw new Error(`package.json: ${after} not found`);
  const key = text.indexOf(`${arrayKey}: [`, from);
  if (key < 0) throw new Error(`package.json: ${arrayKey} not found after ${after}`);
  const open = text.indexOf('[', key);
  const close = text.indexOf(']', open);
  const indent = /[ \t]*$/.exec(text.slice(0, key))![0];
  const items = values.map((v) => `${indent}  ${JSON.stringify(v)}`).join(',\n');
  return `${text.slice(0, open + 1)}\n${items}\n${indent}${text.slice(close)}`;
}

/** The nls file with a description for every agent: missing ones made from the declaration, after the last agent's line. */
function withDescriptions(text: string, locale: 'en' | 'fr'): string {
  const present = JSON.parse(text) as Record<string, string>;
  const missing = AGENT_TARGETS.filter((t) => present[agentDescriptionKey(t)] === undefined);
  if (missing.length === 0) return text;
  const lines = text.split('\n');
  let at = lines.map((l) => l.trimStart().startsWith('"config.targets.')).lastIndexOf(true);
  if (at < 0) at = lines.length - 2;
  const added = missing.map((t) => {
    const agent = AGENTS[t];
    const folders = agent.discovery.folders.map((f) => `\`${f}\``).join(', ');
    return `  ${JSON.stringify(agentDescriptionKey(t))}: ${JSON.stringify(`${agent.label[locale]}${locale === 'fr' ? ' : ' : ': '}${folders}.`)},`;
  });
  // The line before the new ones now needs its comma (it may have been the last entry).
  if (!lines[at]!.trimEnd().endsWith(',')) lines[at] = `${lines[at]!.trimEnd()},`;
  lines.splice(at + 1, 0, ...added);
  const next = lines.join('\n');
  // The last entry of the object takes no comma.
  return next.replace(/,(\s*)\}\s*$/, (_match, space: string) => `${space}}\n`);
}
