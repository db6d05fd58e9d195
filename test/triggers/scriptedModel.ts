import type { ServerResponse } from 'node:http';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from '../conformance/oracles/recordingServer';

/** What the scripted model does with one request (matched by a text the user message contains). */
export type Scripted =
  /** Activates this skill, as the agent's protocol asks (a tool call). */
  | { readonly skill: string }
  /** Answers in words, no tool. */
  | { readonly answer: string }
  /** Calls another, harmless tool first (each protocol names its own: Glob, glob…). */
  | { readonly otherTool: true }
  /** Refuses with this HTTP status (401 signed out, 429 rate-limited). */
  | { readonly status: number }
  /** Never answers (the runner's timeout must end the run). */
  | { readonly hang: true };

/** The request's text (its messages or contents), where the scripted queries are looked for. */
function conversation(body: unknown): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return JSON.stringify(b['messages'] ?? b['contents'] ?? b['input'] ?? '');
}

/** The entry of `script` whose query the request carries, longest query first. */
function scriptedFor(script: Readonly<Record<string, Scripted>>, body: unknown): Scripted | undefined {
  const text = conversation(body);
  const query = Object.keys(script).sort((a, b) => b.length - a.length).find((q) => text.includes(JSON.stringify(q).slice(1, -1)));
  return query === undefined ? undefined : script[query];
}

function refuse(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' }).end(JSON.stringify({ type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'authentication_error', message: status === 429 ? 'Rate limited (scripted)' : 'invalid x-api-key (scripted)', code: status, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAUTHENTICATED' } }));
}

/** Anthropic Messages API SSE: one assistant turn, a tool_use or a text. */
function anthropicTurn(res: ServerResponse, model: string, s: Scripted): void {
  const blocks: [string, unknown][] = [];
  const toolUse = 'skill' in s ? { name: 'Skill', input: { skill: s.skill } } : 'otherTool' in s ? { name: 'Glob', input: { pattern: '**/*.md' } } : undefined;
  if (toolUse) {
    blocks.push(['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 'toolu_scripted', name: toolUse.name, input: {} } }]);
    blocks.push(['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify(toolUse.input) } }]);
  } else {
    blocks.push(['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }]);
    blocks.push(['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'answer' in s ? s.answer : 'ok' } }]);
  }
  const events: [string, unknown][] = [
    ['message_start', { type: 'message_start', message: { id: 'msg_scripted', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 100, output_tokens: 1 } } }],
    ...blocks,
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: toolUse ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 20 } }],
    ['message_stop', { type: 'message_stop' }],
  ];
  res.writeHead(200, { 'content-type': 'text/event-stream' }).end(events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join(''));
}

/**
 * A loopback Anthropic Messages API (the conformance stage's recording server) that answers
 * each request carrying a scripted query as scripted; anything else (no tools, no query) with
 * a short text.
 */
export function startScriptedAnthropic(script: Readonly<Record<string, Scripted>>): Promise<RecordingServer> {
  return startRecordingServer((request: RecordedRequest, res) => {
    const { url, body } = request;
    if (url.includes('count_tokens')) { res.writeHead(200, { 'content-type': 'application/json' }).end('{"input_tokens":10}'); return; }
    const b = (typeof body === 'object' && body !== null ? body : {}) as { model?: string; tools?: { name?: string }[] };
    // A model can only call a tool it was offered: without the Skill tool, the script is not followed.
    const s = b.tools?.some((t) => t.name === 'Skill') ? scriptedFor(script, body) : undefined;
    if (s && 'hang' in s) return;
    if (s && 'status' in s) { refuse(res, s.status); return; }
    anthropicTurn(res, b.model ?? 'mock', s ?? { answer: 'ok' });
  });
}

/** How many requests carried `query` (a run that stops early sends one). */
export function requestsFor(server: RecordingServer, query: string): number {
  return server.requests.filter((r) => conversation(r.body).includes(JSON.stringify(query).slice(1, -1))).length;
}

/** Gemini API (`…:streamGenerateContent?alt=sse`): one candidate, a functionCall or a text. */
function geminiTurn(res: ServerResponse, s: Scripted): void {
  const part = 'skill' in s ? { functionCall: { name: 'activate_skill', args: { name: s.skill } } } : 'otherTool' in s ? { functionCall: { name: 'glob', args: { pattern: '**/*.md' } } } : { text: 'answer' in s ? s.answer : 'ok' };
  const reply = { candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 20, totalTokenCount: 120 } };
  res.writeHead(200, { 'content-type': 'text/event-stream' }).end(`data: ${JSON.stringify(reply)}\n\n`);
}

/**
 * A loopback Gemini API answering scripted queries in its wire protocol. The model router's
 * classifier call (non-streamed) gets a 400, as in the conformance mock, so the CLI falls back
 * to its default model at once.
 */
export function startScriptedGemini(script: Readonly<Record<string, Scripted>>): Promise<RecordingServer> {
  return startRecordingServer(({ url, body }, res) => {
    if (url.includes(':countTokens')) { res.writeHead(200, { 'content-type': 'application/json' }).end('{"totalTokens":1}'); return; }
    if (!url.includes(':streamGenerateContent')) { refuse(res, 400); return; }
    const b = (typeof body === 'object' && body !== null ? body : {}) as { tools?: { functionDeclarations?: { name?: string }[] }[] };
    const offered = (b.tools ?? []).some((t) => (t.functionDeclarations ?? []).some((f) => f.name === 'activate_skill'));
    const s = offered ? scriptedFor(script, body) : undefined;
    if (s && 'hang' in s) return;
    if (s && 'status' in s) { refuse(res, s.status); return; }
    geminiTurn(res, s ?? { answer: 'ok' });
  });
}

/** OpenAI Responses API events of one output item: an `exec_command` call (Codex's shell tool) or a message. */
function responsesTurn(res: ServerResponse, model: string, s: Scripted): void {
  const cmd = 'skill' in s ? `cat .agents/skills/${s.skill}/SKILL.md` : 'otherTool' in s ? 'ls' : undefined;
  const item = cmd !== undefined
    ? { type: 'function_call', id: 'fc_scripted', call_id: 'call_scripted', name: 'exec_command', arguments: JSON.stringify({ cmd }), status: 'completed' }
    : { type: 'message', id: 'msg_scripted', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'answer' in s ? s.answer : 'ok', annotations: [] }] };
  const done = { id: 'resp_scripted', object: 'response', created_at: 0, status: 'completed', model, output: [item], usage: { input_tokens: 100, output_tokens: 20, total_tokens: 120, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } } };
  const events: [string, unknown][] = [
    ['response.created', { type: 'response.created', response: { ...done, status: 'in_progress', output: [] } }],
    ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item }],
    ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
    ['response.completed', { type: 'response.completed', response: done }],
  ];
  res.writeHead(200, { 'content-type': 'text/event-stream' }).end(events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join(''));
}

/**
 * A loopback OpenAI Responses API answering scripted queries as Codex's model would: reading
 * the skill's SKILL.md with its `exec_command` tool. Its WebSocket upgrade gets a 404, so Codex
 * falls back to HTTPS streaming.
 */
export function startScriptedResponses(script: Readonly<Record<string, Scripted>>): Promise<RecordingServer> {
  return startRecordingServer(({ method, url, body }, res) => {
    if (method !== 'POST' || !url.includes('/responses')) { res.writeHead(404).end(); return; }
    const b = (typeof body === 'object' && body !== null ? body : {}) as { model?: string };
    const s = scriptedFor(script, body);
    if (s && 'hang' in s) return;
    if (s && 'status' in s) { refuse(res, s.status); return; }
    responsesTurn(res, b.model ?? 'mock', s ?? { answer: 'ok' });
  });
}

/**
 * How an agent speaking OpenAI chat completions lets its model choose: the tool that activates
 * a skill (offered only to an agent that reads skills) and its arguments, and a harmless other tool.
 */
export interface ChatTools {
  readonly skillTool: string;
  readonly skillArgs: (skill: string) => Record<string, unknown>;
  readonly otherTool: { readonly name: string; readonly args: Record<string, unknown> };
}

/** Qwen Code's: its `skill` tool, and `glob`. */
export const QWEN_TOOLS: ChatTools = { skillTool: 'skill', skillArgs: (skill) => ({ skill }), otherTool: { name: 'glob', args: { pattern: '**/*.md' } } };

/** OpenAI chat completions (streamed): one assistant turn, a tool call or a text. */
function chatTurn(res: ServerResponse, model: string, s: Scripted, tools: ChatTools): void {
  const base = { id: 'chatcmpl-scripted', created: 0, model, object: 'chat.completion.chunk' };
  const call = 'skill' in s ? { name: tools.skillTool, arguments: JSON.stringify(tools.skillArgs(s.skill)) } : 'otherTool' in s ? { name: tools.otherTool.name, arguments: JSON.stringify(tools.otherTool.args) } : undefined;
  const delta = call ? { role: 'assistant', tool_calls: [{ index: 0, id: 'call_scripted', type: 'function', function: call }] } : { role: 'assistant', content: 'answer' in s ? s.answer : 'ok' };
  const chunks = [
    { ...base, choices: [{ index: 0, delta, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: call ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 } },
  ];
  res.writeHead(200, { 'content-type': 'text/event-stream' }).end(`${chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('')}data: [DONE]\n\n`);
}

/** A scripted model that also tells which requests it answered (see `startScriptedChat`). */
export interface ScriptedServer extends RecordingServer {
  /** The requests answered, in order: one carrying a tool's result is answered late, if ever. */
  readonly answered: readonly RecordedRequest[];
}

/**
 * How long the chat model holds its answer to a request that carries a tool's result: a run
 * that stops at the choice is over long before (the agent may still have sent the result, on
 * a loaded machine, in the moment between the choice it printed and its end), a run that does
 * not stop gets the answer late, and `answeredFor` counts it.
 */
const HOLD_AFTER_TOOL_MS = 3000;

/** How many requests carrying `query` were answered (a run that stops at the choice gets one answer). */
export function answeredFor(server: ScriptedServer, query: string): number {
  return server.answered.filter((r) => conversation(r.body).includes(JSON.stringify(query).slice(1, -1))).length;
}

/**
 * A loopback OpenAI chat completions API answering scripted queries as the agent's model would:
 * calling its skill tool (only when offered), another tool, or answering. Qwen Code's tools by default.
 */
export async function startScriptedChat(script: Readonly<Record<string, Scripted>>, tools: ChatTools = QWEN_TOOLS): Promise<ScriptedServer> {
  const answered: RecordedRequest[] = [];
  const server = await startRecordingServer((request, res) => {
    const { url, body } = request;
    if (!url.includes('/chat/completions')) { res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"list","data":[{"id":"mock-model","object":"model"}]}'); return; }
    const b = (typeof body === 'object' && body !== null ? body : {}) as { model?: string; tools?: { function?: { name?: string } }[]; messages?: { role?: string }[] };
    // The first turn only: after a tool result the model answers (a run stopped at the choice never gets there).
    const first = !(b.messages ?? []).some((m) => m.role === 'tool');
    const s = first && (b.tools ?? []).some((t) => t.function?.name === tools.skillTool) ? scriptedFor(script, body) : undefined;
    if (s && 'hang' in s) return;
    if (s && 'status' in s) { refuse(res, s.status); return; }
    const reply = () => {
      answered.push(request);
      chatTurn(res, b.model ?? 'mock-model', s ?? { answer: 'ok' }, tools);
    };
    if (first) return reply();
    const held = setTimeout(() => { if (!res.destroyed) reply(); }, HOLD_AFTER_TOOL_MS);
    held.unref();
    res.on('close', () => clearTimeout(held));
  });
  return { baseUrl: server.baseUrl, requests: server.requests, answered, close: () => server.close() };
}
