import type { VerifiedAgent } from '../../server/src/service/agents/verifiedVersions';
import type { Oracle } from './oracle';
import { ampOracle } from './oracles/amp';
import { augmentOracle } from './oracles/augment';
import { claudeCodeOracle } from './oracles/claudeCode';
import { clineCanonical, clineOracle } from './oracles/cline';
import { createCodexOracle } from './oracles/codex';
import { copilotCliOracle } from './oracles/copilotCli';
import { factoryDroidOracle } from './oracles/factoryDroid';
import { geminiCliOracle } from './oracles/geminiCli';
import { piOracle } from './oracles/pi';
import { qwenCodeOracle } from './oracles/qwenCode';
import { kiloOracle } from './oracles/kilo';
import { opencodeOracle } from './oracles/opencode';

/** One agent of the stage: its oracle and how its listing is compared. */
export interface AgentCase {
  readonly agent: VerifiedAgent;
  readonly oracle: Oracle;
  /** Gemini CLI's file search returns skills in no stable order: entries compared as a set. */
  readonly ordered: boolean;
  /** With `ordered: false`, the form the listing texts are compared in (default: lines sorted). */
  readonly canonical?: (text: string) => string;
  /** Entries' file paths compared by real path (see CompareOptions.realPaths). */
  readonly realPaths?: boolean;
  /** Extra runs on the edge cases, with the environment that changes a knob. */
  readonly variants?: readonly { readonly name: string; readonly env: Readonly<Record<string, string>> }[];
}

export const CASES: readonly AgentCase[] = [
  { agent: 'claude-code', oracle: claudeCodeOracle, ordered: true, variants: [{ name: 'edge-budget-2000', env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '2000' } }] },
  // Codex's own system skills sit under a root of their own; without them the block is the project's alone.
  { agent: 'codex', oracle: createCodexOracle(), ordered: true },
  { agent: 'copilot-cli', oracle: copilotCliOracle, ordered: true },
  { agent: 'gemini-cli', oracle: geminiCliOracle, ordered: false },
  { agent: 'pi', oracle: piOracle, ordered: true },
  { agent: 'qwen-code', oracle: qwenCodeOracle, ordered: true },
  { agent: 'augment', oracle: augmentOracle, ordered: true },
  { agent: 'amp', oracle: ampOracle, ordered: true },
  // Cline lists names in the disk's folder order: compared with the names sorted.
  { agent: 'cline', oracle: clineOracle, ordered: false, canonical: clineCanonical },
  { agent: 'factory-droid', oracle: factoryDroidOracle, ordered: true },
  // Both read a symlinked folder and its target in parallel and list the file under either path.
  { agent: 'opencode', oracle: opencodeOracle, ordered: true, realPaths: true },
  { agent: 'kilo', oracle: kiloOracle, ordered: true, realPaths: true },
];

