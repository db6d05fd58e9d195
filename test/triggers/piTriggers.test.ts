import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { agentProgram } from './agentTriggers';
import { describeChatAgentTriggers } from './chatAgentTriggers';

/** pi 0.73.1: no skill tool; its model reads the SKILL.md the listing gives, with `read`. */
describeChatAgentTriggers({
  id: 'pi', label: 'pi', version: '0.73.1', bin: 'pi',
  program: async () => ({ script: `exec "${process.execPath}" "${await agentProgram('pi', 'node_modules/@mariozechner/pi-coding-agent/dist/cli.js')}" "$@"` }),
  tools: { skillTool: 'read', skillArgs: (skill) => ({ path: `.agents/skills/${skill}/SKILL.md` }), otherTool: { name: 'ls', args: { path: '.' } } },
  // The user's own provider in ~/.pi/agent/models.json, chosen as default in settings.json.
  signIn: (home, baseUrl) => {
    const dir = path.join(home, '.pi', 'agent');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'models.json'), JSON.stringify({ providers: { mock: { baseUrl: `${baseUrl}/v1`, api: 'openai-completions', apiKey: 'skillkiln-test', models: [{ id: 'mock-model' }] } } }));
    writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ defaultProvider: 'mock', defaultModel: 'mock-model' }));
  },
  timeout: 30, requestsPerRun: 1,
});
