import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { agentProgram } from './agentTriggers';
import type { ChatAgent } from './chatAgentTriggers';
import type { ChatTools } from './scriptedModel';

/** opencode's and Kilo's tools: `skill` with the skill's `name`, and `read` (not `glob`: their glob runs ripgrep, and a run calling it sometimes crashed on a loaded machine). */
const TOOLS: ChatTools = { skillTool: 'skill', skillArgs: (name) => ({ name }), otherTool: { name: 'read', args: { filePath: 'skills/README.md' } } };

/** The user's global configuration (`~/.config/<id>/<id>.json`): one OpenAI-compatible provider, the scripted model, as default. */
function signIn(id: string, file: string) {
  return (home: string, baseUrl: string) => {
    const dir = path.join(home, '.config', id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify({ model: 'mock/mock-model', enabled_providers: ['mock'], provider: { mock: { npm: '@ai-sdk/openai-compatible', name: 'Mock', options: { baseURL: `${baseUrl}/v1`, apiKey: 'skillkiln-test' }, models: { 'mock-model': { name: 'Mock' } } } } }));
  };
}

/**
 * opencode 1.18.33, its native binary. It prints a tool call only once the turn after it has been
 * asked for (the events of one step come out together): a run stopped at the choice sends two requests.
 */
export const OPENCODE: ChatAgent = {
  id: 'opencode', label: 'opencode', version: '1.18.33', bin: 'opencode',
  program: () => agentProgram('opencode', path.join('node_modules', `opencode-${process.platform}-${process.arch}`, 'bin', 'opencode')),
  tools: TOOLS, signIn: signIn('opencode', 'opencode.json'),
  env: { OPENCODE_DISABLE_MODELS_FETCH: '1', OPENCODE_DISABLE_AUTOUPDATE: '1', OPENCODE_DISABLE_SHARE: '1', OPENCODE_DISABLE_LSP_DOWNLOAD: '1' },
  // One run at a time: once, on a loaded machine, a run beside another exited with what looked like a failed query of its database.
  args: ['--jobs', '1'],
  // The never-answered query runs beside the others with its own timeout, rather than 90 s after them.
  warmUp: ['run', '--format', 'json', '--title', 'warm-up', 'warm up'],
  timeout: 90, hangTimeout: 30, requestsPerRun: 2,
};

/** Kilo 7.7.9 (a fork of opencode: the same stream, as late). */
export const KILO: ChatAgent = {
  id: 'kilo', label: 'Kilo', version: '7.7.9', bin: 'kilo',
  program: () => agentProgram('kilo', path.join('node_modules', '@kilocode', `cli-${process.platform}-${process.arch}`, 'bin', 'kilo')),
  tools: TOOLS, signIn: signIn('kilo', 'kilo.json'),
  // KILO_SESSION_RETRY_LIMIT=0: a 429 is printed at once instead of retried unseen until the timeout.
  env: { KILO_TELEMETRY_LEVEL: 'off', KILO_DISABLE_MODELS_FETCH: '1', KILO_DISABLE_AUTOUPDATE: '1', KILO_DISABLE_SHARE: '1', KILO_DISABLE_LSP_DOWNLOAD: '1', KILO_DISABLE_CODEBASE_INDEXING: '1', KILO_DISABLE_SESSION_INGEST: '1', KILO_SESSION_RETRY_LIMIT: '0' },
  // Starting Kilo costs ~22 s of CPU (its server: once per `skillkiln triggers`, the runs attach
  // to it). Its first start in a fresh home sets up its database: done once, alone, before the
  // test; after it, only the never-answered query's test goes beside the others.
  warmUp: ['run', '--format', 'json', '--title', 'warm-up', 'warm up'],
  args: ['--jobs', '1'],
  // No scripted query ends on this timeout (the never-answered one has its own): it only bounds a
  // run on a busy machine.
  timeout: 150, hangTimeout: 30, requestsPerRun: 2,
};
