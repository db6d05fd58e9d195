import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { agentProgram } from './agentTriggers';
import { describeChatAgentTriggers } from './chatAgentTriggers';

/** Factory Droid 0.225.2: its `Skill` tool takes the skill's name as `skill`. */
describeChatAgentTriggers({
  id: 'factory-droid', label: 'Factory Droid', version: '0.225.2', bin: 'droid',
  program: () => agentProgram('factory-droid', path.join('node_modules', '@factory', `cli-${process.platform}-${process.arch}`, 'bin', 'droid')),
  tools: { skillTool: 'Skill', skillArgs: (skill) => ({ skill }), otherTool: { name: 'Glob', args: { patterns: '**/*.md' } } },
  // The user's own model: a `customModels` entry of ~/.factory/settings.json, picked with --model.
  signIn: (home, baseUrl) => {
    mkdirSync(path.join(home, '.factory'), { recursive: true });
    writeFileSync(path.join(home, '.factory', 'settings.json'), JSON.stringify({ customModels: [{ model: 'mock-model', displayName: 'mock-model', baseUrl: `${baseUrl}/v1`, apiKey: 'skillkiln-test', provider: 'generic-chat-completion-api', maxOutputTokens: 1000 }] }));
  },
  args: ['--model', 'custom:mock-model'],
  timeout: 30, requestsPerRun: 1,
  // Droid retries a 429 for about 90 s with nothing on its stream or stderr: the run ends at the time limit.
  failsAs: { 'salute Spock (rate limited)': 'timed-out' },
});
