import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the agent sent to the mock, body parsed when it is JSON. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** A running loopback stand-in for the Anthropic Messages API. */
export interface AnthropicMock {
  /** `http://127.0.0.1:<port>`, for `ANTHROPIC_BASE_URL`. */
  readonly baseUrl: string;
  /** Every request received, in order. */
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

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

function parse(text: string): unknown {
  try { return JSON.parse(text); } catch { return text; }
}

/**
 * Starts a mock of the Messages API on 127.0.0.1 (an ephemeral port, never another address):
 * `POST /v1/messages` answers one text turn (streamed as SSE when asked), `count_tokens` a
 * small count, anything else an empty JSON object. It records each request so the oracle can
 * read the listing out of the exact body the agent sent.
 */
export async function startAnthropicMock(): Promise<AnthropicMock> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = parse(Buffer.concat(chunks).toString('utf8'));
      const url = req.url ?? '';
      requests.push({ method: req.method ?? '', url, body });
      const fields = (typeof body === 'object' && body !== null ? body : {}) as { stream?: unknown; model?: unknown };
      const model = typeof fields.model === 'string' ? fields.model : 'mock';
      if (req.method === 'POST' && url.startsWith('/v1/messages/count_tokens')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ input_tokens: 10 }));
      } else if (req.method === 'POST' && url.startsWith('/v1/messages') && fields.stream === true) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).end(sseTurn(model));
      } else if (req.method === 'POST' && url.startsWith('/v1/messages')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          id: 'msg_mock', type: 'message', role: 'assistant', model, content: [{ type: 'text', text: REPLY }],
          stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 },
        }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      }
    });
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(0, '127.0.0.1', resolve); });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
