/**
 * The release of each agent that Skillkiln's claims about it were checked against, and the npm
 * package it ships in. The conformance stage installs exactly these; bumping an agent is one line
 * here, and the stage then says what changed.
 */
export const VERIFIED_VERSIONS = {
  'claude-code': { package: '@anthropic-ai/claude-code', version: '2.1.197' },
  codex: { package: '@openai/codex', version: '0.171.0' },
  'copilot-cli': { package: '@github/copilot', version: '1.0.102' },
  'gemini-cli': { package: '@google/gemini-cli', version: '0.61.0', companions: ['@google/gemini-cli-core'] },
  pi: { package: '@mariozechner/pi-coding-agent', version: '0.73.1', companions: ['@mariozechner/pi-ai', '@mariozechner/pi-agent-core', '@mariozechner/pi-tui'] },
  'qwen-code': { package: '@qwen-code/qwen-code', version: '0.15.10' },
  augment: { package: '@augmentcode/auggie', version: '0.36.0' },
  amp: { package: '@sourcegraph/amp', version: '0.0.1790142911-g7618fb' },
  cline: { package: 'cline', version: '3.0.65' },
  'factory-droid': { package: '@factory/cli-linux-x64', version: '0.225.2' },
  opencode: { package: 'opencode-ai', version: '1.18.33' },
  kilo: { package: '@kilocode/cli-linux-x64', version: '7.7.9' },
} as const satisfies Record<string, { readonly package: string; readonly version: string; readonly companions?: readonly string[] }>;

/** An agent whose release is pinned above. */
export type VerifiedAgent = keyof typeof VERIFIED_VERSIONS;
