import { test } from 'node:test';
import { describeChatAgentTriggers } from './chatAgentTriggers';
import { KILO } from './opencodeFamilyAgents';

// Kilo costs ~10 s of CPU a run and, on a fresh-clone run, crashed once beside another of its runs and
// once ran past 90 s: until that is understood its scripted test runs on demand, said in the summary.
// opencode, whose stream and reader Kilo shares, runs in every `npm test`.
if (process.env['SKILLKILN_SLOW_TRIGGERS'] === '1') describeChatAgentTriggers(KILO);
else test('skillkiln triggers --agent kilo (the real Kilo against a scripted model)', { skip: 'slow and not yet reliable here: run with SKILLKILN_SLOW_TRIGGERS=1' }, () => undefined);
