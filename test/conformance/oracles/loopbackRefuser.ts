import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 127.0.0.1 HTTP server that answers every request 503 and remembers what was asked. */
export interface LoopbackRefuser {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** `METHOD /path` of each request received, in order. */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/**
 * Starts a loopback server to point an agent's API base URL at, so that an agent which wants to
 * refresh something (Codex resolves `api.openai.com` even for `debug prompt-input`) talks to us
 * instead of the internet — also where no network namespace can be had. Nothing needs a real
 * answer for loading skills, so every request gets a 503.
 */
export async function startLoopbackRefuser(): Promise<LoopbackRefuser> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method ?? '?'} ${req.url ?? ''}`);
    req.resume();
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"skillkiln conformance: no model behind this address"}}');
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(0, '127.0.0.1', resolve); });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
