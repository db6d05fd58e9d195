import { startRecordingServer, type RecordingServer } from './recordingServer';

/** The whole assistant reply: the run needs one turn to happen, not an answer. */
const REPLY = 'ok';

/** The SSE stream of one short assistant turn that ends the conversation (no tool use). */
function sseTurn(model: string): string {
  const events: [string, unknown][] = [
    ['message_start', { type: 'message_start', message: { id: 'msg_mock', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } }],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
    ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: REPLY } }],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } }],
    ['message_stop', { type: 'message_stop' }],
  ];
  return events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/**
 * Starts a mock of the Messages API on 127.0.0.1: `POST /v1/messages` answers one text turn
 * (streamed as SSE when asked), `count_tokens` a small count, anything else an empty JSON
 * object. The oracle reads the listing out of the exact body the agent sent.
 */
export function startAnthropicMock(): Promise<RecordingServer> {
  return startRecordingServer(({ method, url, body }, res) => {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as { stream?: unknown; model?: unknown };
    const model = typeof fields.model === 'string' ? fields.model : 'mock';
    if (method === 'POST' && url.startsWith('/v1/messages/count_tokens')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ input_tokens: 10 }));
    } else if (method === 'POST' && url.startsWith('/v1/messages') && fields.stream === true) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).end(sseTurn(model));
    } else if (method === 'POST' && url.startsWith('/v1/messages')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        id: 'msg_mock', type: 'message', role: 'assistant', model, content: [{ type: 'text', text: REPLY }],
        stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 },
      }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
  });
}
