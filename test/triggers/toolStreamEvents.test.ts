import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AGENTS } from '../../server/src/service/agents/agents';
import { readChoiceEvent, type ChoiceEvent, type ChoiceSignal } from '../../server/src/service/triggers/choiceSignal';

/** The agent's declared signal (each of these five has one). */
function signal(id: 'opencode' | 'kilo' | 'pi' | 'cline' | 'factory-droid'): ChoiceSignal {
  const t = AGENTS[id].triggers;
  assert.ok(t && 'bin' in t, `${id} declares how to read its choice`);
  return t;
}

/** Each line (shortened from what the agent printed against the scripted model) and what it says. */
function check(id: Parameters<typeof signal>[0], cases: readonly [unknown, ChoiceEvent][]): void {
  for (const [line, want] of cases) assert.deepEqual(readChoiceEvent(signal(id), JSON.stringify(line)), want, JSON.stringify(line));
}

describe('the stream readers of the agents that print their tool calls (lines they printed)', () => {
  test('opencode and Kilo: tool_use, step_finish, error', () => {
    for (const id of ['opencode', 'kilo'] as const) {
      check(id, [
        [{ type: 'tool_use', part: { type: 'tool', tool: 'skill', callID: 'call_1', state: { status: 'completed', input: { name: 'greetings' } } } }, { kind: 'skill', name: 'greetings' }],
        [{ type: 'tool_use', part: { type: 'tool', tool: 'glob', state: { status: 'completed', input: { pattern: '**/*.md' } } } }, { kind: 'other-tool', tool: 'glob' }],
        [{ type: 'step_start', part: { type: 'step-start' } }, { kind: 'none' }],
        [{ type: 'step_finish', part: { type: 'step-finish', reason: 'tool-calls', tokens: { total: 120 } } }, { kind: 'none' }],
        [{ type: 'step_finish', part: { type: 'step-finish', reason: 'stop', tokens: { total: 120, input: 100, output: 20 } } }, { kind: 'answer', tokens: 120 }],
        [{ type: 'error', error: { name: 'APIError', data: { message: 'invalid x-api-key (scripted)', statusCode: 401, isRetryable: false } } }, { kind: 'api-error', status: 401, message: 'invalid x-api-key (scripted)' }],
      ]);
    }
  });

  test('pi: the assistant message_end, a read of SKILL.md being the skill', () => {
    const usage = { input: 100, output: 20, totalTokens: 120 };
    check('pi', [
      [{ type: 'message_end', message: { role: 'assistant', content: [{ type: 'toolCall', id: 'call_1', name: 'read', arguments: { path: '/tmp/ws/.agents/skills/greetings/SKILL.md' } }], usage, stopReason: 'toolUse' } }, { kind: 'skill', name: 'greetings' }],
      [{ type: 'message_end', message: { role: 'assistant', content: [{ type: 'toolCall', id: 'call_1', name: 'ls', arguments: { path: '.' } }], usage, stopReason: 'toolUse' } }, { kind: 'other-tool', tool: 'ls' }],
      [{ type: 'message_end', message: { role: 'user', content: [{ type: 'text', text: 'read .agents/skills/greetings/SKILL.md' }] } }, { kind: 'none' }],
      [{ type: 'message_end', message: { role: 'assistant', content: [{ type: 'text', text: 'ok' }], usage, stopReason: 'stop' } }, { kind: 'answer', tokens: 120 }],
      [{ type: 'message_end', message: { role: 'assistant', content: [], stopReason: 'error', errorMessage: '429 Rate limited (scripted)' } }, { kind: 'api-error', status: 429, message: '429 Rate limited (scripted)' }],
    ]);
  });

  test('Cline: agent_event content_start, done, an unrecoverable error', () => {
    check('cline', [
      [{ type: 'agent_event', event: { type: 'content_start', contentType: 'tool', toolName: 'skills', toolCallId: 'call_1', input: { skill: 'greetings', args: null } } }, { kind: 'skill', name: 'greetings' }],
      [{ type: 'agent_event', event: { type: 'content_start', contentType: 'tool', toolName: 'search_codebase', input: { queries: ['hour'] } } }, { kind: 'other-tool', tool: 'search_codebase' }],
      [{ type: 'agent_event', event: { type: 'content_start', contentType: 'text', text: 'ok' } }, { kind: 'none' }],
      [{ type: 'agent_event', event: { type: 'done', reason: 'completed', text: 'ok', usage: { inputTokens: 100, outputTokens: 20 } } }, { kind: 'answer', tokens: 120 }],
      // A failed tool is recovered from (the model hears of it); a refused model call ends the run.
      [{ type: 'agent_event', event: { type: 'error', error: { message: '1 tool call(s) failed' }, recoverable: true } }, { kind: 'none' }],
      [{ type: 'agent_event', event: { type: 'error', error: { name: 'Error', message: 'invalid x-api-key (scripted)' }, errorClass: 'auth', recoverable: false } }, { kind: 'api-error', status: 401, message: 'invalid x-api-key (scripted)' }],
      [{ type: 'run_result', finishReason: 'error', text: 'Rate limited (scripted)' }, { kind: 'api-error', message: 'Rate limited (scripted)' }],
    ]);
  });

  test('Factory Droid: tool_call, completion, error', () => {
    check('factory-droid', [
      [{ type: 'tool_call', id: 'call_1', toolId: 'Skill', toolName: 'Skill', parameters: { skill: 'greetings' } }, { kind: 'skill', name: 'greetings' }],
      [{ type: 'tool_call', id: 'call_1', toolId: 'Glob', toolName: 'Glob', parameters: { patterns: '**/*.md' } }, { kind: 'other-tool', tool: 'Glob' }],
      [{ type: 'message', role: 'user', text: 'use the Skill tool' }, { kind: 'none' }],
      [{ type: 'completion', finalText: 'ok', numTurns: 1, usage: { input_tokens: 100, output_tokens: 20 } }, { kind: 'answer', tokens: 120 }],
      [{ type: 'error', source: 'agent_loop', message: '401 invalid x-api-key (scripted)' }, { kind: 'api-error', status: 401, message: '401 invalid x-api-key (scripted)' }],
    ]);
  });
});
