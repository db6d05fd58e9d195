import { parseArgs } from 'node:util';
import { AGENT_TARGETS, type AgentTarget, type ProfileId } from '../service/config/serviceConfig';
import { isProfileId } from '../service/profiles/registry';
import type { Locale } from '../service/model/finding';

/** A usage error: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** Parsed command line. */
export interface CliOptions {
  readonly command: 'lint' | 'catalog' | 'help' | 'version';
  readonly paths: readonly string[];
  readonly format: 'text' | 'json';
  readonly profile: ProfileId | undefined;
  readonly targets: readonly AgentTarget[] | undefined;
  readonly target: string | undefined;
  readonly skillsDirs: readonly string[] | undefined;
  readonly locale: Locale;
}

/** Parses `skillsmith <command> [paths…] [options]`; throws UsageError with a one-line reason. */
export function parseCliOptions(argv: readonly string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string' },
        profile: { type: 'string' },
        targets: { type: 'string' },
        target: { type: 'string' },
        'skills-dir': { type: 'string', multiple: true },
        locale: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (err) {
    throw new UsageError(firstLine((err as Error).message));
  }
  const { values, positionals } = parsed;
  const [command, ...paths] = positionals;
  if (values.help || command === 'help' || (!command && !values.version)) return base('help', []);
  if (values.version || command === 'version') return base('version', []);
  if (command !== 'lint' && command !== 'catalog') throw new UsageError(`unknown command '${command}' (expected lint or catalog)`);
  if (command === 'catalog' && paths.length > 1) throw new UsageError('catalog takes at most one folder');
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not '${format}'`);
  if (values.profile !== undefined && values.profile !== 'auto' && !isProfileId(values.profile)) throw new UsageError(`unknown profile '${values.profile}' (expected auto, mm, agent-skills, agent-app, tajo or skill-api)`);
  const targets = values.targets?.split(',').map((t) => t.trim()).filter(Boolean);
  for (const t of targets ?? []) if (!(AGENT_TARGETS as readonly string[]).includes(t)) throw new UsageError(`unknown target '${t}' (expected ${AGENT_TARGETS.join(', ')})`);
  const locale = values.locale ?? 'en';
  if (locale !== 'en' && locale !== 'fr') throw new UsageError(`--locale must be en or fr, not '${locale}'`);
  return {
    command,
    paths: paths.length > 0 ? paths : ['.'],
    format,
    profile: values.profile === 'auto' ? undefined : (values.profile as ProfileId | undefined),
    targets: targets as AgentTarget[] | undefined,
    target: values.target,
    skillsDirs: values['skills-dir'],
    locale,
  };

  function base(c: 'help' | 'version', p: string[]): CliOptions {
    return { command: c, paths: p, format: 'text', profile: undefined, targets: undefined, target: undefined, skillsDirs: undefined, locale: 'en' };
  }
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

/** The help text. */
export const USAGE = `Usage:
  skillsmith lint [paths…] [--format text|json] [--profile P] [--targets spec,claude-code,vscode,codex]
  skillsmith catalog [folder] [--format text|json] [--profile P] [--target T] [--skills-dir DIR]

Profiles: auto (default), mm, agent-skills, agent-app, tajo, skill-api.
Other options: --skills-dir DIR (repeatable, default "skills"), --locale en|fr.
lint exits 0 when there is no error, 1 when there is one or a place could not be read, 2 on bad usage.`;
