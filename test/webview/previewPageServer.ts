// A tiny HTTP server on 127.0.0.1 that serves preview pages and the extension's media/ folder,
// so a real browser applies the page's CSP, nonce and script exactly as a VS Code webview does.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A running page server. */
export interface PreviewPageServer {
  /** `http://127.0.0.1:<port>`: the page's origin, used as the webview's `cspSource`. */
  readonly origin: string;
  /** The URL of `/media/<path>`. */
  mediaUri(...path: string[]): string;
  /** Serves `html` at a fresh path and returns its URL. */
  addPage(html: string): string;
  /** Every path requested so far, in order. */
  readonly requests: readonly string[];
  /** Paths requested that were neither a page nor a file of media/ (a leak: `<img src=x>`…). */
  readonly unexpected: readonly string[];
  close(): Promise<void>;
}

/** Starts the server on a free port, serving files below `mediaDir` under `/media/`. */
export async function startPreviewPageServer(mediaDir: string): Promise<PreviewPageServer> {
  const pages = new Map<string, string>();
  const requests: string[] = [];
  const unexpected: string[] = [];
  const root = normalize(mediaDir) + sep;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    requests.push(path);
    if (path === '/favicon.ico') {
      // The browser's own request, not the page's.
      res.writeHead(204);
      res.end();
      return;
    }
    const page = pages.get(path);
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    const file = path.startsWith('/media/') ? normalize(join(root, path.slice('/media/'.length))) : undefined;
    const type = file ? TYPES[extname(file)] : undefined;
    const body = file && type && file.startsWith(root) ? await readFile(file).catch(() => undefined) : undefined;
    if (!body || !type) {
      unexpected.push(path);
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': type, 'x-content-type-options': 'nosniff' });
    res.end(body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    mediaUri: (...path) => `${origin}/media/${path.map(encodeURIComponent).join('/')}`,
    addPage(html) {
      const path = `/page/${pages.size + 1}.html`;
      pages.set(path, html);
      return origin + path;
    },
    requests,
    unexpected,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
