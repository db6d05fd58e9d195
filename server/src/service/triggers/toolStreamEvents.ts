import { toolEvent } from './activatedSkill';
import type { ChoiceEvent, ChoiceSignal } from './choiceSignal';
import { leadingStatus, num, obj, str, tokenSum, type Json } from './jsonFields';

/*
 * Readers of the JSON-lines streams of the agents that print each tool call (observed by running
 * each against a loopback model: see test/triggers). Each returns what one event says about the choice.
 */

/**
 * `opencode run --format json` and Kilo's `kilo run --format json`: `tool_use` (part.tool,
 * part.state.input), `step_finish` (part.reason `tool-calls`, else the end of an answer), `error`
 * (error.data.message and statusCode, after its own retries).
 */
export function opencodeEvent(signal: ChoiceSignal, e: Json): ChoiceEvent {
  const part = obj(e['part']);
  if (e['type'] === 'tool_use' && part) return toolEvent(signal, str(part['tool']) ?? '?', obj(obj(part['state'])?.['input']));
  if (e['type'] === 'step_finish' && part && part['reason'] !== 'tool-calls') {
    const tokens = num(obj(part['tokens'])?.['total']);
    return { kind: 'answer', ...(tokens ? { tokens } : {}) };
  }
  if (e['type'] === 'error') {
    const error = obj(e['error']);
    const data = obj(error?.['data']);
    const status = num(data?.['statusCode']);
    return { kind: 'api-error', ...(status ? { status } : {}), message: str(data?.['message']) ?? str(error?.['message']) ?? str(error?.['name']) ?? 'error' };
  }
  return { kind: 'none' };
}

/**
 * pi's `--mode json`: the assistant's `message_end` holds its tool calls (`toolCall` parts),
 * or its answer, or `stopReason: error` with `errorMessage` ("429 …": each refused attempt).
 */
export function piEvent(signal: ChoiceSignal, e: Json): ChoiceEvent {
  const message = obj(e['message']);
  if (e['type'] !== 'message_end' || message?.['role'] !== 'assistant') return { kind: 'none' };
  if (message['stopReason'] === 'error' || message['stopReason'] === 'aborted') {
    const text = str(message['errorMessage']) ?? 'error';
    const status = leadingStatus(text);
    return { kind: 'api-error', ...(status ? { status } : {}), message: text };
  }
  const call = (Array.isArray(message['content']) ? (message['content'] as unknown[]) : []).map(obj).find((p) => p?.['type'] === 'toolCall');
  if (call) return toolEvent(signal, str(call['name']) ?? '?', obj(call['arguments']));
  const tokens = num(obj(message['usage'])?.['totalTokens']);
  return { kind: 'answer', ...(tokens ? { tokens } : {}) };
}

/**
 * Cline's `--json`: `agent_event` whose event is a tool's `content_start` (toolName, input),
 * `done` (the answer), or an unrecoverable `error` (errorClass `auth` when signed out);
 * `run_result` with finishReason `error` ends a failed run.
 */
export function clineEvent(signal: ChoiceSignal, e: Json): ChoiceEvent {
  const event = obj(e['event']);
  if (e['type'] === 'agent_event' && event) {
    if (event['type'] === 'content_start' && event['contentType'] === 'tool') return toolEvent(signal, str(event['toolName']) ?? '?', obj(event['input']));
    if (event['type'] === 'done') {
      const usage = obj(event['usage']);
      const tokens = tokenSum(usage?.['inputTokens'], usage?.['outputTokens']);
      return { kind: 'answer', ...(tokens ? { tokens } : {}) };
    }
    // A failed tool is an error it recovers from; a refused model call is not.
    if (event['type'] === 'error' && event['recoverable'] === false) {
      return { kind: 'api-error', ...(event['errorClass'] === 'auth' ? { status: 401 } : {}), message: str(obj(event['error'])?.['message']) ?? 'error' };
    }
  }
  if (e['type'] === 'run_result' && e['finishReason'] === 'error') return { kind: 'api-error', message: str(e['text']) ?? 'error' };
  return { kind: 'none' };
}

/**
 * Factory Droid's `exec --output-format stream-json`: `tool_call` (toolName, parameters),
 * `completion` (the answer, with usage), `error` ("401 …" from its agent loop).
 */
export function droidEvent(signal: ChoiceSignal, e: Json): ChoiceEvent {
  if (e['type'] === 'tool_call') return toolEvent(signal, str(e['toolName']) ?? '?', obj(e['parameters']));
  if (e['type'] === 'completion') {
    const usage = obj(e['usage']);
    const tokens = tokenSum(usage?.['input_tokens'], usage?.['output_tokens']);
    return { kind: 'answer', ...(tokens ? { tokens } : {}) };
  }
  if (e['type'] === 'error') {
    const text = str(e['message']) ?? 'error';
    const status = leadingStatus(text);
    return { kind: 'api-error', ...(status ? { status } : {}), message: text };
  }
  return { kind: 'none' };
}
