import { describeChatAgentTriggers } from './chatAgentTriggers';
import { OPENCODE } from './opencodeFamilyAgents';

describeChatAgentTriggers(OPENCODE);
