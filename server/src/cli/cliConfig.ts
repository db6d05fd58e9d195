import { DEFAULT_CONFIG, type ServiceConfig } from '../service/config/serviceConfig';
import type { CliOptions } from './cliOptions';

/** The service settings a command line asks for (defaults elsewhere). */
export function cliConfig(options: CliOptions, extraDirs: readonly string[] = []): ServiceConfig {
  return {
    ...DEFAULT_CONFIG,
    profile: options.profile ?? 'auto',
    skillsDirs: [...(options.skillsDirs ?? DEFAULT_CONFIG.skillsDirs), ...extraDirs],
    agentSkills: { targets: options.targets ?? DEFAULT_CONFIG.agentSkills.targets },
    locale: options.locale,
  };
}
