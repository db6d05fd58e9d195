import { PROFILE_IDS, type ProfileId } from '../config/serviceConfig';
import { agentAppProfile } from './agentApp/agentAppProfile';
import { agentSkillsProfile } from './agentSkills/agentSkillsProfile';
import { mmProfile } from './mm/mmProfile';
import type { Profile } from './profile';
import { skillApiProfile } from './skillApi/skillApiProfile';
import { tajoProfile } from './tajo/tajoProfile';

// Every format also runs the common rules, safety checks included (`COMMON_RULES`).
const PROFILES: Readonly<Record<ProfileId, Profile>> = {
  mm: mmProfile,
  'agent-skills': agentSkillsProfile,
  'agent-app': agentAppProfile,
  tajo: tajoProfile,
  'skill-api': skillApiProfile,
};

/** The profile object of an id. */
export function getProfile(id: ProfileId): Profile {
  return PROFILES[id];
}

/** Every profile, in the order of PROFILE_IDS. */
export function allProfiles(): readonly Profile[] {
  return PROFILE_IDS.map((id) => PROFILES[id]);
}

/** True when `s` names a profile. */
export function isProfileId(s: string): s is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(s);
}
