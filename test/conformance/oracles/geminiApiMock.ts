import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedRequest } from './anthropicMock';

/** A running loopback stand-in for the Gemini API (`generativelanguage` v1beta). */
export interface GeminiApiMock {
  /** `http://127.0.0.1:<port>`, for `GOOGLE_GEMINI_BASE_URL`. */
  readonly baseUrl: string;
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

/** One candidate that ends the turn with a short text. */
const REPLY = {
  candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] }, finishReason: 'STOP', index: 0 }],
  usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
};

/**
 * The answer to non-streamed calls (the model router's classifier): a 400 is not retried, so the
 * router falls back at once to the default model, as it does when it cannot classify.
 */
const REFUSAL = { error: { code: 400, message: 'skillsmith oracle mock: only the main turn is answered', status: 'INVALID_ARGUMENT' } };

/**
 * Starts a mock of the Gemini API on 127.0.0.1 (ephemeral port): `…:streamGenerateContent?alt=sse`
 * answers one SSE chunk, `…:generateContent` a 400 (see REFUSAL),
 * `…:countTokens` a small count. Every request is recorded so the oracle can read the system
 * prompt the CLI really sent.
 */
export async function startGeminiApiMock(): Promise<GeminiApiMock> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try { body = JSON.parse(text); } catch { /* keep the text */ }
      const url = req.url ?? '';
      requests.push({ method: req.method ?? '', url, body });
      if (url.includes(':countTokens')) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ totalTokens: 1 }));
      else if (url.includes(':streamGenerateContent')) res.writeHead(200, { 'content-type': 'text/event-stream' }).end(`data: ${JSON.stringify(REPLY)}\n\n`);
      else if (url.includes(':generateContent')) res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(REFUSAL));
      else res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
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
