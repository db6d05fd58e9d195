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
  /**
   * Of skills sharing a name, which one the agent keeps cannot be told, for this reason: they
   * are left out of the comparison (the stage prints how many, and why).
   */
  readonly sameNameNotCompared?: string;
  /** Why the agent cannot be run on the generated folder (the stage says so and goes on). */
  readonly notRun?: string;
}

export const FUZZ_SETTINGS: Partial<Record<VerifiedAgent, FuzzSettings>> = {
  opencode: { sameNameNotCompared: 'which one opencode keeps varies from run to run (it reads folders in parallel)' },
  kilo: { sameNameNotCompared: 'which one Kilo keeps varies from run to run (it reads folders in parallel)' },
  // Its file search returns skills in no stable order (entries are compared as a set): of two skills sharing a name, the one it keeps varies.
  'gemini-cli': { sameNameNotCompared: 'which one Gemini CLI keeps varies from run to run (its file search has no stable order)' },
  // It keeps the copy it reads last, in the order its folder listing comes in, and it sends the model
  // names alone: which of two copies it kept cannot be seen (read in its core's `loadDefinition`, 3.0.65).
  cline: { sameNameNotCompared: 'Cline sends the model names alone, so which copy it keeps cannot be seen' },
  'claude-code': { env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: String(NO_BUDGET) } },
  // Runnable offline (a dummy key, its server on a refusing loopback port) and quick: 2,000 skills in about 30 s
  // once a skill list stopped by a name that is not text is read from its log (that hang was the slowness measured
  // before). Its model is not held to it yet: on seeds 1 and 2 it disagrees on 158 of 2,000 skills.
  amp: { notRun: 'its model disagrees with it on 158 of the 2,000 generated skills of seeds 1 and 2 (89 false errors, 69 missed: dot-folders, aliases, name lengths, values that are not text), not closed yet; it runs on the edge cases, and here with SKILLKILN_FUZZ_SLOW=1 (about 30 s)' },
  codex: { oracle: createCodexOracle({ config: [`model_context_window=${NO_BUDGET}`, `skills.max_context_tokens=${NO_BUDGET}`] }), catalogArgs: ['--context-window', String(NO_BUDGET), '--listing-budget', String(NO_BUDGET)] },
};
