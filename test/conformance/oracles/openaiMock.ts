import type { ServerResponse } from 'node:http';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from './recordingServer';

/** The whole assistant reply: the run needs one turn to happen, not an answer. */
const REPLY = 'ok';
/** The model id every agent is pointed at. */
export const MOCK_MODEL = 'mock-model';

type Fields = { readonly stream?: unknown; readonly model?: unknown };

function fieldsOf(body: unknown): Fields {
  return (typeof body === 'object' && body !== null ? body : {}) as Fields;
}

function sse(res: ServerResponse, events: readonly (readonly [string | undefined, unknown])[], done: boolean): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [event, data] of events) res.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  if (done) res.write('data: [DONE]\n\n');
  res.end();
}

/** `POST /v1/chat/completions`: one text turn, streamed as chunks when asked. */
function chatCompletion(res: ServerResponse, model: string, stream: boolean): void {
  const base = { id: 'chatcmpl-mock', created: 0, model };
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      ...base, object: 'chat.completion', usage,
      choices: [{ index: 0, message: { role: 'assistant', content: REPLY }, finish_reason: 'stop' }],
    }));
    return;
  }
  const chunk = (delta: unknown, finish: string | null, extra: object = {}) => [undefined, { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }], ...extra }] as const;
  sse(res, [chunk({ role: 'assistant', content: REPLY }, null), chunk({}, 'stop', { usage })], true);
}

/** `POST /v1/responses`: one message output item, streamed as the Responses API's events when asked. */
function response(res: ServerResponse, model: string, stream: boolean): void {
  const item = { id: 'msg_mock', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: REPLY, annotations: [] }] };
  const done = { id: 'resp_mock', object: 'response', created_at: 0, status: 'completed', model, output: [item], usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(done));
    return;
  }
  sse(res, [
    ['response.created', { type: 'response.created', response: { ...done, status: 'in_progress', output: [] } }],
    ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item: { ...item, status: 'in_progress', content: [] } }],
    ['response.output_text.delta', { type: 'response.output_text.delta', item_id: item.id, output_index: 0, content_index: 0, delta: REPLY }],
    ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
    ['response.completed', { type: 'response.completed', response: done }],
  ], false);
}

/**
 * Starts a mock of an OpenAI-compatible API on 127.0.0.1: chat completions and responses answer
 * one short text turn (streamed when asked), `/v1/models` lists {@link MOCK_MODEL}, anything
 * else an empty JSON object. The oracle reads the listing out of the exact body the agent sent.
 * Paths are matched by their end, so a base URL with or without `/v1` both work.
 */
export function startOpenAiMock(): Promise<RecordingServer> {
  return startRecordingServer(({ method, url, body }: RecordedRequest, res) => {
    const fields = fieldsOf(body);
    const model = typeof fields.model === 'string' ? fields.model : MOCK_MODEL;
    const pathOnly = url.split('?')[0] ?? url;
    if (method === 'POST' && pathOnly.endsWith('/chat/completions')) chatCompletion(res, model, fields.stream === true);
    else if (method === 'POST' && pathOnly.endsWith('/responses')) response(res, model, fields.stream === true);
    else if (method === 'GET' && pathOnly.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: [{ id: MOCK_MODEL, object: 'model', created: 0, owned_by: 'skillkiln' }] }));
    } else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
}
