import * as path from 'node:path';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { PathKinds } from '../../shared/pathKinds';

// How many folders above the skill's folder a plugin's `.claude-plugin/` is looked for
// (`<plugin>/skills/<name>/SKILL.md` is one above the skills folder).
const MAX_UP = 3;
// The body says its paths start from the plugin's folder, not the skill's.
const SAYS_PLUGIN = /\$\{?CLAUDE_PLUGIN_ROOT\b|\bplugin(?:'s|’s)? (?:root|dir|directory|folder)\b/i;

/**
 * The folder of the plugin a skill belongs to: the nearest folder above the skill's that
 * holds `.claude-plugin/` (a Claude Code plugin), or else the folder that holds a `skills/`
 * folder of skills (`<plugin>/skills/<name>/`, not an agent's `.claude/skills/`). Undefined for a skill of no plugin.
 */
export function pluginFolder(files: PathKinds, skillDir: string): string | undefined {
  let dir = path.dirname(skillDir);
  for (let up = 0; up < MAX_UP; up++) {
    if (files.kindOf(path.join(dir, '.claude-plugin')) === 'directory') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  // `.claude/skills/<name>/`: an agent's folder, not a plugin.
  const skills = path.dirname(skillDir);
  const above = path.dirname(skills);
  return path.basename(skills) === 'skills' && !path.basename(above).startsWith('.') ? above : undefined;
}

/** True when the body says that paths are relative to the plugin's folder. */
export function saysPluginRelative(parsed: ParsedSkill): boolean {
  return SAYS_PLUGIN.test(parsed.text.slice(parsed.bodyStart));
}
