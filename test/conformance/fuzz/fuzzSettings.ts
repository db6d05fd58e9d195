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
  /**
   * Of skill files sharing a folder (`SKILL.md` beside a `skill.md`), which one the agent reads
   * cannot be told, for this reason: they are left out of the comparison too.
   */
  readonly sameFolderNotCompared?: string;
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
  // Runnable offline (a dummy key, its server on a refusing loopback port) and quick: 2,000 skills in well under a
  // minute, a skill list stopped by a name that is not text read from its log. It walks folders unsorted and reads
  // one `skill.md` per folder: which of two copies it meets first is the disk's order, unknown here.
  amp: {
    sameNameNotCompared: 'Amp keeps the first it reads, walking folders in the order the disk lists them (unsorted), which cannot be known here',
    sameFolderNotCompared: 'Amp reads one `skill.md` (any case) per folder, the first the disk lists',
  },
  codex: { oracle: createCodexOracle({ config: [`model_context_window=${NO_BUDGET}`, `skills.max_context_tokens=${NO_BUDGET}`] }), catalogArgs: ['--context-window', String(NO_BUDGET), '--listing-budget', String(NO_BUDGET)] },
};
