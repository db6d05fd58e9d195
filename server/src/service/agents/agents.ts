import type { AgentTarget } from '../config/serviceConfig';
import type { AgentDeclaration } from './agentDeclaration';
import { CLAUDE_AI } from './declarations/claudeAi';
import { CLAUDE_CODE } from './declarations/claudeCode';
import { CLINE } from './declarations/cline';
import { CODEX } from './declarations/codex';
import { COPILOT_CLI } from './declarations/copilotCli';
import { FACTORY_DROID } from './declarations/factoryDroid';
import { GEMINI_CLI } from './declarations/geminiCli';
import { PI } from './declarations/pi';
import { QWEN_CODE } from './declarations/qwenCode';
import { AMP } from './declarations/amp';
import { AUGMENT } from './declarations/augment';
import { KILO } from './declarations/kilo';
import { OPENCODE } from './declarations/opencode';
import { REFERENCE_VALIDATOR } from './declarations/referenceValidator';
import { VSCODE } from './declarations/vscode';

/** Every agent Skillkiln checks skills against, by target id. */
export const AGENTS: Readonly<Record<AgentTarget, AgentDeclaration>> = {
  spec: REFERENCE_VALIDATOR,
  'claude-ai': CLAUDE_AI,
  'claude-code': CLAUDE_CODE,
  codex: CODEX,
  'copilot-cli': COPILOT_CLI,
  'gemini-cli': GEMINI_CLI,
  vscode: VSCODE,
  opencode: OPENCODE,
  kilo: KILO,
  pi: PI,
  'qwen-code': QWEN_CODE,
  cline: CLINE,
  'factory-droid': FACTORY_DROID,
  augment: AUGMENT,
  amp: AMP,
};

/** The declaration of one target. */
export function agentOf(target: AgentTarget): AgentDeclaration {
  return AGENTS[target];
}
