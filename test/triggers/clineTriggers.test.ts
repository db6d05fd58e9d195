import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { agentProgram } from './agentTriggers';
import { describeChatAgentTriggers } from './chatAgentTriggers';

/** Cline 3.0.65: its `skills` tool takes the skill's name as `skill`. */
describeChatAgentTriggers({
  id: 'cline', label: 'Cline', version: '3.0.65', bin: 'cline',
  program: () => agentProgram('cline', path.join('node_modules', '@cline', `cli-${process.platform}-${process.arch}`, 'bin', 'cline')),
  tools: { skillTool: 'skills', skillArgs: (skill) => ({ skill, args: null }), otherTool: { name: 'search_codebase', args: { queries: ['hour'] } } },
  // What `cline auth -p openai-compatible -k … -b <url>` writes: the user's own provider.
  signIn: (home, baseUrl) => {
    const dir = path.join(home, '.cline', 'data', 'settings');
    mkdirSync(dir, { recursive: true });
    const settings = { provider: 'openai-compatible', apiKey: 'skillkiln-test', model: 'mock-model', baseUrl: `${baseUrl}/v1` };
    writeFileSync(path.join(dir, 'providers.json'), JSON.stringify({ version: 1, lastUsedProvider: 'openai-compatible', modes: {}, providers: { 'openai-compatible': { settings, updatedAt: new Date(0).toISOString(), tokenSource: 'manual' } } }));
  },
  // On a quiet machine Cline may send the tool's result back before its stream shows the call (seen on
  // a fresh-clone run): a run stopped at the choice costs up to two requests; a third means it was not stopped.
  timeout: 30, requestsPerRun: 2,
});
