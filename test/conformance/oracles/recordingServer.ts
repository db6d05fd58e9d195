import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request an agent sent to a mock, body parsed when it is JSON. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** A running loopback mock of a model API. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>`, for the agent's base-URL variable. */
  readonly baseUrl: string;
  /** Every request received, in order. */
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

/** Writes the mock's answer to one recorded request. */
export type Answer = (request: RecordedRequest, res: http.ServerResponse) => void;

/**
 * Starts an HTTP server on 127.0.0.1 (an ephemeral port, never another address) that records
 * each request with its body before `answer` replies: the oracles read what the agent sent
 * (the listing is in the request) from `requests`.
 */
export async function startRecordingServer(answer: Answer): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try { body = JSON.parse(text); } catch { /* not JSON: keep the text */ }
      const request = { method: req.method ?? '', url: req.url ?? '', body };
      requests.push(request);
      answer(request, res);
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
