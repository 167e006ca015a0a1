// A small HTTP proxy in front of the CMS under test that can misbehave on command: how the tests put a CMS that
// is down, slow or answering garbage in front of a running site. Also one address for two sites in turn (a
// deployment: `retarget`), and a witness of what pages send to a site (`posted`).
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FaultMode = 'pass' | 'down' | 'slow' | 'malformed' | 'bad-gateway';

/** How long a slow server takes to answer by default (longer than the site waits for the CMS). */
export const SLOW_ANSWER_MS = 20_000;

export type FaultProxy = {
  origin: string;
  /** `slowMs`: how long 'slow' holds each request (SLOW_ANSWER_MS by default). */
  setMode: (mode: FaultMode, options?: { slowMs?: number }) => Promise<void>;
  /** Sends what follows to another server (open connections are dropped), as a deployment switches versions. */
  retarget: (origin: string) => void;
  /** Content API calls (paths under /api/, with their query) received so far, whatever the mode. */
  apiRequests: () => readonly string[];
  /** Every request received so far (method and address), whatever the mode. */
  requests: () => readonly string[];
  /** The bodies of the POSTs to `path` received so far (a page's beacons, which Playwright does not see leave). */
  posted: (path: string) => readonly string[];
  stop: () => Promise<void>;
};

/** An address with its %-escapes decoded when they decode (a malformed one is kept as it came, never thrown on). */
function readable(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export async function startFaultProxy(firstTarget: string): Promise<FaultProxy> {
  let target = firstTarget;
  let mode: FaultMode = 'pass';
  let slowMs = SLOW_ANSWER_MS;
  const apiRequests: string[] = [];
  const requests: string[] = [];
  const posts: { path: string; body: string }[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };

  const server = createServer((incoming, outgoing) => {
    if ((incoming.url ?? '').startsWith('/api/')) apiRequests.push(readable(incoming.url ?? ''));
    requests.push(`${incoming.method} ${incoming.url}`);
    if (incoming.method === 'POST') {
      const post = { path: new URL(incoming.url ?? '/', 'http://proxy.invalid').pathname, body: '' };
      posts.push(post);
      incoming.on('data', (chunk: Buffer) => (post.body += chunk.toString()));
    }
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!outgoing.destroyed) pass(incoming, outgoing);
      }, slowMs);
      timers.add(timer);
    } else if (mode === 'bad-gateway') {
      // A proxy whose server behind it is stopped (nginx's 502).
      outgoing.writeHead(502, { 'Content-Type': 'text/html' });
      outgoing.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    } else if (mode === 'malformed') {
      // A 200 whose JSON stops halfway, as a proxy cutting an answer short would send.
      outgoing.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      outgoing.end('{"data":[{"id":1,"attributes":{"titre":"Tronqu');
    } else {
      pass(incoming, outgoing);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const dropConnections = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const socket of sockets) socket.destroy();
  };
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      dropConnections();
    });

  return {
    origin: `http://127.0.0.1:${port}`,
    async setMode(next, options = {}) {
      slowMs = options.slowMs ?? SLOW_ANSWER_MS;
      // Down: nothing listens any more (connection refused), as when the CMS process is stopped.
      if (next === 'down') await close();
      else if (!server.listening) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      if (mode === 'slow') dropConnections();
      mode = next;
    },
    retarget(origin) {
      target = origin;
      dropConnections();
    },
    apiRequests: () => [...apiRequests],
    requests: () => [...requests],
    posted: (path) => posts.filter((post) => post.path === path).map((post) => post.body),
    stop: close,
  };
}
