import { parseArgs } from 'node:util';
import { AGENT_TARGETS, type AgentTarget, type ProfileId } from '../service/config/serviceConfig';
import { isProfileId } from '../service/profiles/registry';
import type { Locale } from '../service/model/finding';

/** A usage error: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** Parsed command line. */
export interface CliOptions {
  readonly command: 'lint' | 'catalog' | 'pack' | 'help' | 'version';
  readonly paths: readonly string[];
  /** `sarif` and `github` are for `lint` only. */
  readonly format: 'text' | 'json' | 'sarif' | 'github';
  readonly profile: ProfileId | undefined;
  readonly targets: readonly AgentTarget[] | undefined;
  readonly target: string | undefined;
  readonly skillsDirs: readonly string[] | undefined;
  readonly locale: Locale;
  /** Listing budget in characters for `--target` (`--listing-budget`). */
  readonly listingBudget?: number;
  /** Context window of the model in use, in tokens (`--context-window`). */
  readonly contextWindowTokens?: number;
  /** `lint --max-warnings N`: exit 1 when more than N warnings are found. */
  readonly maxWarnings?: number | undefined;
  /** `lint --quiet`: show errors only. */
  readonly quiet?: boolean;
  /** `--fix`, `--fix-unsafe`, `--fix-dry-run` (lint only); undefined: report only. */
  readonly fix?: FixMode;
  /** `pack --out DIR`: where the `.skill` archive is written (default: the current folder). */
  readonly out?: string;
}

/** What `lint` fixes: safe fixes, or unsafe ones too; written to the files, or shown as a diff. */
export interface FixMode {
  readonly unsafe: boolean;
  readonly dryRun: boolean;
}

/** Parses `skillkiln <command> [paths…] [options]`; throws UsageError with a one-line reason. */
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
        'listing-budget': { type: 'string' },
        'context-window': { type: 'string' },
        'max-warnings': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        fix: { type: 'boolean' },
        'fix-unsafe': { type: 'boolean' },
        'fix-dry-run': { type: 'boolean' },
        out: { type: 'string' },
      },
    });
  } catch (err) {
    throw new UsageError(firstLine((err as Error).message));
  }
  const { values, positionals } = parsed;
  const [command, ...paths] = positionals;
  if (values.help || command === 'help' || (!command && !values.version)) return base('help', []);
  if (values.version || command === 'version') return base('version', []);
  if (command !== 'lint' && command !== 'catalog' && command !== 'pack') throw new UsageError(`unknown command '${command}' (expected lint, catalog or pack)`);
  if (command === 'catalog' && paths.length > 1) throw new UsageError('catalog takes at most one folder');
  if (command === 'pack' && paths.length !== 1) throw new UsageError('pack takes one skill folder (the one holding SKILL.md)');
  if (command !== 'pack' && values.out !== undefined) throw new UsageError('--out is an option of pack only');
  const format = lintFormat(command, values.format ?? 'text');
  if (values.profile !== undefined && values.profile !== 'auto' && !isProfileId(values.profile)) throw new UsageError(`unknown profile '${values.profile}' (expected auto, mm, agent-skills, agent-app, tajo or skill-api)`);
  const targets = values.targets?.split(',').map((t) => t.trim()).filter(Boolean);
  for (const t of targets ?? []) if (!(AGENT_TARGETS as readonly string[]).includes(t)) throw new UsageError(`unknown target '${t}' (expected ${AGENT_TARGETS.join(', ')})`);
  const listingBudget = wholeNumber(values['listing-budget'], '--listing-budget');
  const contextWindowTokens = wholeNumber(values['context-window'], '--context-window');
  const locale = values.locale ?? 'en';
  if (locale !== 'en' && locale !== 'fr') throw new UsageError(`--locale must be en or fr, not '${locale}'`);
  const fix = fixMode(values, command);
  return {
    ...(fix ? { fix } : {}),
    command,
    paths: paths.length > 0 ? paths : ['.'],
    format,
    profile: values.profile === 'auto' ? undefined : (values.profile as ProfileId | undefined),
    targets: targets as AgentTarget[] | undefined,
    target: values.target,
    skillsDirs: values['skills-dir'],
    locale,
    ...(listingBudget !== undefined ? { listingBudget } : {}),
    ...(contextWindowTokens !== undefined ? { contextWindowTokens } : {}),
    ...lintOnlyOptions(command, values['max-warnings'], values.quiet),
    ...(values.out !== undefined ? { out: values.out } : {}),
  };

  function base(c: 'help' | 'version', p: string[]): CliOptions {
    return { command: c, paths: p, format: 'text', profile: undefined, targets: undefined, target: undefined, skillsDirs: undefined, locale: 'en' };
  }
}

function wholeNumber(raw: string | undefined, flag: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`${flag} must be a whole number, not '${raw}'`);
  return Number(raw);
}

/** `--format`: text and json for every command, sarif and github for lint. */
function lintFormat(command: 'lint' | 'catalog' | 'pack', format: string): CliOptions['format'] {
  const allowed = command === 'lint' ? ['text', 'json', 'sarif', 'github'] : ['text', 'json'];
  if (!allowed.includes(format)) throw new UsageError(`--format must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}${command === 'lint' ? '' : ` for ${command}`}, not '${format}'`);
  return format as CliOptions['format'];
}

/** `--max-warnings N` (a whole number) and `--quiet`, which only `lint` takes. */
function lintOnlyOptions(command: 'lint' | 'catalog' | 'pack', maxWarnings: string | undefined, quiet: boolean | undefined): Pick<CliOptions, 'maxWarnings' | 'quiet'> {
  if (command !== 'lint' && (maxWarnings !== undefined || quiet)) throw new UsageError(`${maxWarnings !== undefined ? '--max-warnings' : '--quiet'} is an option of lint only`);
  return { maxWarnings: wholeNumber(maxWarnings, '--max-warnings'), quiet: quiet === true };
}

/** `--fix-unsafe` and `--fix-dry-run` imply `--fix`; only `lint` fixes. */
function fixMode(values: { fix?: boolean; 'fix-unsafe'?: boolean; 'fix-dry-run'?: boolean }, command: string): FixMode | undefined {
  if (!values.fix && !values['fix-unsafe'] && !values['fix-dry-run']) return undefined;
  if (command !== 'lint') throw new UsageError('--fix, --fix-unsafe and --fix-dry-run go with lint');
  return { unsafe: values['fix-unsafe'] === true, dryRun: values['fix-dry-run'] === true };
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

/** The help text. */
export const USAGE = `Usage:
  skillkiln lint [paths…] [--format text|json|sarif|github] [--profile P] [--targets ${AGENT_TARGETS.join(',')}]
                  [--max-warnings N] [--quiet]
  skillkiln catalog [folder] [--format text|json] [--profile P] [--target T] [--skills-dir DIR]
                     [--listing-budget CHARS] [--context-window TOKENS]
  skillkiln pack <skill-folder> [--out DIR] [--format text|json]

Profiles: auto (default), mm, agent-skills, agent-app, tajo, skill-api.
Targets (agents): ${AGENT_TARGETS.join(', ')}; each is checked as the agent itself does at the version in the README.
Other options: --skills-dir DIR (repeatable, default "skills"), --locale en|fr.
lint --fix applies the safe fixes and reports what remains; --fix-unsafe also those that
need a choice or create a missing file; --fix-dry-run prints the changes as a diff instead.
lint exits 0 when there is no error, 1 when there is one, a place could not be read or more warnings than --max-warnings, 2 on bad usage.
pack writes <folder name>.skill, the archive Claude's apps accept for upload, or says why they would refuse it (exit 1).
--quiet shows errors only. Settings come from .skillkiln.json(c), then .vscode/settings.json.`;
