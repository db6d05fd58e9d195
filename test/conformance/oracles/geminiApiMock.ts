import { startRecordingServer, type RecordingServer } from './recordingServer';

/** One candidate that ends the turn with a short text. */
const REPLY = {
  candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] }, finishReason: 'STOP', index: 0 }],
  usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
};

/**
 * The answer to non-streamed calls (the model router's classifier): a 400 is not retried, so the
 * router falls back at once to the default model, as it does when it cannot classify.
 */
const REFUSAL = { error: { code: 400, message: 'skillkiln oracle mock: only the main turn is answered', status: 'INVALID_ARGUMENT' } };

/**
 * Starts a mock of the Gemini API (`generativelanguage` v1beta) on 127.0.0.1:
 * `…:streamGenerateContent?alt=sse` answers one SSE chunk, `…:generateContent` a 400 (see
 * REFUSAL), `…:countTokens` a small count. Every request is recorded so the oracle can read the
 * system prompt the CLI really sent.
 */
export function startGeminiApiMock(): Promise<RecordingServer> {
  return startRecordingServer(({ url }, res) => {
    if (url.includes(':countTokens')) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ totalTokens: 1 }));
    else if (url.includes(':streamGenerateContent')) res.writeHead(200, { 'content-type': 'text/event-stream' }).end(`data: ${JSON.stringify(REPLY)}\n\n`);
    else if (url.includes(':generateContent')) res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(REFUSAL));
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
}
