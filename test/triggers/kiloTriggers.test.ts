import { describeChatAgentTriggers } from './chatAgentTriggers';
import { KILO } from './opencodeFamilyAgents';

describeChatAgentTriggers(KILO);
