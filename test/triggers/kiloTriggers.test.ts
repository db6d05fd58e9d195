import { test } from 'node:test';
import { describeChatAgentTriggers } from './chatAgentTriggers';
import { KILO } from './opencodeFamilyAgents';

// Kilo 7.7.9 spends 23–28 s of CPU on a run (twice opencode's) and, on a fresh-clone run, its test took
// 585 s with one plain query still unanswered after 150 s: past what `npm test` can spend. Its scripted
// test runs on demand, said in the summary; opencode, whose stream and reader Kilo shares, runs every time.
if (process.env['SKILLKILN_SLOW_TRIGGERS'] === '1') describeChatAgentTriggers(KILO);
else test('skillkiln triggers --agent kilo (the real Kilo against a scripted model)', { skip: 'slow here (minutes a run on two cores): run with SKILLKILN_SLOW_TRIGGERS=1' }, () => undefined);
