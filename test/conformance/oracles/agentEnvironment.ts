import { existsSync, mkdirSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The whole environment an agent runs with: `PATH` and the locale from this process, HOME and
 * the XDG folders inside `homeDir` (so no configuration, login or cache of the machine's user is
 * seen), then the agent's own variables and the caller's extras. Nothing else is inherited: a
 * token in the caller's environment must not change what the agent loads.
 */
export function agentEnvironment(homeDir: string, ...extras: readonly (Readonly<Record<string, string>> | undefined)[]): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    HOME: homeDir,
    XDG_CONFIG_HOME: path.join(homeDir, '.config'),
    XDG_CACHE_HOME: path.join(homeDir, '.cache'),
    XDG_DATA_HOME: path.join(homeDir, '.local', 'share'),
    XDG_STATE_HOME: path.join(homeDir, '.local', 'state'),
    TMPDIR: path.join(homeDir, 'tmp'),
  };
  mkdirSync(env['TMPDIR']!, { recursive: true });
  for (const extra of extras) Object.assign(env, extra);
  return env;
}

/**
 * The agent's executable inside its install folder (see installAgent.ts); throws a one-line
 * reason when it is not there, so a broken install is never mistaken for "no skills".
 */
export function agentBinary(agent: string, installDir: string, relative: string): string {
  const file = path.join(installDir, relative);
  if (!existsSync(file)) throw new Error(`${agent}: binary missing at ${file} (install with installAgent('${agent}'))`);
  return file;
}
