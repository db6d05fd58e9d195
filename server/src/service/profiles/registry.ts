import { PROFILE_IDS, type ProfileId } from '../config/serviceConfig';
import { agentAppProfile } from './agentApp/agentAppProfile';
import { agentSkillsProfile } from './agentSkills/agentSkillsProfile';
import { mmProfile } from './mm/mmProfile';
import type { Profile } from './profile';
import { withSafetyRules } from '../safety/safetyRules';
import { skillApiProfile } from './skillApi/skillApiProfile';
import { tajoProfile } from './tajo/tajoProfile';

// Every format also runs the safety checks (hidden text, risky commands, secrets).
const PROFILES: Readonly<Record<ProfileId, Profile>> = {
  mm: withSafetyRules(mmProfile),
  'agent-skills': withSafetyRules(agentSkillsProfile),
  'agent-app': withSafetyRules(agentAppProfile),
  tajo: withSafetyRules(tajoProfile),
  'skill-api': withSafetyRules(skillApiProfile),
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
