import type { VerifiedAgent } from '../../../server/src/service/agents/verifiedVersions';
import type { Oracle } from '../oracle';
import { createCodexOracle } from '../oracles/codex';

/** Large enough that no listing budget cuts thousands of generated skills. */
export const NO_BUDGET = 1_000_000_000;

/**
 * What changes for one agent when it reads thousands of generated skills at once: its budget
 * knobs are opened on both sides (the cut itself is compared on the collections), and the
 * listing is compared entry by entry (its order is compared on the edge cases and collections).
 */
export interface FuzzSettings {
  readonly oracle?: Oracle;
  readonly env?: Readonly<Record<string, string>>;
  readonly catalogArgs?: readonly string[];
  /** The agent reads folders in parallel: of skills sharing a name, which one it keeps varies from run to run (not compared). */
  readonly sameNameRace?: boolean;
  /** Why the agent cannot be run on the generated folder (the stage says so and goes on). */
  readonly notRun?: string;
}

export const FUZZ_SETTINGS: Partial<Record<VerifiedAgent, FuzzSettings>> = {
  opencode: { sameNameRace: true },
  kilo: { sameNameRace: true },
  'claude-code': { env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: String(NO_BUDGET) } },
  amp: { notRun: '`amp skill list --json` did not finish in 10 minutes on the 2,000 generated skills (it does on the edge cases and collections)' },
  codex: { oracle: createCodexOracle({ config: ['skills.bundled.enabled=false', `model_context_window=${NO_BUDGET}`, `skills.max_context_tokens=${NO_BUDGET}`] }), catalogArgs: ['--context-window', String(NO_BUDGET), '--listing-budget', String(NO_BUDGET)] },
};
