import * as path from 'node:path';
import type { FileSystem } from '../../fs/fileSystem';
import { decodeText } from '../../fs/decodeText';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { parseSkill } from '../../parse/parseSkill';
import { headerString } from '../shared/headerString';
import type { IndexView } from '../profile';

/**
 * Seed 001: each agent reads only the skills of "its assignment list, set in its settings".
 * We keep an agent's settings where its skills are: `agents/<agent>.md` inside the agent-app
 * skills folder, with `name` and `skills` (a YAML list or one comma-separated line) in the
 * header and the agent's prompt as the body.
 */
export const AGENTS_FOLDER = 'agents';

/** An agent and the skills assigned to it. */
export interface AgentAssignment {
  readonly name: string;
  readonly path: string;
  readonly skills: readonly string[];
}

/** True for an agent's settings file: `<root>/agents/<agent>.md` of an agent-app skills folder. */
export function isAgentFile(file: string, rootPath: string): boolean {
  return path.dirname(file) === path.join(rootPath, AGENTS_FOLDER) && file.toLowerCase().endsWith('.md') && path.basename(file).toLowerCase() !== 'readme.md';
}

/** The skills an agent file assigns (empty when it assigns none: the agent then reads no skill). */
export function assignedSkills(parsed: ParsedSkill): string[] {
  const value = parsed.entry('skills')?.value;
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : String(v))) : [];
  return items.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The agents defined in a skills folder's `agents/`, sorted by name (the file name when the header has none). */
export function readAgents(fs: FileSystem, rootPath: string): AgentAssignment[] {
  const folder = path.join(rootPath, AGENTS_FOLDER);
  const agents: AgentAssignment[] = [];
  for (const entry of fs.readDirectory(folder) ?? []) {
    const file = path.join(folder, entry.name);
    if (entry.kind !== 'file' || entry.nameNotUtf8 || !isAgentFile(file, rootPath)) continue;
    const decoded = decodeText(fs.readFile(file));
    if (!decoded.ok) continue;
    const parsed = parseSkill(decoded.text);
    agents.push({ name: headerString(parsed, 'name').value.trim() || path.basename(file, path.extname(file)), path: file, skills: assignedSkills(parsed) });
  }
  return agents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** True when the file is an agent's settings of one of the folder's agent-app skills folders. */
export function isAgentFileIn(file: string, folder: string, index: IndexView): boolean {
  return index.skillsInFolder(folder).some((view) => view.profileId === 'agent-app' && isAgentFile(file, view.record.root.path));
}
