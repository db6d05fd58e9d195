import type { ProfileId, ServiceConfig } from '../config/serviceConfig';
import type { SkillRoot } from '../discovery/skillRoot';
import type { ProfileChoice, ProfileVotes } from './detectProfile';

/** A root's profile: the one the settings impose, else what its headers vote for. */
export function chooseProfile(root: SkillRoot, config: ServiceConfig, votes: ProfileVotes): ProfileChoice {
  const fixed = fixedProfile(root, config);
  return fixed ? explicitChoice(fixed, root) : votes.choose(root);
}

/** The profile the settings impose on a root, if any: `rootProfiles` first, then `profile`. */
function fixedProfile(root: SkillRoot, config: ServiceConfig): ProfileId | undefined {
  const byRoot = config.rootProfiles[root.label] ?? config.rootProfiles[root.label.replace(/^\.\//, '')];
  return byRoot ?? (config.profile === 'auto' ? undefined : config.profile);
}

/** The choice recorded when a setting names the profile. */
function explicitChoice(profile: ProfileId, root: SkillRoot): ProfileChoice {
  return { profile, reason: { en: `set by skillkiln settings for ${root.label}`, fr: `choisi par les réglages skillkiln pour ${root.label}` }, explicit: true };
}
