import type { AgentDeclaration } from '../agentDeclaration';
import { VERIFIED_VERSIONS } from '../verifiedVersions';
import { kiloHeaderRead } from '../opencodeHeaderRead';
import { opencodeFamily } from './opencodeFamily';

/**
 * Kilo, a fork of opencode, observed by running `kilo debug skill` and `kilo run` against a
 * loopback model: `.kilo/skill(s)`, `.kilocode/skill(s)`, `.claude/skills` and `.agents/skills`
 * (not `.opencode`), from the working folder up to the repository root; opencode's listing.
 */
export const KILO: AgentDeclaration = opencodeFamily({
  id: 'kilo',
  label: { en: 'Kilo', fr: 'Kilo' },
  version: VERIFIED_VERSIONS.kilo.version,
  folders: ['.kilo/skills', '.kilo/skill', '.kilocode/skills', '.kilocode/skill', '.claude/skills', '.agents/skills'],
  header: kiloHeaderRead,
  builtin: 'kilo-config',
  limits: { en: 'a skill folder that is a symbolic link to a folder outside the project is not loaded, which is not checked here', fr: 'un dossier de skill qui est un lien symbolique vers un dossier hors du projet n’est pas chargé, ce qui n’est pas vérifié ici' },
  // Kilo re-quotes the first line of the value: the lines after it break the YAML again.
  colonContinued: { kind: 'skips' },
});
