import type { AgentTarget } from '../config/serviceConfig';
import type { AgentDeclaration } from './agentDeclaration';
import { CLAUDE_CODE } from './declarations/claudeCode';
import { CODEX } from './declarations/codex';
import { COPILOT_CLI } from './declarations/copilotCli';
import { GEMINI_CLI } from './declarations/geminiCli';
import { KILO } from './declarations/kilo';
import { OPENCODE } from './declarations/opencode';
import { REFERENCE_VALIDATOR } from './declarations/referenceValidator';
import { VSCODE } from './declarations/vscode';

/** Every agent Skillsmith checks skills against, by target id. */
export const AGENTS: Readonly<Record<AgentTarget, AgentDeclaration>> = {
  spec: REFERENCE_VALIDATOR,
  'claude-code': CLAUDE_CODE,
  codex: CODEX,
  'copilot-cli': COPILOT_CLI,
  'gemini-cli': GEMINI_CLI,
  vscode: VSCODE,
  opencode: OPENCODE,
  kilo: KILO,
};

/** The declaration of one target. */
export function agentOf(target: AgentTarget): AgentDeclaration {
  return AGENTS[target];
}
