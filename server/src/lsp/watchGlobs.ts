import * as path from 'node:path';
import { CONFIG_FILE_GLOB } from '../service/config/configFile';
import { AGENT_SKILL_DIRS } from '../service/config/serviceConfig';

/**
 * What the server asks the editor to watch: markdown anywhere (new skills, skills roots),
 * the settings files, and everything under a skills root — folders included. Folders matter:
 * a watcher can miss files written into a folder just created, and the folder's own event is
 * then the only news of them. Agents' roots all end in `skill` or `skills`; configured ones
 * (`skillsDirs`) by their last segment. The agents' own folders (`.claude`, `.agents` …) are
 * watched themselves: `mkdir -p .claude/skills/x` may be reported as `.claude` alone.
 */
export function watchGlobs(skillsDirs: readonly string[]): string[] {
  const names = new Set(['skill', 'skills', 'references', 'scripts', 'assets']);
  for (const dir of skillsDirs) {
    const last = path.basename(dir.replace(/[\\/]+$/, ''));
    // A name with glob characters would widen the pattern: left to the markdown watcher.
    if (last && last !== '.' && last !== '..' && !/[*?{}[\],!]/.test(last)) names.add(last);
  }
  const agentFolders = [...new Set(AGENT_SKILL_DIRS.map((d) => d.split('/')[0]!))].sort();
  return ['**/*.md', `**/{${[...names].sort().join(',')}}/**`, `**/{${agentFolders.join(',')}}`, CONFIG_FILE_GLOB];
}
